// A view whose code is fetched the first time it is shown (a form, a statement list), so a page loads only what it
// shows at first (docs/architecture.md, "Budgets"); a status says so meanwhile.
import type { ComponentType } from "react";
import { MONEY_TEXTS as T } from "@bank/contracts";
import { useLazyComponent } from "../../hooks/use-lazy-component.ts";

interface Props<P> {
  /** A module-level function (the same one each render), as useLazyComponent expects. */
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
}

export default function LazyView<P extends object>({ load, props }: Props<P>) {
  const view = useLazyComponent(load);
  if (view.phase === "ready") return <view.Component {...props} />;
  return <p role="status">{view.phase === "failed" ? T.partFailed : T.partLoading}</p>;
}
