// The application's documents: what each is (whose ID), its file, opened in the page (DocumentViewer) or downloaded
// through the console's API, its type and size, and when it came. Closing the viewer puts focus back on the file.
import {
  ADMIN_API_PATHS,
  ADMIN_CONSOLE_TEXTS,
  ADMIN_APPLICATION_DETAIL_TEXTS,
  DOCUMENT_KIND_LABELS,
  type ApplicationDocument,
  type PersonDraft,
} from "@bank/contracts";
import { useEffect, useRef, useState } from "react";
import TableFrame from "../TableFrame.tsx";
import DocumentViewer from "./DocumentViewer.tsx";
import { fileSize } from "../../../lib/format/values.ts";
import { contentTypeName, personName } from "./application-format.ts";
import { when } from "../when.ts";

const T = { ...ADMIN_CONSOLE_TEXTS, ...ADMIN_APPLICATION_DETAIL_TEXTS };

interface Props {
  applicationId: string;
  documents: readonly ApplicationDocument[];
  people: readonly PersonDraft[];
}

function kindText(document: ApplicationDocument, people: readonly PersonDraft[]): string {
  if (document.kind !== "identity" || document.personIndex === null) return DOCUMENT_KIND_LABELS[document.kind];
  const person = people[document.personIndex];
  return T.identityOf(person ? personName(person) : String(document.personIndex + 1));
}

export default function DocumentsTable({ applicationId, documents, people }: Props) {
  const [viewing, setViewing] = useState<ApplicationDocument | null>(null);
  const opener = useRef<string | null>(null);

  useEffect(() => {
    if (viewing || opener.current === null) return;
    document.querySelector<HTMLElement>(`[data-view-document="${opener.current}"]`)?.focus();
    opener.current = null;
  }, [viewing]);

  if (documents.length === 0) return <p>{T.noDocuments}</p>;
  return (
    <>
      <TableFrame label={T.documentsCaption}>
        <table className="admin-table table-cards">
          <caption className="visually-hidden">{T.documentsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.documentKind}</th>
              <th scope="col">{T.documentFile}</th>
              <th scope="col">{T.type}</th>
              <th scope="col">{T.documentSize}</th>
              <th scope="col">{T.uploadedAt}</th>
            </tr>
          </thead>
          <tbody>
            {documents.map((document) => (
              <tr key={document.id}>
                <td data-label={T.documentKind}>{kindText(document, people)}</td>
                <td data-label={T.documentFile}>
                  <div className="document-file">
                    <button
                      type="button"
                      className="link-button"
                      aria-haspopup="dialog"
                      data-view-document={document.id}
                      onClick={() => {
                        opener.current = document.id;
                        setViewing(document);
                      }}
                    >
                      {document.name}
                    </button>
                    <a
                      className="admin-muted"
                      href={ADMIN_API_PATHS.applicationDocument(applicationId, document.id)}
                      download={document.name}
                      aria-label={T.downloadNamed(document.name)}
                    >
                      {T.download}
                    </a>
                  </div>
                </td>
                <td data-label={T.type}>{contentTypeName(document.contentType)}</td>
                <td className="nowrap" data-label={T.documentSize}>
                  {fileSize(document.size)}
                </td>
                <td className="nowrap" data-label={T.uploadedAt}>
                  <time dateTime={document.uploadedAt}>{when(document.uploadedAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      {viewing && (
        <DocumentViewer
          applicationId={applicationId}
          document={viewing}
          description={kindText(viewing, people)}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  );
}
