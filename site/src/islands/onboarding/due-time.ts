// When a decision is due, in the reader's own time zone and language ("Tuesday, March 3 at 9:00 AM PST").
const DUE_TIME = new Intl.DateTimeFormat(undefined, {
  weekday: "long",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

export function formatDueTime(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : DUE_TIME.format(time);
}
