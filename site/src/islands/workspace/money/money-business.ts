// The business a money page shows, and its first reads started without waiting for the business list: the id this
// browser chose last is known when the page's code runs, so its accounts (and transactions) are asked for at once,
// beside the list of businesses, rather than after it. Once the list answers, the business shown is remembered as
// the choice, so the next page opens the same way.
import { useEffect } from "react";
import { $chosenBusinessId, chooseBusiness } from "../../../stores/current-business.ts";
import { useCurrentBusiness, type CurrentBusiness } from "../../hooks/use-current-business.ts";

/** Starts `load` for the business this browser chose last, if any, while the page's code loads. */
export function startForChosenBusiness(load: (businessId: string) => void): void {
  if (typeof document === "undefined") return; // the page being built
  const chosen = $chosenBusinessId.get();
  if (chosen) load(chosen);
}

/** The business shown (see useCurrentBusiness), remembered as this browser's choice once known. */
export function useMoneyBusiness(): CurrentBusiness {
  const state = useCurrentBusiness();
  const id = state.current?.id;
  useEffect(() => {
    if (id && $chosenBusinessId.get() !== id) chooseBusiness(id);
  }, [id]);
  return state;
}

export function mayManage(business: { permissions: readonly string[] }): boolean {
  return business.permissions.includes("manage");
}

export function mayPay(business: { permissions: readonly string[] }): boolean {
  return business.permissions.includes("pay");
}

/** Whether a balance's amount is not zero ("0.00", "0.000000" and "-0.00" are). */
export function isNonZero(amount: string): boolean {
  return /[1-9]/.test(amount);
}
