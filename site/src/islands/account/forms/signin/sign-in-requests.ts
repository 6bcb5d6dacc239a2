// What the sign-in screen sends and says once answered: the credentials' check (zod and the contracts schema), the
// sign-in and passkey requests, the passkey ceremony and the toasts. None of it is needed to draw the screen, so it
// is fetched when the person first focuses the form or the passkey autofill starts (loadSignInRequests in
// sign-in-flow.ts), and the page hydrates without it: a lighter first task, where mobile Lighthouse measures the
// page's blocking time. Nothing the screen draws with may import this module but by that loader.
import { signInPayloadSchema } from "@bank/contracts";

export { signIn } from "../../../../lib/api/auth.ts";
export { failureText } from "../../../../lib/api/failure-text.ts";
export { passkeySignInOptions, signInWithPasskey } from "../../../../lib/api/passkeys.ts";
export { browserSupportsPasskeyAutofill, cancelPasskeyRequest, getPasskey } from "../../../../lib/webauthn/sign-in.ts";
export { wasCancelled } from "../../../../lib/webauthn/support.ts";
export { addToast, carryOpenToastsToNextPage } from "../../../../stores/toasts.ts";

/** The credentials step's check: the service's own schema of a sign-in. */
export const credentialsSchema = signInPayloadSchema;
