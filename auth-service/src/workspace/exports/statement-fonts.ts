// The statement's typeface: Noto Sans (Google, SIL Open Font License 1.1), from the TrueType files that the
// @expo-google-fonts/noto-sans package ships (MIT, maintained by Expo with every Google Fonts release). pdfkit's
// built-in Helvetica encodes only WinAnsi, so "Łódź" would come out wrong; Noto Sans covers Latin with its
// extensions, Greek, Cyrillic and Vietnamese, and pdfkit embeds only the glyphs a statement uses. It has no CJK: a
// Chinese or Japanese name prints as missing-glyph boxes (and extracts as U+0000), without an error.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create, type Font } from "fontkit";

export const FONTS = { regular: "statement-regular", bold: "statement-bold" } as const;

const FILES = {
  regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
} as const;

type Faces = Record<keyof typeof FONTS, Font>;
let faces: Faces | undefined;

function face(file: string): Font {
  const font = create(readFileSync(createRequire(import.meta.url).resolve(file)));
  if (!("layout" in font)) throw new Error(`${file} is a font collection, not one face`);
  return font;
}

/**
 * The two faces, read and parsed (with fontkit, pdfkit's own font reader) on the first statement and kept for the
 * process. Parsing Noto Sans's layout tables costs tens of milliseconds of blocked event loop, which each statement
 * would otherwise pay again; a parsed face is only read from, and pdfkit makes each document's subset of it apart.
 */
function statementFaces(): Faces {
  faces ??= { regular: face(FILES.regular), bold: face(FILES.bold) };
  return faces;
}

export function registerStatementFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = statementFaces();
  // pdfkit 0.20 takes a parsed fontkit face (anything with `layout`); @types/pdfkit (0.17) still lists only files.
  doc.registerFont(FONTS.regular, regular as unknown as Uint8Array);
  doc.registerFont(FONTS.bold, bold as unknown as Uint8Array);
}
