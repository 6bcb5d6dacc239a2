import { describe, expect, it } from "vitest";
import { localDateTime, localDay } from "./local-time.ts";

describe("an API instant in the visitor's time zone", () => {
  it("falls on the visitor's own day: late evening in New York is the next day in UTC", () => {
    const instant = "2026-03-05T02:30:00.000Z";
    expect(localDay(instant, "America/New_York")).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" }).format(
        new Date("2026-03-04T12:00:00Z"),
      ),
    );
    expect(localDay(instant, "UTC")).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" }).format(
        new Date("2026-03-05T12:00:00Z"),
      ),
    );
  });

  it("shows the time too when asked, in that zone", () => {
    const instant = "2026-03-05T02:30:00.000Z";
    expect(localDateTime(instant, "Asia/Tokyo")).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Tokyo" }).format(
        new Date(instant),
      ),
    );
    expect(localDateTime(instant, "Asia/Tokyo")).toMatch(/11:30/);
  });

  it("gives back what it cannot read as it came", () => {
    expect(localDay("soon")).toBe("soon");
  });
});
