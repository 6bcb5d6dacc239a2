// Calendar months in UTC, as statements and analytics count them: "2026-11" and its first and next first instants.

export function monthOf(time: number): string {
  return new Date(time).toISOString().slice(0, 7);
}

/** The first millisecond of the month and of the month after it. */
export function monthRange(month: string): { start: number; end: number } {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return { start: Date.UTC(year, index - 1, 1), end: Date.UTC(year, index, 1) };
}

/** Every month from `from`'s to `to`'s, oldest first. */
export function monthsBetween(from: number, to: number): string[] {
  const months: string[] = [];
  const last = monthOf(to);
  for (let month = monthOf(from); month <= last; month = monthOf(monthRange(month).end)) months.push(month);
  return months;
}
