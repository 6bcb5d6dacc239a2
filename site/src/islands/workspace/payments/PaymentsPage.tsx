// /dashboard/payments: the current business's payments, the approvals waiting for the person, a new payment, and one
// payment opened from the list or from a mailed link (/dashboard/payments?business=<id>&payment=<id>: that business is
// chosen first, then the payment opens). What the address asks for is read as soon as the page's code runs.
import { PAYMENTS_PAGE_TEXTS as T } from "@bank/contracts";
import { chooseBusiness } from "../../../stores/current-business.ts";
import { $sessionUser } from "../../../stores/session-user.ts";
import { useQuery } from "../../hooks/use-query.ts";
import { startForChosenBusiness, useMoneyBusiness } from "../money/money-business.ts";
import Payments from "./Payments.tsx";
import { businessOf } from "./payments-address.ts";
import { startFirstRead } from "./payments-early.ts";
import "../money/money.css";
import "./payments.css";

// A mailed link names its payment's business: it becomes the chosen one before anything is read (one the person is not
// a member of falls back to their first, as any stale choice does: stores/current-business.ts).
if (typeof document !== "undefined") {
  const businessId = businessOf(window.location.search);
  if (businessId) chooseBusiness(businessId);
}
startForChosenBusiness(startFirstRead);

/** The business the page opened with: the address's view is its; another one chosen later starts at the list. */
let openedWith: string | null = null;

export default function PaymentsPage() {
  const { current, settled } = useMoneyBusiness();
  const user = useQuery($sessionUser).data?.user;
  if (!settled || !user) return <p role="status">{T.loading}</p>;
  if (!current) return <p>{T.noBusiness}</p>;
  openedWith ??= current.id;
  return <Payments key={current.id} business={current} myId={user.id} fromAddress={openedWith === current.id} />;
}
