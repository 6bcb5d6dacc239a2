// ReauthenticatePrompt, fetched the first time a change asks for the password again: the settings pages that can ask
// for it load none of its code until then (the account pages' 100 KB budget, docs/architecture.md).
import type { ComponentProps } from "react";
import { STEP_UP_TEXTS as T } from "@bank/contracts";
import { useLazyComponent } from "../../hooks/use-lazy-component.ts";
import type ReauthenticatePrompt from "./ReauthenticatePrompt.tsx";

const loadPrompt = () => import("./ReauthenticatePrompt.tsx");

export default function LazyReauthenticatePrompt(props: ComponentProps<typeof ReauthenticatePrompt>) {
  const prompt = useLazyComponent(loadPrompt);
  if (prompt.phase === "ready") return <prompt.Component {...props} />;
  return <p role="status">{T.loading}</p>;
}
