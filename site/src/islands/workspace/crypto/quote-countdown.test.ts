import { describe, expect, it } from "vitest";
import { QUOTE_TTL_MS } from "@bank/contracts";
import { announcementFor, formatCountdown, quoteDeadline, secondsLeft } from "./quote-countdown.ts";

describe("a quote's countdown", () => {
  it("runs QUOTE_TTL_MS from when the page asked, in whole seconds rounded up, never below zero", () => {
    const asked = 1_700_000_000_000;
    const deadline = quoteDeadline(asked);
    expect(deadline - asked).toBe(QUOTE_TTL_MS);
    expect(secondsLeft(deadline, asked)).toBe(30);
    expect(secondsLeft(deadline, asked + 1)).toBe(30);
    expect(secondsLeft(deadline, asked + 1_000)).toBe(29);
    expect(secondsLeft(deadline, asked + 29_001)).toBe(1);
    expect(secondsLeft(deadline, deadline)).toBe(0);
    expect(secondsLeft(deadline, deadline + 60_000)).toBe(0);
  });

  it("is written as minutes and two-digit seconds", () => {
    expect([30, 10, 9, 1, 0, 65, -3, 7.9].map(formatCountdown)).toEqual([
      "0:30",
      "0:10",
      "0:09",
      "0:01",
      "0:00",
      "1:05",
      "0:00",
      "0:07",
    ]);
  });

  it("speaks when the quote is shown, as it passes 10 seconds left, and when it runs out: not every second", () => {
    const said: string[] = [];
    let previous: number | null = null;
    for (let seconds = 30; seconds >= 0; seconds -= 1) {
      const announcement = announcementFor(previous, seconds);
      if (announcement) said.push(JSON.stringify(announcement));
      previous = seconds;
    }
    expect(said).toEqual([
      JSON.stringify({ kind: "shown", seconds: 30 }),
      JSON.stringify({ kind: "left", seconds: 10 }),
      JSON.stringify({ kind: "expired" }),
    ]);
  });

  it("still speaks once when the page skips seconds (a tab in the background), and once only at the end", () => {
    expect(announcementFor(25, 4)).toEqual({ kind: "left", seconds: 4 });
    expect(announcementFor(25, 0)).toEqual({ kind: "expired" });
    expect(announcementFor(0, 0)).toBeNull();
    expect(announcementFor(null, 0)).toEqual({ kind: "expired" });
    expect(announcementFor(9, 8)).toBeNull();
  });
});
