// The application's documents: what each is (whose ID), its file as a download through the console's API (the
// service answers it as an attachment, never shown inline), its type and size, and when it came.
import {
  ADMIN_API_PATHS,
  ADMIN_TEXTS as T,
  DOCUMENT_KIND_LABELS,
  type ApplicationDocument,
  type PersonDraft,
} from "@bank/contracts";
import TableFrame from "../TableFrame.tsx";
import { fileSize } from "../../../lib/format/values.ts";
import { contentTypeName, personName, when } from "./application-format.ts";

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
  if (documents.length === 0) return <p>{T.noDocuments}</p>;
  return (
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
                <a href={ADMIN_API_PATHS.applicationDocument(applicationId, document.id)} download={document.name}>
                  {document.name}
                </a>
              </td>
              <td data-label={T.type}>{contentTypeName(document.contentType)}</td>
              <td className="nowrap" data-label={T.documentSize}>{fileSize(document.size)}</td>
              <td className="nowrap" data-label={T.uploadedAt}>
                <time dateTime={document.uploadedAt}>{when(document.uploadedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
