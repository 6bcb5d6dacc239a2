// The name fields of sign-up, the name confirmation (POST /api/auth/name) and onboarding's people, apart from the
// other field schemas (fields.ts) and the sign-up payload (signup.ts), so the dashboard's name confirmation card loads
// only these and their messages.
import { z } from "zod/mini";
import { MAX_NAME_LENGTH, MIN_NAME_LENGTH } from "../constants.ts";
import { NAME_MESSAGES as M } from "../name-messages.ts";
import { lazySchema } from "./lazy-schema.ts";

/**
 * Names are letters of any script (with their combining marks), spaces, hyphens, apostrophes and periods.
 * No digits, colons, slashes or @, so a name cannot carry a link or a phone number into the bank's own mail.
 */
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'\u2019-]*$/u;

export const nameField = (tooShort: string, tooLong: string, characters: string) =>
  z
    .string({ error: tooShort })
    .check(
      z.trim(),
      z.minLength(MIN_NAME_LENGTH, tooShort),
      z.maxLength(MAX_NAME_LENGTH, tooLong),
      z.regex(NAME_PATTERN, characters),
    );

export const firstNameField = lazySchema(() =>
  nameField(M.firstNameTooShort, M.firstNameTooLong, M.firstNameCharacters),
);
export const lastNameField = lazySchema(() => nameField(M.lastNameTooShort, M.lastNameTooLong, M.lastNameCharacters));

/** POST /api/auth/name: the owner confirms (or corrects) the name on the account, with sign-up's rules. */
export const confirmNamePayloadSchema = lazySchema(() =>
  z.object({ firstName: firstNameField, lastName: lastNameField }),
);

export type ConfirmNamePayload = z.input<typeof confirmNamePayloadSchema>;
