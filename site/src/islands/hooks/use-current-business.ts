// The businesses read and the one the workspace shows, in an island. Like useQuery, an island hydrates with the
// state its page was built with (no business yet), so its first render matches the pre-rendered HTML.
import { useCallback, useSyncExternalStore } from "react";
import type { BusinessSummary } from "@bank/contracts";
import { $businesses, $currentBusiness } from "../../stores/current-business.ts";
import { useQuery } from "./use-query.ts";

export interface CurrentBusiness {
  /** The person's businesses; empty when they have none or the read failed (a failed read counts as none). */
  businesses: readonly BusinessSummary[];
  current: BusinessSummary | null;
  /** Whether the read has answered, with businesses, none, or a failure. */
  settled: boolean;
}

export function useCurrentBusiness(): CurrentBusiness {
  const { data, error } = useQuery($businesses);
  const subscribe = useCallback((onChange: () => void) => $currentBusiness.listen(onChange), []);
  const current = useSyncExternalStore(subscribe, $currentBusiness.get, () => null);
  return {
    businesses: data?.businesses ?? [],
    current: data ? current : null,
    settled: data !== undefined || error !== undefined,
  };
}

/** The name a business goes by: its trade name when it has one. */
export function businessName(business: Pick<BusinessSummary, "legalName" | "tradeName">): string {
  return business.tradeName?.trim() || business.legalName;
}
