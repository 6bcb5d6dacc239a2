// Times in the console, in the reader's own zone. Apart from applications/application-format.ts (which reads an
// application's coded choices with the contracts' labels), so the pages that only show times do not load those.
const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** An ISO time in the reviewer's own zone. */
export const when = (iso: string): string => WHEN.format(new Date(iso));
