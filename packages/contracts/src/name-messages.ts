// The name rules' messages (sign-up, the name confirmation, onboarding's people), apart from the other forms' messages
// (messages.ts, whose VALIDATION_MESSAGES carries these too) so the dashboard's name confirmation card loads only
// these.
export const NAME_MESSAGES = {
  firstNameTooShort: "First name must be at least 2 characters",
  lastNameTooShort: "Last name must be at least 2 characters",
  firstNameTooLong: "First name must be at most 50 characters",
  lastNameTooLong: "Last name must be at most 50 characters",
  firstNameCharacters: "First name can use letters, spaces, hyphens, apostrophes and periods only",
  lastNameCharacters: "Last name can use letters, spaces, hyphens, apostrophes and periods only",
} as const;
