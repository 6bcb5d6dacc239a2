// A held quote's time left, seen every second ("Expires in 0:27", and a bar that empties) and heard only at a few
// moments (quote-countdown.ts): the page's live region says what `onAnnounce` is given. At zero it calls `onExpired`.
// Keyed by the quote, so each quote counts with a clock of its own.
import { useEffect, useRef, useState } from "react";
import { CRYPTO_PAGE_TEXTS as T, QUOTE_TTL_MS } from "@bank/contracts";
import { announcementFor, formatCountdown, secondsLeft, type Announcement } from "./quote-countdown.ts";

interface Props {
  deadline: number;
  onAnnounce(text: string): void;
  onExpired(): void;
}

function spoken(announcement: NonNullable<Announcement>): string {
  if (announcement.kind === "shown") return T.announceShown(announcement.seconds);
  if (announcement.kind === "left") return T.announceLeft(announcement.seconds);
  return T.expired;
}

export default function QuoteCountdown({ deadline, onAnnounce, onExpired }: Props) {
  const [now, setNow] = useState(() => Date.now());
  const seconds = secondsLeft(deadline, now);
  const previous = useRef<number | null>(null);

  // The next tick is when the shown second changes, not a fixed second after the last one.
  useEffect(() => {
    const left = deadline - now;
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [deadline, now]);

  useEffect(() => {
    const announcement = announcementFor(previous.current, seconds);
    if (previous.current === seconds) return;
    previous.current = seconds;
    if (announcement) onAnnounce(spoken(announcement));
    if (seconds === 0) onExpired();
  }, [seconds]);

  if (seconds === 0) return <p className="crypto-countdown crypto-countdown--over">{T.expired}</p>;
  const share = Math.min(1, (deadline - now) / QUOTE_TTL_MS);
  return (
    <div className="crypto-countdown" data-testid="quote-countdown">
      <p>
        {T.expiresIn} <strong className="crypto-countdown__time">{formatCountdown(seconds)}</strong>
      </p>
      <div className="crypto-countdown__bar" aria-hidden="true">
        <div style={{ transform: `scaleX(${share})` }} />
      </div>
    </div>
  );
}
