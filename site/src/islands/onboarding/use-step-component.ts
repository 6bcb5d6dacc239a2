// Each step's code is fetched when the step first opens, so the page loads only the step it shows (the account
// pages' 100 KB budget, DESIGN.md "Budgets"). Not React.lazy: its Suspense reveal waits on a timer, which a page's
// frozen clock in the tests would never run (as AccountChromeApp's dialog).
import { useEffect, useState, type ComponentType } from "react";
import type { ApplicationStepId } from "@bank/contracts";
import type { StepProps } from "./step-props.ts";

type StepModule = { default: ComponentType<StepProps> };

const LOADERS: Record<ApplicationStepId, () => Promise<StepModule>> = {
  business: () => import("./BusinessStep.tsx"),
  owners: () => import("./PeopleStep.tsx"),
  documents: () => import("./DocumentsStep.tsx"),
  review: () => import("./ReviewStep.tsx"),
};

export type StepComponent =
  { phase: "loading" } | { phase: "failed" } | { phase: "ready"; Step: ComponentType<StepProps> };

export function useStepComponent(step: ApplicationStepId): StepComponent {
  const [loaded, setLoaded] = useState<Partial<Record<ApplicationStepId, ComponentType<StepProps>>>>({});
  const [failed, setFailed] = useState<ApplicationStepId | null>(null);
  const Step = loaded[step];

  useEffect(() => {
    if (Step) return;
    let current = true;
    LOADERS[step]().then(
      (module) => current && setLoaded((steps) => ({ ...steps, [step]: module.default })),
      () => current && setFailed(step),
    );
    return () => {
      current = false;
    };
  }, [step, Step]);

  if (Step) return { phase: "ready", Step };
  return failed === step ? { phase: "failed" } : { phase: "loading" };
}
