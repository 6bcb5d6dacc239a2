import { describe, expect, it } from "vitest";
import { choosePayee, clearDraft, keyFor, readDraft, saveDraft, type PaymentDraft } from "./payment-draft.ts";

/** A stand-in for the tab's session storage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

const values = { payeeId: "payee-1", fromAccountId: "checking", amount: "15000.00", memo: "", sendOn: "" };
const request = { fromAccountId: "checking", payeeId: "payee-1", amount: "15000.00" };

describe("a new payment's draft between its steps", () => {
  it("is kept for its business alone, and gone once cleared", () => {
    const storage = memoryStorage();
    saveDraft({ businessId: "biz-1", values }, storage);
    expect(readDraft("biz-1", storage)).toEqual({ businessId: "biz-1", values });
    expect(readDraft("biz-2", storage)).toBeNull();
    clearDraft(storage);
    expect(readDraft("biz-1", storage)).toBeNull();
  });

  it("is none when what is kept is not one", () => {
    const storage = memoryStorage();
    storage.setItem("paymentDraft", "{not json");
    expect(readDraft("biz-1", storage)).toBeNull();
  });

  it("keeps the review's Idempotency-Key for the same request, and makes a new one when the request changed", () => {
    let count = 0;
    const newKey = () => `key-${++count}`;
    const first = keyFor({ businessId: "biz-1", values }, request, newKey);
    expect(first.sent?.key).toBe("key-1");
    expect(keyFor(first, { ...request }, newKey)).toBe(first);
    const changed = keyFor(first, { ...request, amount: "14000.00" }, newKey);
    expect(changed.sent?.key).toBe("key-2");
  });

  it("chooses a payee just added, keeping what was typed, or starts a draft for it", () => {
    const storage = memoryStorage();
    choosePayee("biz-1", "payee-new", storage);
    expect(readDraft("biz-1", storage)?.values).toEqual({
      ...values,
      payeeId: "payee-new",
      fromAccountId: "",
      amount: "",
    });
    const typed: PaymentDraft = {
      businessId: "biz-1",
      values: { ...values, amount: "12.00" },
      errors: { amount: "x" },
    };
    saveDraft(typed, storage);
    choosePayee("biz-1", "payee-2", storage);
    expect(readDraft("biz-1", storage)).toEqual({
      businessId: "biz-1",
      values: { ...values, amount: "12.00", payeeId: "payee-2" },
    });
  });
});
