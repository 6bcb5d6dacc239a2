// A passkey device for a page: the DevTools Protocol's virtual authenticator, as tests/passkeys.spec.ts uses it.
import type { Page } from "@playwright/test";
import { customerAddress } from "./accounts.ts";

/**
 * A platform authenticator that keeps discoverable credentials and verifies the user at once. The page's calls
 * also come from an address of their own, so the sign-in page's challenges count for this test alone.
 */
export async function withVirtualAuthenticator(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": customerAddress() });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/**
 * The virtual authenticator answers the sign-in page's autofill request at once, which signs in with the passkey.
 * Where a test signs in with the password, the browser says it has no autofill.
 */
export async function withoutPasskeyAutofill(page: Page): Promise<void> {
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
}
