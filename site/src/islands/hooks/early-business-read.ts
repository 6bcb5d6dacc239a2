// A workspace page's first read, started when its island's module runs in the browser rather than when the island
// hydrates. An island inside the dashboard's gate (SignedInGate) hydrates only once the gate has, and asks for the
// business list only then: the crypto page's balances came about 190 ms after the load event that way, and about
// 100 ms sooner this way. The business list is the cached read every island shares ($businesses), so nothing is
// read twice; the page's own read is for the business the workspace shows. The island takes that answer once, for
// that business; any other read (another business, after a change, after a step-up) it makes itself.
import { $businesses, $chosenBusinessId, currentBusinessOf } from "../../stores/current-business.ts";

export interface EarlyRead<T> {
  /** The early answer for this business (once; it may reject as the read would), else undefined. */
  take(businessId: string): Promise<T | undefined>;
}

export function startEarlyRead<T>(read: (businessId: string) => Promise<T>): EarlyRead<T> {
  let pending: { businessId: string; answer: Promise<T> } | null = null;
  // Never while the site is built: a page is pre-rendered with no answer.
  const started =
    typeof document === "undefined"
      ? Promise.resolve()
      : $businesses.fetch().then((listed) => {
          const business = currentBusinessOf(listed.data?.businesses, $chosenBusinessId.get());
          if (!business) return;
          const answer = read(business.id);
          // Held until taken; a failure is the taker's to handle, and unhandled until then.
          answer.catch(() => undefined);
          pending = { businessId: business.id, answer };
        });
  return {
    async take(businessId) {
      await started;
      const early = pending;
      pending = null;
      return early?.businessId === businessId ? early.answer : undefined;
    },
  };
}
