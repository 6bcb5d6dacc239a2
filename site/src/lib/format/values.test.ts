import { describe, expect, it } from "vitest";
import { calendarDay, fileSize, labelOf } from "./values.ts";

describe("labelOf", () => {
  it("names a code by its label, keeps an unknown code, and gives nothing for none", () => {
    expect(labelOf({ llc: "LLC" }, "llc")).toBe("LLC");
    expect(labelOf({ llc: "LLC" }, "gmbh")).toBe("gmbh");
    expect(labelOf({ llc: "LLC" }, "toString")).toBe("toString");
    expect(labelOf({ llc: "LLC" }, undefined)).toBeUndefined();
    expect(labelOf({ llc: "LLC" }, "")).toBeUndefined();
  });
});

describe("calendarDay", () => {
  it("reads a date as that same day in any zone, and leaves a half-typed one as it is", () => {
    expect(calendarDay("2019-04-01")).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(new Date(2019, 3, 1)),
    );
    expect(calendarDay("2019-04")).toBe("2019-04");
    expect(calendarDay("2019-02-30x")).toBe("2019-02-30x");
    expect(calendarDay(undefined)).toBeUndefined();
  });
});

describe("fileSize", () => {
  it("counts in bytes, KB and MB of 1024", () => {
    expect(fileSize(512)).toBe("512 B");
    expect(fileSize(1536)).toBe("1.5 KB");
    expect(fileSize(10 * 1024 * 1024)).toBe("10 MB");
  });
});
