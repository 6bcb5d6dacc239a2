// One document of an application shown in the page, in a modal dialog named for the file, its download beside it.
// An image is an <img> of the service's view answer (its sniffed type, nosniff, a CSP sandbox: an "image" that is
// HTML is never read as a page); a PDF is drawn by PDF.js onto canvases (pdf-pages.ts, loaded on first use), so no
// script in either runs.
import { useEffect, useRef, useState } from "react";
import {
  ADMIN_API_PATHS,
  ADMIN_CONSOLE_TEXTS,
  ADMIN_APPLICATION_DETAIL_TEXTS,
  type ApplicationDocument,
} from "@bank/contracts";
import ModalDialog from "../ModalDialog.tsx";

const T = { ...ADMIN_CONSOLE_TEXTS, ...ADMIN_APPLICATION_DETAIL_TEXTS };

interface Props {
  applicationId: string;
  document: ApplicationDocument;
  /** What the document is ("Photo ID of Mary Jackson"): the image's text alternative. */
  description: string;
  onClose(): void;
}

type PdfState = { kind: "loading" } | { kind: "shown"; pages: number; drawn: number } | { kind: "failed" };

function PdfPages({ url, name }: { url: string; name: string }) {
  const pages = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PdfState>({ kind: "loading" });

  useEffect(() => {
    const stop = new AbortController();
    (async () => {
      const answer = await fetch(url, { credentials: "same-origin", signal: stop.signal });
      if (!answer.ok) throw new Error(`${answer.status}`);
      const bytes = await answer.arrayBuffer();
      const { drawPdf, MAX_PAGES } = await import("./pdf-pages.ts");
      const total = await drawPdf(bytes, pages.current!, (page, of) => `${name}: ${T.pdfPage(page, of)}`, stop.signal);
      if (!stop.signal.aborted) setState({ kind: "shown", pages: total, drawn: Math.min(total, MAX_PAGES) });
    })().catch(() => {
      if (!stop.signal.aborted) setState({ kind: "failed" });
    });
    return () => stop.abort();
  }, [url]);

  return (
    <>
      <p role="status" className="admin-muted document-viewer__status">
        {state.kind === "loading" && T.viewerLoading}
        {state.kind === "failed" && T.viewerFailed}
        {state.kind === "shown" && state.drawn < state.pages && T.pdfMorePages(state.drawn, state.pages)}
      </p>
      <div ref={pages} className="document-viewer__pdf" />
    </>
  );
}

export default function DocumentViewer({ applicationId, document, description, onClose }: Props) {
  const shown = ADMIN_API_PATHS.applicationDocumentView(applicationId, document.id);
  return (
    <ModalDialog heading={document.name} className="document-viewer" onClose={onClose}>
      {(close) => (
        <>
          <p className="admin-muted document-viewer__what">{description}</p>
          <div className="document-viewer__page" tabIndex={0} aria-label={document.name}>
            {document.contentType === "application/pdf" ? (
              <PdfPages url={shown} name={document.name} />
            ) : (
              <img src={shown} alt={description} className="document-viewer__image" />
            )}
          </div>
          <div className="actions document-viewer__actions">
            <a
              className="button button--secondary admin-link-button"
              href={ADMIN_API_PATHS.applicationDocument(applicationId, document.id)}
              download={document.name}
            >
              {T.download}
            </a>
            <button type="button" className="button button--primary" onClick={close} autoFocus>
              {T.viewerClose}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
