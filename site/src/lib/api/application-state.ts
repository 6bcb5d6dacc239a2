// The customer's application read for its state alone (the dashboard's card): apart from onboarding.ts, so a page
// that shows no field of the application loads none of their schemas.
import "./zod-in-browser.ts";
import { ONBOARDING_API_PATHS, applicationStateResultSchema } from "@bank/contracts";
import { createQuery } from "./query.ts";

/** null for a visitor who is not signed in. */
export const $applicationState = createQuery([ONBOARDING_API_PATHS.application], {
  on401: "returnNull",
  schema: applicationStateResultSchema,
});
