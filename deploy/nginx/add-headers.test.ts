import { describe, expect, it } from "vitest";
import { nginxAddHeaders } from "./add-headers.ts";

describe("nginxAddHeaders", () => {
  it("writes one add_header line per header, sent with every status", () => {
    expect(nginxAddHeaders({ "x-content-type-options": "nosniff" })).toBe(
      'add_header x-content-type-options "nosniff" always;\n',
    );
  });

  it("refuses values that would break out of the quoted string or expand nginx variables", () => {
    for (const value of ['a"b', "a\nb", "a$uri", "a\\b"]) {
      expect(() => nginxAddHeaders({ "x-test": value }), value).toThrow();
    }
  });
});
