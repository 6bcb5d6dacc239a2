import { describe, expect, it } from "vitest";
import { ApiError } from "./request.ts";
import { idempotentSubmission, mayRetryWithSameKey } from "./idempotency.ts";

function keys() {
  let made = 0;
  return () => `key-${++made}`;
}

const refused = (status: number, code?: string) => new ApiError({ kind: "refused", status, code });
const noAnswer = () => new ApiError({ kind: "no-answer", status: 0 });

describe("one Idempotency-Key per intended movement of money", () => {
  it("retries the same submission after no answer with the same key", () => {
    const submission = idempotentSubmission(keys());
    const transfer = { fromAccountId: "a", toAccountId: "b", amount: "10.00" };
    expect(submission.keyFor(transfer)).toBe("key-1");
    submission.settle(noAnswer());
    expect(submission.keyFor({ ...transfer })).toBe("key-1");
    submission.settle(new TypeError("fetch failed"));
    expect(submission.keyFor(transfer)).toBe("key-1");
  });

  it("keeps the key while the service says the first attempt is still being made, or failed on its side", () => {
    const submission = idempotentSubmission(keys());
    const deposit = { accountId: "a", amount: "5.00" };
    submission.keyFor(deposit);
    submission.settle(refused(409, "idempotencyKeyInFlight"));
    expect(submission.keyFor(deposit)).toBe("key-1");
    submission.settle(refused(503));
    expect(submission.keyFor(deposit)).toBe("key-1");
  });

  it("makes a new key after success", () => {
    const submission = idempotentSubmission(keys());
    const transfer = { amount: "10.00" };
    expect(submission.keyFor(transfer)).toBe("key-1");
    submission.settle();
    expect(submission.keyFor(transfer)).toBe("key-2");
  });

  it("makes a new key when the form changed, even after no answer", () => {
    const submission = idempotentSubmission(keys());
    expect(submission.keyFor({ amount: "10.00" })).toBe("key-1");
    submission.settle(noAnswer());
    expect(submission.keyFor({ amount: "11.00" })).toBe("key-2");
    submission.settle(noAnswer());
    expect(submission.keyFor({ amount: "10.00" })).toBe("key-3");
  });

  it("makes a new key after a refusal: the money did not move, and a retry is a new attempt", () => {
    const submission = idempotentSubmission(keys());
    const transfer = { amount: "999.00" };
    submission.keyFor(transfer);
    submission.settle(refused(422, "insufficientFunds"));
    expect(submission.keyFor(transfer)).toBe("key-2");
    submission.settle(refused(403, "secondFactorRequired"));
    expect(submission.keyFor(transfer)).toBe("key-3");
  });

  it("says which failures may have left the request done", () => {
    expect(mayRetryWithSameKey(noAnswer())).toBe(true);
    expect(mayRetryWithSameKey(new ApiError({ kind: "unreadable", status: 201 }))).toBe(true);
    expect(mayRetryWithSameKey(refused(500))).toBe(true);
    expect(mayRetryWithSameKey(refused(400, "sameAccount"))).toBe(false);
  });

  it("makes UUIDs by default", () => {
    const key = idempotentSubmission().keyFor({});
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
