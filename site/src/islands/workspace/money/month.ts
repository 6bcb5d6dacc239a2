// A statement's month in words.

const MONTH = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-03" -> "March 2026" (a statement's month is a UTC month). */
export function monthLabel(month: string): string {
  const [year, number] = month.split("-").map(Number);
  if (!year || !number) return month;
  return MONTH.format(new Date(Date.UTC(year, number - 1, 1)));
}
