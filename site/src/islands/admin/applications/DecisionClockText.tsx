// The time left of the 24 hours, or how long overdue: said in words, with a mark and colour besides.
import { decisionClock } from "./decision-clock.ts";

interface Props {
  dueAt: string;
  now: number;
  overdue: boolean;
}

export default function DecisionClockText({ dueAt, now, overdue }: Props) {
  const clock = decisionClock(dueAt, now, overdue);
  return (
    <span
      className={clock.overdue ? "decision-clock decision-clock--overdue" : "decision-clock"}
      data-overdue={clock.overdue}
    >
      {clock.overdue && (
        <span className="decision-clock__mark" aria-hidden="true">
          !
        </span>
      )}
      {clock.text}
    </span>
  );
}
