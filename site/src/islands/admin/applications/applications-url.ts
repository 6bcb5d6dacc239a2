// Where the applications page is, in its address: the status shown (the queue of submitted ones unless another is
// asked for) and the open application (id), so a detail can be linked and the browser's back button closes it.
import { APPLICATION_STATUSES, type ApplicationStatus } from "@bank/contracts";

/** The queue: applications waiting for a decision. */
export const QUEUE_STATUS: ApplicationStatus = "submitted";

/** The statuses the filter offers, the queue first, then in the order an application moves through them. */
export const FILTER_STATUSES: readonly ApplicationStatus[] = [
  "submitted",
  "needs_info",
  "approved",
  "rejected",
  "draft",
];

export interface ApplicationsView {
  status: ApplicationStatus;
  id: string;
}

const isStatus = (value: string | null): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value ?? "");

/** The view a query string holds; an unknown status is the queue rather than a failing page. */
export function parseApplicationsView(search: string): ApplicationsView {
  const params = new URLSearchParams(search);
  const status = params.get("status");
  return { status: isStatus(status) ? status : QUEUE_STATUS, id: (params.get("id") ?? "").trim().slice(0, 100) };
}

/** `/admin/applications?status=needs_info&id=...`, leaving out the queue's status and an empty id. */
export function applicationsHref(view: Partial<ApplicationsView>): string {
  const params = new URLSearchParams();
  if (view.status && view.status !== QUEUE_STATUS) params.set("status", view.status);
  if (view.id) params.set("id", view.id);
  const text = params.toString();
  return text ? `/admin/applications?${text}` : "/admin/applications";
}
