// /dashboard/analytics: the current business's money by month (in and out, balance at each month's end) and its
// runway, one currency at a time, each chart with its figures as a table.
import { ANALYTICS_PAGE_TEXTS as T } from "@bank/contracts";
import { $businesses } from "../../../stores/current-business.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { useCurrentBusiness } from "../../hooks/use-current-business.ts";
import { useQuery } from "../../hooks/use-query.ts";
import AnalyticsView from "./AnalyticsView.tsx";
import "../../ui/table-cards.css";
import "./analytics.css";

export default function AnalyticsPage() {
  const businesses = useQuery($businesses);
  const { current, settled } = useCurrentBusiness();

  if (businesses.error) {
    return (
      <p role="alert">{failureText({ fallbackText: T.loadFailed, fallbackError: T.offline }, businesses.error)}</p>
    );
  }
  if (!settled) return <p role="status">{T.loading}</p>;
  if (!current) return <p>{T.noBusiness}</p>;
  return <AnalyticsView key={current.id} business={current} />;
}
