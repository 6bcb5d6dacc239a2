// The words of the application's documents step: the documents it asks for, uploading and removing them.
export const ONBOARDING_DOCUMENTS_TEXTS = {
  heading: "Documents",
  formationHeading: "Formation document",
  formationHint: "Articles of organization or incorporation, or a partnership agreement.",
  identityHeading: (name: string) => `Photo ID of ${name}`,
  identityHint: "A passport or driver's license, every corner in view.",
  fileLabel: (what: string) => `File for ${what}`,
  upload: "Upload",
  uploading: (name: string) => `Uploading ${name}`,
  uploaded: (name: string) => `${name} uploaded.`,
  uploadFailed: "Upload failed: we could not reach the bank. Check your connection and try again.",
  remove: (name: string) => `Remove ${name}`,
  removeFailed: "We could not remove the document. Try again.",
  download: (name: string) => `Open ${name}`,
  noPeople: "Add the owners and controlling person first: each needs a photo ID.",
  listLabel: (what: string) => `Uploaded for ${what}`,
  none: "Nothing uploaded yet.",
} as const;
