// A view of the console whose code is fetched when it is first shown (a customer's or an application's detail, the
// staff page's forms for a manager): the page's first view loads none of it. Until it arrives the view says it is loading, as the view itself does while its
// data comes.
import type { ComponentType } from "react";
import { ADMIN_CONSOLE_TEXTS as T } from "@bank/contracts";
import { useLazyComponent } from "../hooks/use-lazy-component.ts";

export default function LazyDetail<P extends object>({
  load,
  props,
}: {
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
}) {
  const view = useLazyComponent(load);
  if (view.phase === "ready") return <view.Component {...props} />;
  return view.phase === "failed" ? <p role="alert">{T.loadFailed}</p> : <p role="status">{T.loading}</p>;
}
