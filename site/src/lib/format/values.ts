// How stored values read to a person, the same for the customer and the console: a coded choice by its label, a
// calendar date as that same day wherever the reader is, and a file's size.

const CALENDAR_DAY = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });

/** A coded choice by its label, or undefined when it is not given; an unknown code is shown as it came. */
export function labelOf(labels: Readonly<Record<string, string>>, code: string | undefined): string | undefined {
  if (code === undefined || code === "") return undefined;
  return Object.hasOwn(labels, code) ? labels[code] : code;
}

/** A YYYY-MM-DD date (of birth, of formation) as that same day, wherever the reader is; anything else as it came. */
export function calendarDay(date: string | undefined): string | undefined {
  if (!date) return undefined;
  const parsed = new Date(`${date}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(parsed.getTime()) ? CALENDAR_DAY.format(parsed) : date;
}

/** 1536 -> "1.5 KB", 10485760 -> "10 MB" (1 KB = 1024 bytes, as file managers count). */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, "KB"] : [bytes / (1024 * 1024), "MB"];
  return `${Number(value.toFixed(1))} ${unit}`;
}
