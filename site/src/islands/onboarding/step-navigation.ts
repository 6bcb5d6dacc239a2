// How any part of the steps moves to a step (and to one of its fields): the steps provide it, links and buttons use it.
import { createContext, useContext } from "react";
import type { ApplicationStepId } from "@bank/contracts";

export type GoToStep = (step: ApplicationStepId, focusFieldId?: string) => void;

export const StepNavigation = createContext<GoToStep>(() => {});

export const useStepNavigation = (): GoToStep => useContext(StepNavigation);
