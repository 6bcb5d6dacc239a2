import { describe, expect, it } from "vitest";
import { decisionClock, durationText } from "./decision-clock.ts";

const due = "2026-03-10T12:00:00.000Z";
const at = (iso: string) => Date.parse(iso);

describe("the decision clock", () => {
  it("says the time left in hours and minutes, rounded down", () => {
    expect(decisionClock(due, at("2026-03-10T06:47:30Z"))).toEqual({ overdue: false, text: "5 h 12 min left" });
    expect(decisionClock(due, at("2026-03-09T12:00:00Z"))).toEqual({ overdue: false, text: "24 h left" });
    expect(decisionClock(due, at("2026-03-10T11:15:00Z")).text).toBe("45 min left");
    expect(decisionClock(due, at("2026-03-10T11:59:30Z")).text).toBe("Less than a minute left");
  });

  it("marks an application overdue the moment its 24 hours are over, in words", () => {
    expect(decisionClock(due, at("2026-03-10T12:00:00Z"))).toEqual({
      overdue: true,
      text: "Overdue by less than a minute",
    });
    expect(decisionClock(due, at("2026-03-10T14:00:00Z"))).toEqual({ overdue: true, text: "Overdue by 2 h" });
    expect(decisionClock(due, at("2026-03-10T14:05:59Z")).text).toBe("Overdue by 2 h 5 min");
    expect(decisionClock(due, at("2026-03-13T16:30:00Z")).text).toBe("Overdue by 3 d 4 h");
  });

  it("believes the service's overdue flag when this browser's clock is behind", () => {
    expect(decisionClock(due, at("2026-03-10T11:58:00Z"), true)).toEqual({
      overdue: true,
      text: "Overdue by less than a minute",
    });
  });

  it("words spans of every size", () => {
    expect(durationText(59_999)).toBe("less than a minute");
    expect(durationText(60_000)).toBe("1 min");
    expect(durationText(3 * 3_600_000)).toBe("3 h");
    expect(durationText(24 * 3_600_000)).toBe("1 d");
    expect(durationText(49 * 3_600_000 + 59 * 60_000)).toBe("2 d 1 h");
  });
});
