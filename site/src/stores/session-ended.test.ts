import { afterEach, describe, expect, it } from "vitest";
import { $sessionEndedReason, endSessionHere, reportSessionEnded } from "./session-ended.ts";

afterEach(() => $sessionEndedReason.set(null));

describe("the reason a page's session ended", () => {
  it("keeps the first reported reason", () => {
    reportSessionEnded("new_device");
    reportSessionEnded("expired");
    expect($sessionEndedReason.get()).toBe("new_device");
  });

  it("is not recorded while the page itself ends the session, and is again once it lived on after all", () => {
    const sessionLivesOn = endSessionHere();
    reportSessionEnded("email_changed");
    expect($sessionEndedReason.get()).toBeNull();
    sessionLivesOn();
    reportSessionEnded("expired");
    expect($sessionEndedReason.get()).toBe("expired");
  });
});
