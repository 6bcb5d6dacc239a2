// A passkey device for a page: the DevTools Protocol's virtual authenticator, as tests/passkeys.spec.ts uses it.
import { expect, type Page } from "@playwright/test";
import { API_PATHS } from "@bank/contracts";
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

/**
 * Gives the signed-in person of `page` a passkey on its virtual authenticator (withVirtualAuthenticator first), through
 * the service's routes as the settings page calls them: the options, the browser's own ceremony, then the passkey
 * saved. The session must have signed in within 10 minutes (adding a passkey asks for a fresh proof).
 */
export async function addPasskeyThroughPage(page: Page, name = "Work laptop"): Promise<void> {
  const status = await page.evaluate(
    async ({ optionsPath, passkeysPath, name }) => {
      const json = { "content-type": "application/json" };
      const options = await (await fetch(optionsPath, { method: "POST", headers: json, body: "{}" })).json();
      const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(options);
      const credential = (await navigator.credentials.create({ publicKey })) as PublicKeyCredential;
      const saved = await fetch(passkeysPath, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ response: credential.toJSON(), name }),
      });
      return saved.status;
    },
    { optionsPath: API_PATHS.passkeyRegistrationOptions, passkeysPath: API_PATHS.passkeys, name },
  );
  expect(status, "the passkey saved").toBe(201);
}
