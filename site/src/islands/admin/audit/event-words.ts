// An audit event as staff read it: its type in words, who acted by name, and its detail as sentences, a business or
// an application linked to its page in the console. The words are the contracts' (texts/admin-audit-words.ts).
import { AUDIT_DETAIL_WORDS, auditDetailFallback, type AdminAuditEvent } from "@bank/contracts";
import { applicationsHref } from "../applications/applications-url.ts";

export interface DetailSentence {
  text: string;
  /** The console's page of what the sentence names. */
  href?: string;
}

const LINKED: Readonly<Record<string, (id: string) => string>> = {
  applicationId: (id) => applicationsHref({ id }),
  businessId: (id) => `/admin/business?${new URLSearchParams({ id }).toString()}`,
};

const isDetailValue = (value: unknown): value is string | number | boolean =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean";

/**
 * The detail's sentences, in the order the service wrote them. Detail the service wrote as JSON reads as words; any
 * other text (never written today) is shown as it is, one sentence, rather than dropped.
 */
export function detailSentences(detail: string | null): DetailSentence[] {
  if (!detail) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return [{ text: detail }];
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return [{ text: detail }];
  const sentences: DetailSentence[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    if (!isDetailValue(value)) continue;
    const words = Object.hasOwn(AUDIT_DETAIL_WORDS, key)
      ? AUDIT_DETAIL_WORDS[key]!(value)
      : auditDetailFallback(key, value);
    if (words === null) continue;
    const link = Object.hasOwn(LINKED, key) && typeof value === "string" ? LINKED[key]!(value) : undefined;
    sentences.push(link ? { text: words, href: link } : { text: words });
  }
  return sentences;
}

/** Who acted: the staff member's name and email, or null when the event was the customer's own or the service's. */
export function actorInWords(event: Pick<AdminAuditEvent, "actorId" | "actorName" | "actorEmail">): {
  name: string;
  email: string | null;
} | null {
  if (!event.actorId) return null;
  // A staff account deleted since: its id is all there is.
  if (!event.actorEmail) return { name: event.actorId, email: null };
  return { name: event.actorName ?? event.actorEmail, email: event.actorEmail };
}
