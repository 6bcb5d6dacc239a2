// Creating a passkey (settings), through @simplewebauthn/browser.
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import type { PasskeyRegistrationPayload } from "@bank/contracts";
import type { PasskeyCreationOptions } from "../api/passkeys.ts";
import { webauthnLibrary } from "./support.ts";

// The service's options go to the browser unchanged: the contracts schema checks only the fields the site reads.
// The answers are sent on as they come; their extension results are copied into a plain object for the contract.
export async function createPasskey(options: PasskeyCreationOptions): Promise<PasskeyRegistrationPayload["response"]> {
  const { startRegistration } = await webauthnLibrary();
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return { ...response, clientExtensionResults: { ...response.clientExtensionResults } };
}
