// The 24 hours a decision is due within, as a reviewer reads them: "5 h 12 min left", or "Overdue by 2 h" once
// past (the service's own overdue flag counts too, should this browser's clock be behind the service's).
import { ADMIN_APPLICATIONS_TEXTS as T } from "@bank/contracts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface DecisionClock {
  overdue: boolean;
  text: string;
}

const hoursAndMinutes = (ms: number) => T.hoursMinutes(Math.floor(ms / HOUR), Math.floor((ms % HOUR) / MINUTE));

/** A span of time in words, rounded down: minutes under an hour, hours and minutes under a day, then days and hours. */
export function durationText(ms: number): string {
  if (ms < MINUTE) return T.lessThanAMinute;
  if (ms < DAY) return hoursAndMinutes(ms);
  return T.daysHours(Math.floor(ms / DAY), Math.floor((ms % DAY) / HOUR));
}

/**
 * Time left until `dueAt` at `now` in hours and minutes (the window is 24 hours at most), rounded down so it never
 * promises more than there is; or how long it is overdue.
 */
export function decisionClock(dueAt: string, now: number, overdueOnService = false): DecisionClock {
  const left = Date.parse(dueAt) - now;
  if (left > 0 && !overdueOnService) {
    return { overdue: false, text: left < MINUTE ? T.underAMinuteLeft : T.durationLeft(hoursAndMinutes(left)) };
  }
  return { overdue: true, text: T.overdueBy(durationText(Math.max(0, -left))) };
}
