// The businesses the signed-in person belongs to (GET /api/businesses) and which one the workspace shows. The choice
// is kept in localStorage per browser; a business the person no longer belongs to falls back to the first one.
import { atom, computed } from "nanostores";
import { WORKSPACE_API_PATHS, businessListSchema, type BusinessSummary } from "@bank/contracts";
import { createQuery } from "../lib/api/query.ts";

/** The browser storage key of the chosen business's id. */
export const CURRENT_BUSINESS_KEY = "currentBusinessId";

/** null when nobody is signed in. */
export const $businesses = createQuery([WORKSPACE_API_PATHS.businesses], {
  on401: "returnNull",
  schema: businessListSchema,
});

function storedChoice(): string | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage.getItem(CURRENT_BUSINESS_KEY);
  } catch {
    return null;
  }
}

/** The id the person chose last in this browser (it may no longer be theirs: see $currentBusiness). */
export const $chosenBusinessId = atom<string | null>(storedChoice());

/** Switches the workspace to another of the person's businesses. */
export function chooseBusiness(businessId: string): void {
  try {
    localStorage.setItem(CURRENT_BUSINESS_KEY, businessId);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
  $chosenBusinessId.set(businessId);
}

/** The business the workspace shows: the chosen one while the person belongs to it, else their first; null for none. */
export function currentBusinessOf(
  businesses: readonly BusinessSummary[] | undefined,
  chosen: string | null,
): BusinessSummary | null {
  if (!businesses || businesses.length === 0) return null;
  return businesses.find((business) => business.id === chosen) ?? businesses[0]!;
}

export const $currentBusiness = computed([$businesses, $chosenBusinessId], (state, chosen) =>
  currentBusinessOf(state.data?.businesses, chosen),
);
