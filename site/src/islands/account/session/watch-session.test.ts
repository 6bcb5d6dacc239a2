import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_STATUS_POLL_MS } from "@bank/contracts";
import { watchSession, type StatusAnswer } from "./watch-session.ts";

const valid: StatusAnswer = { ok: true, status: { isValid: true } };

function setup(answers: Array<StatusAnswer | Error>) {
  const check = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next instanceof Error) throw next;
    return next as StatusAnswer;
  });
  const onEndedByOtherDevice = vi.fn();
  const onSignedOut = vi.fn();
  const log = vi.fn();
  const stop = watchSession({ check, onEndedByOtherDevice, onSignedOut, log });
  return { check, onEndedByOtherDevice, onSignedOut, log, stop };
}

describe("session watcher", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is silent while the session is valid and polls every 30 s", async () => {
    const { check, onEndedByOtherDevice, stop } = setup([valid]);
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SESSION_STATUS_POLL_MS - 1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(SESSION_STATUS_POLL_MS * 3);
    expect(check).toHaveBeenCalledTimes(5);
    expect(onEndedByOtherDevice).not.toHaveBeenCalled();
    stop();
  });

  it("reports new_device with its loggedOutReason once and stops polling", async () => {
    const ended: StatusAnswer = { ok: true, status: { isValid: false, reason: "new_device", loggedOutReason: "expired" } };
    const { check, onEndedByOtherDevice } = setup([valid, ended]);
    await vi.advanceTimersByTimeAsync(SESSION_STATUS_POLL_MS);
    expect(onEndedByOtherDevice).toHaveBeenCalledExactlyOnceWith("expired");
    await vi.advanceTimersByTimeAsync(SESSION_STATUS_POLL_MS * 4);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("records new_device when the answer gives no loggedOutReason", async () => {
    const { onEndedByOtherDevice } = setup([{ ok: true, status: { isValid: false, reason: "new_device" } }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(onEndedByOtherDevice).toHaveBeenCalledExactlyOnceWith("new_device");
  });

  it("ignores a non-OK answer and keeps polling", async () => {
    const { check, onEndedByOtherDevice, onSignedOut, stop } = setup([{ ok: false }]);
    await vi.advanceTimersByTimeAsync(SESSION_STATUS_POLL_MS * 2);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onEndedByOtherDevice).not.toHaveBeenCalled();
    expect(onSignedOut).not.toHaveBeenCalled();
    stop();
  });

  it("logs network and parse failures only, and keeps polling", async () => {
    const { check, log, onEndedByOtherDevice, stop } = setup([new TypeError("Failed to fetch"), new SyntaxError("bad JSON"), valid]);
    await vi.advanceTimersByTimeAsync(SESSION_STATUS_POLL_MS * 2);
    expect(log).toHaveBeenCalledTimes(2);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onEndedByOtherDevice).not.toHaveBeenCalled();
    stop();
  });

  it("opens no dialog for a session that ended otherwise, and stops", async () => {
    const { check, onEndedByOtherDevice, onSignedOut } = setup([{ ok: true, status: { isValid: false, reason: "signed_out" } }]);
    await vi.advanceTimersByTimeAsync(SESSION_STATUS_POLL_MS * 2);
    expect(onEndedByOtherDevice).not.toHaveBeenCalled();
    expect(onSignedOut).toHaveBeenCalledOnce();
    expect(check).toHaveBeenCalledTimes(1);
  });
});
