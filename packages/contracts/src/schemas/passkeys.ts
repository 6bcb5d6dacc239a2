// Passkeys (WebAuthn): what the browser sends from @simplewebauthn/browser, and what the service answers.
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { okResultSchema } from "./responses.ts";
import { MAX_PASSKEY_NAME_LENGTH } from "../constants.ts";

export const PASSKEY_NAME_MESSAGE = `Give the passkey a name of 1 to ${MAX_PASSKEY_NAME_LENGTH} characters`;
const BAD_RESPONSE_MESSAGE = "The passkey's answer is not valid.";

/** Unpadded base64url, as browsers encode every binary field of a WebAuthn response. */
const base64url = (maxLength: number) =>
  z
    .string({ error: BAD_RESPONSE_MESSAGE })
    .check(
      z.minLength(1, BAD_RESPONSE_MESSAGE),
      z.maxLength(maxLength, BAD_RESPONSE_MESSAGE),
      z.regex(/^[A-Za-z0-9_-]+$/, BAD_RESPONSE_MESSAGE),
    );

/** A credential id is at most 1,023 bytes (WebAuthn Level 3), 1,364 characters of base64url. */
export const passkeyIdField = lazySchema(() => base64url(1_364));

export const passkeyNameField = lazySchema(() =>
  z
    .string({ error: PASSKEY_NAME_MESSAGE })
    .check(z.trim(), z.minLength(1, PASSKEY_NAME_MESSAGE), z.maxLength(MAX_PASSKEY_NAME_LENGTH, PASSKEY_NAME_MESSAGE)),
);

/** The fields of every credential answer; a function, so they are built with the schema that spreads them. */
const credentialFields = () => ({
  id: passkeyIdField,
  rawId: passkeyIdField,
  type: z.literal("public-key", { error: BAD_RESPONSE_MESSAGE }),
  authenticatorAttachment: z.optional(z.enum(["platform", "cross-platform"], { error: BAD_RESPONSE_MESSAGE })),
  clientExtensionResults: z.optional(z.record(z.string(), z.unknown(), { error: BAD_RESPONSE_MESSAGE })),
});

/** The browser's answer to navigator.credentials.create(), as startRegistration() encodes it. */
export const registrationResponseSchema = lazySchema(() =>
  z.object({
    ...credentialFields(),
    response: z.object(
      {
        clientDataJSON: base64url(4_096),
        attestationObject: base64url(12_288),
        authenticatorData: z.optional(base64url(12_288)),
        transports: z.optional(
          z.array(z.string().check(z.maxLength(32)), { error: BAD_RESPONSE_MESSAGE }).check(z.maxLength(8)),
        ),
        publicKeyAlgorithm: z.optional(z.int({ error: BAD_RESPONSE_MESSAGE })),
        publicKey: z.optional(base64url(4_096)),
      },
      { error: BAD_RESPONSE_MESSAGE },
    ),
  }),
);

/** The browser's answer to navigator.credentials.get(), as startAuthentication() encodes it. */
export const authenticationResponseSchema = lazySchema(() =>
  z.object({
    ...credentialFields(),
    response: z.object(
      {
        clientDataJSON: base64url(4_096),
        authenticatorData: base64url(4_096),
        signature: base64url(1_024),
        userHandle: z.optional(base64url(128)),
      },
      { error: BAD_RESPONSE_MESSAGE },
    ),
  }),
);

/** POST /api/auth/passkeys: the registration answer and the name the customer gives the passkey. */
export const passkeyRegistrationPayloadSchema = lazySchema(() =>
  z.object({
    response: registrationResponseSchema,
    name: z.optional(passkeyNameField),
  }),
);

/** PATCH /api/auth/passkeys/:id */
export const passkeyRenamePayloadSchema = lazySchema(() => z.object({ name: passkeyNameField }));

export const passkeyParamsSchema = lazySchema(() => z.object({ id: passkeyIdField }));

/** POST /api/auth/passkey-signin: a sign-in with a discoverable credential, no email or password. */
export const passkeySignInPayloadSchema = lazySchema(() =>
  z.object({
    response: authenticationResponseSchema,
    rememberMe: z.optional(z.boolean()),
  }),
);

export type PasskeyRegistrationPayload = z.input<typeof passkeyRegistrationPayloadSchema>;
export type PasskeySignInPayload = z.input<typeof passkeySignInPayloadSchema>;

/** A passkey as the customer sees it in settings: never its public key. Times are ISO 8601. */
export const passkeySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.nullable(z.string()),
  }),
);

export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = lazySchema(() => z.object({ passkeys: z.array(passkeySchema) }));

export const passkeyResultSchema = lazySchema(() => z.extend(okResultSchema, { passkey: passkeySchema }));

/**
 * WebAuthn options for navigator.credentials.create() or .get(), passed on to @simplewebauthn/browser as they
 * come: loose at the top, so no field the library adds is dropped on the way.
 */
export const passkeyCreationOptionsSchema = lazySchema(() =>
  z.looseObject({
    challenge: z.string(),
    rp: z.object({ id: z.optional(z.string()), name: z.string() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  }),
);

export const passkeyRequestOptionsSchema = lazySchema(() =>
  z.looseObject({
    challenge: z.string(),
    rpId: z.optional(z.string()),
    userVerification: z.optional(z.string()),
  }),
);
