import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api/request.ts";
import { fieldRefusal, moneyFormState, type Checked, type MoneyFormOptions } from "./use-money-form.ts";
import { fakeForm } from "../../ui/forms/fake-form.ts";

interface Values {
  account: string;
  amount: string;
}

type Request = Values;

/** Both fields must be filled; the request is the trimmed amount. */
function check(values: Values): Checked<Request> {
  const errors: Record<string, string> = {};
  if (!values.account) errors.account = "Choose an account";
  if (!values.amount.trim()) errors.amount = "Enter an amount";
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, request: { account: values.account, amount: values.amount.trim() } };
}

function state(
  overrides: Partial<MoneyFormOptions<Values, Request, string>> = {},
  askSecondFactor: (error: unknown, retry: () => void) => boolean = () => false,
) {
  let key = 0;
  const options = {
    initial: { account: "", amount: "" },
    check,
    send: vi.fn(async () => "done"),
    done: vi.fn(),
    fail: vi.fn(),
    ...overrides,
  } as MoneyFormOptions<Values, Request, string>;
  return {
    options,
    form: moneyFormState(
      () => options,
      askSecondFactor,
      () => `key-${++key}`,
    ),
  };
}

const refused = (status: number, body: { code?: string; message?: string; fieldErrors?: Record<string, string> }) =>
  new ApiError({
    kind: "refused",
    status,
    serverMessage: body.message,
    code: body.code,
    ...(body.fieldErrors ? { fieldErrors: body.fieldErrors } : {}),
  });

describe("a money form", () => {
  it("keeps a change to itself and to what it changes of the other fields, and shows no message before a submit", () => {
    const { form } = state({
      adjust: (values, changed) => (changed === "account" ? { ...values, amount: "" } : values),
    });
    form.change("amount", "12");
    form.change("account", "checking");
    expect(form.snapshot()).toEqual({ values: { account: "checking", amount: "" }, errors: {}, pending: false });
  });

  it("refuses a submit by its own checks, focuses the first field with a message and sends nothing", async () => {
    const { form, options } = state();
    const { form: element, focused } = fakeForm("account", "amount");
    form.change("account", "checking");
    await form.submit(element);
    expect(options.send).not.toHaveBeenCalled();
    expect(form.snapshot().errors).toEqual({ amount: "Enter an amount" });
    expect(focused()).toEqual(["amount"]);
  });

  it("sends the checked request once at a time, pending until the answer, and gives the answer to done", async () => {
    let answer!: (value: string) => void;
    const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const { form, options } = state({ send });
    form.change("account", "checking");
    form.change("amount", " 12.50 ");
    const first = form.submit(null);
    expect(form.snapshot().pending).toBe(true);
    await form.submit(null); // a second press while the first is out
    expect(send).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith({ account: "checking", amount: "12.50" }, undefined);
    answer("moved");
    await first;
    expect(form.snapshot().pending).toBe(false);
    expect(options.done).toHaveBeenCalledWith("moved", { account: "checking", amount: "12.50" });
  });

  it("sends one Idempotency-Key per intended movement: the same after no answer, a new one after an answer", async () => {
    const send = vi
      .fn<(request: unknown, key: string | undefined) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError({ kind: "no-answer", status: 0 }))
      .mockResolvedValue("moved");
    const { form } = state({ send, idempotent: true });
    form.set({ account: "checking", amount: "5" });
    await form.submit(null); // no answer: the form's failure, and the key is kept
    await form.submit(null); // the retry
    await form.submit(null); // answered before: a new movement
    expect(send.mock.calls.map(([, key]) => key)).toEqual(["key-1", "key-1", "key-2"]);
  });

  it("places a refusal beside its field and focuses it, and gives one it cannot place to the form's failure", async () => {
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(refused(422, { code: "insufficientFunds", message: "Not enough money" }))
      .mockRejectedValueOnce(refused(500, { message: "Try again later" }));
    const { form, options } = state({
      send,
      refusal: (error) => (error instanceof ApiError && error.status === 422 ? { amount: error.serverMessage! } : null),
    });
    const { form: element, focused } = fakeForm("account", "amount");
    form.set({ account: "checking", amount: "5000" });
    await form.submit(element);
    expect(form.snapshot().errors).toEqual({ amount: "Not enough money" });
    expect(focused()).toEqual(["amount"]);
    await form.submit(element);
    expect(form.snapshot().errors).toEqual({});
    expect(options.fail).toHaveBeenCalledOnce();
    expect(options.fail).toHaveBeenCalledWith(
      expect.objectContaining({ status: 500, serverMessage: "Try again later" }),
    );
  });

  it("by default places the service's field messages, and nothing else", () => {
    expect(fieldRefusal(refused(400, { fieldErrors: { amount: "Too many decimals" } }))).toEqual({
      amount: "Too many decimals",
    });
    expect(fieldRefusal(refused(409, { message: "Busy" }))).toBeNull();
    expect(fieldRefusal(new Error("offline"))).toBeNull();
  });

  it("asks for the second factor in place, then sends the same submission again once it is confirmed", async () => {
    const stepUp = refused(403, { code: "secondFactorRequired", message: "Confirm it is you" });
    const send = vi.fn<() => Promise<string>>().mockRejectedValueOnce(stepUp).mockResolvedValue("moved");
    let retry: (() => void) | undefined;
    const ask = vi.fn((error: unknown, again: () => void) => {
      retry = again;
      return error === stepUp;
    });
    const { form, options } = state({ send }, ask);
    form.set({ account: "checking", amount: "5" });
    await form.submit(null);
    expect(ask).toHaveBeenCalledWith(stepUp, expect.any(Function));
    expect(form.snapshot()).toMatchObject({ errors: {}, pending: false });
    expect(options.fail).not.toHaveBeenCalled();
    retry!();
    await vi.waitFor(() => expect(options.done).toHaveBeenCalledWith("moved", { account: "checking", amount: "5" }));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
