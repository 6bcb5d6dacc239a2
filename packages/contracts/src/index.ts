// The shared contract of the site and the auth service: constants, texts and schemas of SPEC.md.
// Schemas are written with zod/mini: the site's account pages parse them in the browser, where classic zod costs
// about 25 KB gzipped whatever is used of it and mini only what a schema needs (DESIGN.md "Budgets"). The service
// reads them like any zod schema (parse, safeParse, route schemas, the OpenAPI document). Each is made through
// lazySchema, so a browser builds it the first time it is used, not while the page loads (schemas/lazy-schema.ts).
export * from "./zod-in-browser.ts";
export * from "./constants.ts";
export * from "./messages.ts";
export * from "./texts/sign-in.ts";
export * from "./texts/sign-up.ts";
export * from "./texts/home.ts";
export * from "./texts/demo-video.ts";
export * from "./texts/recovery-codes-settings.ts";
export * from "./texts/passkey-settings.ts";
export * from "./texts/sign-in-settings.ts";
export * from "./texts/activity-settings.ts";
export * from "./texts/toasts.ts";
export * from "./texts/session-ended.ts";
export * from "./texts/dashboard.ts";
export * from "./texts/two-factor-settings.ts";
export * from "./texts/step-up.ts";
export * from "./texts/recovery.ts";
export * from "./texts/admin.ts";
export * from "./texts/onboarding.ts";
export * from "./texts/onboarding-labels.ts";
export * from "./texts/application-status.ts";
export * from "./texts/review.ts";
export * from "./texts/document-upload.ts";
export * from "./texts/onboarding-form.ts";
export * from "./texts/onboarding-business.ts";
export * from "./texts/onboarding-address.ts";
export * from "./texts/onboarding-people.ts";
export * from "./texts/onboarding-documents.ts";
export * from "./texts/onboarding-review.ts";
export * from "./texts/onboarding-status.ts";
export * from "./texts/onboarding-card.ts";
export * from "./api-messages.ts";
export * from "./marketing.ts";
export * from "./schemas/fields.ts";
export * from "./schemas/user.ts";
export * from "./schemas/signin.ts";
export * from "./schemas/signup.ts";
export * from "./schemas/session-status.ts";
export * from "./schemas/api-error.ts";
export * from "./schemas/two-factor.ts";
export * from "./schemas/recovery-codes.ts";
export * from "./schemas/responses.ts";
export * from "./schemas/account-recovery.ts";
export * from "./schemas/step-up.ts";
export * from "./schemas/passkeys.ts";
export * from "./schemas/account-changes.ts";
export * from "./schemas/activity.ts";
export * from "./schemas/admin.ts";
export * from "./schemas/application-state.ts";
export * from "./schemas/onboarding.ts";
export * from "./schemas/document-upload.ts";
export * from "./schemas/review.ts";
export * from "./activity-texts.ts";
