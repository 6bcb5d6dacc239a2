// One document the application needs (the formation document, or one person's photo ID): what is uploaded for it,
// a file input that uploads the chosen file at once with a progress bar, and its errors (413, 415) in words.
import { useState } from "react";
import {
  DOCUMENT_CONTENT_TYPES,
  ONBOARDING_DOCUMENTS_TEXTS as T,
  ONBOARDING_MESSAGES,
  type DocumentKind,
} from "@bank/contracts";
import { documentHref, removeDocument, type ApplicationDocument } from "../../lib/api/onboarding.ts";
import { fileSize } from "../../lib/format/values.ts";
import { uploadDocument } from "../../lib/api/onboarding-upload.ts";
import { fieldId } from "./steps.ts";
import { IDLE, progressed, refusedBeforeUpload, uploadFailureText, type UploadState } from "./upload-progress.ts";

interface Props {
  kind: DocumentKind;
  personIndex?: number;
  /** The error path of this document ("documents.formation", "documents.identity.0"): its input's id. */
  path: string;
  title: string;
  hint: string;
  documents: readonly ApplicationDocument[];
  /** What submitting says is missing here, once shown. */
  missing: string | undefined;
  onUploaded(document: ApplicationDocument): void;
  onRemoved(documentId: string): void;
}

export default function DocumentSlot({ kind, personIndex, path, title, hint, documents, missing, ...on }: Props) {
  const [upload, setUpload] = useState<UploadState>(IDLE);
  const [announcement, setAnnouncement] = useState("");
  const [removeError, setRemoveError] = useState<string | null>(null);
  const id = fieldId(path);
  const error = upload.phase === "failed" ? upload.message : missing;

  async function send(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    setAnnouncement("");
    const refused = refusedBeforeUpload(file);
    if (refused) {
      setUpload({ phase: "failed", message: refused });
      input.value = "";
      return;
    }
    setUpload({ phase: "uploading", fileName: file.name, percent: 0 });
    try {
      const document = await uploadDocument({
        kind,
        personIndex,
        file,
        onProgress: (sent, total) => setUpload((state) => progressed(state, sent, total)),
      });
      setUpload(IDLE);
      setAnnouncement(T.uploaded(document.name));
      on.onUploaded(document);
    } catch (failure) {
      setUpload({ phase: "failed", message: uploadFailureText(failure) });
    } finally {
      input.value = "";
    }
  }

  async function remove(document: ApplicationDocument) {
    setRemoveError(null);
    try {
      await removeDocument(document.id);
      on.onRemoved(document.id);
      setAnnouncement(ONBOARDING_MESSAGES.documentRemoved);
    } catch {
      setRemoveError(T.removeFailed);
    }
  }

  return (
    <section className="document-slot" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <p className="application-field__hint">{hint}</p>
      {documents.length > 0 ? (
        <ul className="document-slot__list" aria-label={T.listLabel(title)}>
          {documents.map((document) => (
            <li key={document.id}>
              <a href={documentHref(document.id)} aria-label={T.download(document.name)}>
                {document.name}
              </a>{" "}
              <span className="document-slot__size">({fileSize(document.size)})</span>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => void remove(document)}
              >
                {T.remove(document.name)}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="document-slot__none">{T.none}</p>
      )}
      {removeError && <p className="field__error">{removeError}</p>}
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {T.fileLabel(title)}
        </label>
        <input
          id={id}
          name={path}
          type="file"
          className="document-slot__input"
          accept={DOCUMENT_CONTENT_TYPES.join(",")}
          disabled={upload.phase === "uploading"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => void send(event.currentTarget)}
        />
        {error && (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
      {upload.phase === "uploading" && (
        <div className="document-slot__progress">
          <label htmlFor={`${id}-progress`}>{T.uploading(upload.fileName)}</label>
          <progress id={`${id}-progress`} max={100} value={upload.percent}>
            {upload.percent}%
          </progress>
          <span aria-hidden="true">{upload.percent}%</span>
        </div>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
