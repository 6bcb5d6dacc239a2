// The customer's application read for its state alone (the dashboard's card): apart from onboarding.ts, so a page
// that shows no field of the application loads none of their schemas.
import "./zod-in-browser.ts";
import { ONBOARDING_API_PATHS, applicationStateResultSchema, type ApplicationState } from "@bank/contracts";
import { request } from "./request.ts";

export async function fetchApplicationState(): Promise<ApplicationState> {
  return (await request("GET", ONBOARDING_API_PATHS.application, { schema: applicationStateResultSchema })).application;
}
