import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_STATUS_POLL_MS } from "@bank/contracts";
import { sessionEnding, watchSession, type StatusAnswer } from "./watch-session.ts";

const valid: StatusAnswer = { ok: true, status: { isValid: true } };

function setup(answers: Array<StatusAnswer | Error>) {
  const check = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next instanceof Error) throw next;
    return next as StatusAnswer;
  });
  const onEnded = vi.fn();
  const onNoSession = vi.fn();
  const log = vi.fn();
  const stop = watchSession({ check, onEnded, onNoSession, log });
  return { check, onEnded, onNoSession, log, stop };
}

describe("session watcher", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is silent while the session is valid and polls every 30 s", async () => {
    const { check, onEnded, stop } = setup([valid]);
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SESSION_STATUS_POLL_MS - 1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(SESSION_STATUS_POLL_MS * 3);
    expect(check).toHaveBeenCalledTimes(5);
    expect(onEnded).not.toHaveBeenCalled();
    stop();
  });

  it("reports new_device with its loggedOutReason once and stops polling", async () => {
    const ended: StatusAnswer = {
      ok: true,
      status: { isValid: false, reason: "new_device", loggedOutReason: "expired" },
    };
    const { check, onEnded } = setup([valid, ended]);
    await vi.advanceTimersByTimeAsync(SESSION_STATUS_POLL_MS);
    expect(onEnded).toHaveBeenCalledExactlyOnceWith("expired");
    await vi.advanceTimersByTimeAsync(SESSION_STATUS_POLL_MS * 4);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("records new_device when the answer gives no loggedOutReason", async () => {
    const { onEnded } = setup([{ ok: true, status: { isValid: false, reason: "new_device" } }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(onEnded).toHaveBeenCalledExactlyOnceWith("new_device");
  });

  it("ignores a non-OK answer and keeps polling", async () => {
    const { check, onEnded, onNoSession, stop } = setup([{ ok: false }]);
    await vi.advanceTimersByTimeAsync(SESSION_STATUS_POLL_MS * 2);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onEnded).not.toHaveBeenCalled();
    expect(onNoSession).not.toHaveBeenCalled();
    stop();
  });

  it("logs network and parse failures only, and keeps polling", async () => {
    const { check, log, onEnded, stop } = setup([new TypeError("Failed to fetch"), new SyntaxError("bad JSON"), valid]);
    await vi.advanceTimersByTimeAsync(SESSION_STATUS_POLL_MS * 2);
    expect(log).toHaveBeenCalledTimes(2);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onEnded).not.toHaveBeenCalled();
    stop();
  });

  it.each(["expired", "signed_out", "a_reason_added_later"])(
    "reports a session ended with reason %s once and stops polling",
    async (reason) => {
      const { check, onEnded, onNoSession } = setup([
        valid,
        { ok: true, status: { isValid: false, reason, loggedOutReason: reason } },
      ]);
      await vi.advanceTimersByTimeAsync(SESSION_STATUS_POLL_MS);
      expect(onEnded).toHaveBeenCalledExactlyOnceWith(reason);
      await vi.advanceTimersByTimeAsync(SESSION_STATUS_POLL_MS * 4);
      expect(check).toHaveBeenCalledTimes(2);
      expect(onNoSession).not.toHaveBeenCalled();
    },
  );

  it("opens no dialog when this browser has no session at all (no_session), and stops", async () => {
    const { check, onEnded, onNoSession } = setup([
      { ok: true, status: { isValid: false, reason: "no_session", loggedOutReason: "no_session" } },
    ]);
    await vi.advanceTimersByTimeAsync(SESSION_STATUS_POLL_MS * 2);
    expect(onEnded).not.toHaveBeenCalled();
    expect(onNoSession).toHaveBeenCalledOnce();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("stops on the first ending even when a slow check answers after a later poll was due", async () => {
    let answer: (value: StatusAnswer) => void = () => undefined;
    const check = vi.fn(() => new Promise<StatusAnswer>((resolve) => (answer = resolve)));
    const onEnded = vi.fn();
    watchSession({ check, onEnded, onNoSession: vi.fn(), log: vi.fn() });
    await vi.advanceTimersByTimeAsync(SESSION_STATUS_POLL_MS * 3); // the first check still has no answer
    expect(check).toHaveBeenCalledTimes(1);
    answer({ ok: true, status: { isValid: false, reason: "expired", loggedOutReason: "expired" } });
    await vi.advanceTimersByTimeAsync(SESSION_STATUS_POLL_MS * 3);
    expect(onEnded).toHaveBeenCalledExactlyOnceWith("expired");
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe("reading a session status answer", () => {
  it("is live while the session is valid", () => {
    expect(sessionEnding({ isValid: true })).toEqual({ kind: "live" });
  });

  it("records loggedOutReason, else the reason, else an empty reason that gets the generic copy", () => {
    expect(sessionEnding({ isValid: false, reason: "new_device", loggedOutReason: "expired" })).toEqual({
      kind: "ended",
      loggedOutReason: "expired",
    });
    expect(sessionEnding({ isValid: false, reason: "expired" })).toEqual({ kind: "ended", loggedOutReason: "expired" });
    expect(sessionEnding({ isValid: false })).toEqual({ kind: "ended", loggedOutReason: "" });
  });

  it("treats no_session as nothing to explain, from reason or, without one, from loggedOutReason", () => {
    expect(sessionEnding({ isValid: false, reason: "no_session", loggedOutReason: "no_session" })).toEqual({
      kind: "no_session",
    });
    expect(sessionEnding({ isValid: false, loggedOutReason: "no_session" })).toEqual({ kind: "no_session" });
  });
});
