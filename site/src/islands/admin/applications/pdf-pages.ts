// A PDF drawn page by page onto canvases by PDF.js (pdfjs-dist), in the reviewer's browser: the file is read as data,
// so nothing in it runs. Chromium's own PDF viewer runs a PDF's JavaScript (its app.alert reaches the reviewer's page
// even under a CSP sandbox) and refuses any PDF in a sandboxed frame, so the console does not use it. Loaded only
// when a PDF is opened: PDF.js and its worker are far larger than a console page's budget.
import { GlobalWorkerOptions, getDocument } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?worker&url";

GlobalWorkerOptions.workerSrc = workerUrl;

/** Pixels a PDF point is drawn at, before the screen's own density: a page 612 points wide fills about 1,000 px. */
const SCALE = 1.6;
/** The most pages drawn: a longer file is downloaded to be read whole. */
export const MAX_PAGES = 30;

/**
 * Draws the PDF's pages (at most MAX_PAGES) as canvases, each named for assistive technology by `pageLabel`; returns
 * how many pages the file has. Stops quietly once `signal` aborts (the viewer closed).
 */
export async function drawPdf(
  bytes: ArrayBuffer,
  into: HTMLElement,
  pageLabel: (page: number, pages: number) => string,
  signal: AbortSignal,
): Promise<number> {
  const loading = getDocument({
    data: new Uint8Array(bytes),
    // Form fields are drawn as they are; no script, no XFA, nothing fetched beyond the file itself.
    enableXfa: false,
    isOffscreenCanvasSupported: true,
    stopAtErrors: false,
  });
  signal.addEventListener("abort", () => void loading.destroy(), { once: true });
  const pdf = await loading.promise;
  const ratio = window.devicePixelRatio || 1;
  for (let number = 1; number <= Math.min(pdf.numPages, MAX_PAGES) && !signal.aborted; number += 1) {
    const page = await pdf.getPage(number);
    const viewport = page.getViewport({ scale: SCALE * ratio });
    const canvas = document.createElement("canvas");
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.className = "document-viewer__pdf-page";
    canvas.setAttribute("role", "img");
    canvas.setAttribute("aria-label", pageLabel(number, pdf.numPages));
    into.append(canvas);
    await page.render({ canvas, viewport }).promise;
  }
  return pdf.numPages;
}
