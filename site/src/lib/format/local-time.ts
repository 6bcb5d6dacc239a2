// An instant the API sends (ISO 8601, UTC) as the visitor reads it: in their own time zone and locale.

/** "Mar 4, 2026": the day the instant falls on where the visitor is. */
export function localDay(instant: string, timeZone?: string): string {
  return format(instant, { dateStyle: "medium", timeZone });
}

/** "Mar 4, 2026, 3:05 PM": the instant in the visitor's time zone. */
export function localDateTime(instant: string, timeZone?: string): string {
  return format(instant, { dateStyle: "medium", timeStyle: "short", timeZone });
}

function format(instant: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : new Intl.DateTimeFormat(undefined, options).format(date);
}
