// The island of a workspace page that shows one business (the crypto and analytics pages): the page's view of the
// current business once the businesses are read; while they are read, when the read failed, and for someone without
// a business, the page's own words. The view is keyed by the business, so choosing another starts it afresh.
import type { ComponentType } from "react";
import type { BusinessSummary } from "@bank/contracts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { $businesses } from "../../../stores/current-business.ts";
import { useCurrentBusiness } from "../../hooks/use-current-business.ts";
import { useQuery } from "../../hooks/use-query.ts";

interface PageTexts {
  loading: string;
  loadFailed: string;
  offline: string;
  noBusiness: string;
}

/** The page's island: `View` of the current business, in the page's `texts` otherwise. */
export function businessPage(texts: PageTexts, View: ComponentType<{ business: BusinessSummary }>): ComponentType {
  return function BusinessPage() {
    const businesses = useQuery($businesses);
    const { current, settled } = useCurrentBusiness();

    if (businesses.error) {
      return (
        <p role="alert">
          {failureText({ fallbackText: texts.loadFailed, fallbackError: texts.offline }, businesses.error)}
        </p>
      );
    }
    if (!settled) return <p role="status">{texts.loading}</p>;
    if (!current) return <p>{texts.noBusiness}</p>;
    return <View key={current.id} business={current} />;
  };
}
