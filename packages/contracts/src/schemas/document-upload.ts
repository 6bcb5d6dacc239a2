// The upload route's own inputs: the multipart fields beside the file, and a document's id in a path.
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { DOCUMENT_KINDS } from "./onboarding.ts";
import { DOCUMENT_MESSAGES } from "../texts/document-upload.ts";

/** POST /api/onboarding/documents: the form's fields other than the file, as multipart fields (text). */
export const documentUploadFieldsSchema = lazySchema(() =>
  z.object({
    kind: z.enum(DOCUMENT_KINDS, { error: DOCUMENT_MESSAGES.documentKindRequired }),
    personIndex: z.optional(
      z.pipe(
        z
          .string({ error: DOCUMENT_MESSAGES.documentPersonRequired })
          .check(z.regex(/^[0-9]$/, DOCUMENT_MESSAGES.documentPersonRequired)),
        z.transform(Number),
      ),
    ),
  }),
);

export const documentParamsSchema = lazySchema(() =>
  z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
);
