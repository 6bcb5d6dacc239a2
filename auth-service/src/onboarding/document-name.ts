// The name a document is kept and downloaded under. The customer chooses it, so it is cleaned: its extension is
// the one of the type its bytes were recognised as (a PDF named "x.html" is "x.pdf", whatever a reviewer's system
// would run an .html or .exe with), and nothing in it can hide or reorder what a person reads (control, direction
// and invisible format characters). Applied when a document is stored and again when one is shown or served, so
// rows stored before this rule are served by it too; cleaning a clean name changes nothing.
import type { DocumentContentType } from "@bank/contracts";

/** The extension each recognised type is given. */
export const EXTENSIONS: Readonly<Record<DocumentContentType, string>> = {
  "application/pdf": ".pdf",
  "image/png": ".png",
  "image/jpeg": ".jpg",
};

/** The longest name kept, in characters as a person counts them (grapheme clusters), extension included. */
export const MAX_NAME_LENGTH = 100;
/** The name of a file whose own name has nothing left once cleaned. */
const FALLBACK_BASE = "document";

/**
 * Removed from names: controls (C0, DEL, C1: \p{Cc}); format characters (\p{Cf}: the direction marks, embeddings,
 * overrides and isolates U+200E/F, U+202A-E, U+2066-9 and U+061C, which make "\u202Efdp.exe" read "exe.pdf", the
 * zero-width characters and the byte-order mark); line and paragraph separators; unpaired surrogates.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\u2028\u2029]|\p{Cs}/gu;
/** A last dot and up to 15 letters or digits after it: an extension when one of them is a letter ("v1.2" has none). */
const LAST_EXTENSION = /\.([\p{L}\p{N}]{1,15})$/u;

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** The first `max` grapheme clusters of `text` (never half an accented letter or an emoji). */
function firstGraphemes(text: string, max: number): string {
  let kept = "";
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (count === max) break;
    kept += segment;
    count += 1;
  }
  return kept;
}

/**
 * The name to keep for a file the browser called `fileName` whose bytes are `contentType`: its own name (no
 * folders), unsafe characters removed, NFC, white space runs made one space, leading and trailing dots and spaces
 * dropped, the extension it was given replaced by the type's, at most MAX_NAME_LENGTH characters;
 * "document.pdf" (or .png, .jpg) when nothing is left.
 */
export function documentName(fileName: string, contentType: DocumentContentType): string {
  const extension = EXTENSIONS[contentType];
  const own = fileName.split(/[/\\]/).pop() ?? "";
  // Unsafe characters out before NFC, as one between a letter and its accent would keep them apart.
  const clean = own
    .replace(UNSAFE, "")
    .normalize("NFC")
    .replace(/\s+/gu, " ")
    .replace(/^[.\s]+|[.\s]+$/gu, "");
  const given = LAST_EXTENSION.exec(clean);
  const base = (given && /\p{L}/u.test(given[1]!) ? clean.slice(0, given.index) : clean).replace(/[.\s]+$/u, "");
  const short = firstGraphemes(base, MAX_NAME_LENGTH - extension.length).replace(/[.\s]+$/u, "");
  return `${short === "" ? FALLBACK_BASE : short}${extension}`;
}

/** RFC 5987's encoding of a name for `filename*=UTF-8''…`: every byte outside attr-char percent-encoded. */
function encodeRfc5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The name in printable ASCII for the `filename="…"` a client without RFC 5987 reads: accents dropped
 * ("Müller" -> "Muller"), anything else outside ASCII, and the quote, backslash and percent sign, made "_";
 * "document" with the extension when no letter or digit of the name is left.
 */
export function asciiFileName(name: string): string {
  const dot = name.lastIndexOf(".");
  const [base, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  const ascii = (text: string) =>
    text
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const asciiBase = ascii(base);
  return `${/[A-Za-z0-9]/.test(asciiBase) ? asciiBase : FALLBACK_BASE}${ascii(extension)}`;
}

/** Content-Disposition of a download (RFC 6266): an attachment, with the ASCII name and the exact UTF-8 one. */
export function attachmentDisposition(name: string): string {
  return `attachment; filename="${asciiFileName(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** Content-Disposition of a document shown in the page (the staff console's viewer): inline, under the same names. */
export function inlineDisposition(name: string): string {
  return `inline; filename="${asciiFileName(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
