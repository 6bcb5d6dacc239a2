import { describe, expect, it } from "vitest";
import { applicationsHref, parseApplicationsView } from "./applications-url.ts";

describe("the applications page's address", () => {
  it("round-trips a status other than the queue and the open application", () => {
    const href = applicationsHref({ status: "needs_info", id: "a1&b 2" });
    expect(href).toBe("/admin/applications?status=needs_info&id=a1%26b+2");
    expect(parseApplicationsView(href.slice(href.indexOf("?")))).toEqual({ status: "needs_info", id: "a1&b 2" });
  });

  it("leaves the queue's status and an empty id out, and a bare address is the queue", () => {
    expect(applicationsHref({ status: "submitted", id: "" })).toBe("/admin/applications");
    expect(applicationsHref({ id: "7" })).toBe("/admin/applications?id=7");
    expect(parseApplicationsView("")).toEqual({ status: "submitted", id: "" });
  });

  it("reads an unknown status as the queue and cuts an id to the longest the service takes", () => {
    expect(parseApplicationsView("?status=DROP%20TABLE").status).toBe("submitted");
    expect(parseApplicationsView("?status=Approved").status).toBe("submitted");
    expect(parseApplicationsView(`?id=${"x".repeat(300)}`).id).toHaveLength(100);
    expect(parseApplicationsView("?id=%20abc%20").id).toBe("abc");
  });
});
