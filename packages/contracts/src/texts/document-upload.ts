// What the document routes answer beyond the checks the page makes itself.

/** What the upload and document routes answer beyond the page's own checks (the page never shows these itself). */
export const DOCUMENT_MESSAGES = {
  documentNotFound: "No document has that id.",
  documentKindRequired: "Say which document this is: the formation document or a person's ID.",
  documentPersonRequired: "Say whose ID this is.",
  documentPersonUnknown: "Add the person on the owners step before uploading their ID.",
  documentFileRequired: "Choose a file to upload.",
  tooManyDocuments: "An application can hold at most 20 documents. Remove one you no longer need, then upload again.",
  applicationDocumentsTooLarge:
    "An application's documents can add up to at most 60 MB, and this one would pass that. Remove a document you no longer need (or upload a smaller file), then try again.",
} as const;
