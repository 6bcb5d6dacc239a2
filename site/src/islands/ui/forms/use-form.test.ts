import { describe, expect, it, vi } from "vitest";
import { VALIDATION_MESSAGES as M, passwordResetConfirmSchema, signInPayloadSchema } from "@bank/contracts";
import { formState } from "./use-form.ts";
import { fakeForm } from "./fake-form.ts";

const signInForm = () =>
  formState({ schema: signInPayloadSchema, initial: { email: "", password: "", rememberMe: false } });

describe("an account form's state", () => {
  it("shows no message while typing before the first submit", () => {
    const state = signInForm();
    state.change("email", "ada@");
    expect(state.snapshot()).toMatchObject({ values: { email: "ada@" }, errors: {}, submitted: false });
  });

  it("refuses a submit with the contracts' messages, focuses the first invalid field and sends nothing", async () => {
    const state = signInForm();
    const { form, focused } = fakeForm("email", "password", "rememberMe");
    state.change("email", "ada@");
    state.change("password", "1234567");
    const send = vi.fn(async () => {});
    await state.submit(form, send);
    expect(send).not.toHaveBeenCalled();
    expect(state.snapshot().errors).toEqual({ email: M.invalidEmail, password: M.passwordTooShort });
    expect(focused()).toEqual(["email"]);
  });

  it("checks every change again once submitted", async () => {
    const state = signInForm();
    await state.submit(fakeForm("email", "password").form, vi.fn());
    state.change("email", "ada@example.com");
    expect(state.snapshot().errors).toEqual({ password: M.passwordTooShort });
    state.change("password", "12345678");
    expect(state.snapshot().errors).toEqual({});
  });

  it("sends what the schema made of the values, pending until the answer, and once at a time", async () => {
    const state = signInForm();
    state.change("email", "  Ada@Example.com ");
    state.change("password", "analytical");
    let answer!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const first = state.submit(fakeForm("email").form, send);
    await state.submit(fakeForm("email").form, send); // a second press while the check is fetched
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    expect(state.snapshot().pending).toBe(true);
    await state.submit(fakeForm("email").form, send); // and while the first is out
    expect(send).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith(
      { email: "ada@example.com", password: "analytical", rememberMe: false },
      { email: "  Ada@Example.com ", password: "analytical", rememberMe: false },
    );
    answer();
    await first;
    expect(state.snapshot().pending).toBe(false);
  });

  it("is no longer pending when sending failed", async () => {
    const state = signInForm();
    state.change("email", "ada@example.com");
    state.change("password", "analytical");
    await expect(state.submit(null, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(state.snapshot().pending).toBe(false);
  });

  it("shows the service's field messages like its own, focusing the first", () => {
    const state = signInForm();
    const { form, focused } = fakeForm("email", "password");
    state.showErrors({ password: M.passwordTooLong }, form);
    expect(state.snapshot().errors).toEqual({ password: M.passwordTooLong });
    expect(focused()).toEqual(["password"]);
  });

  it("checks what `checked` adds to the fields (the new-password form's token)", async () => {
    const state = formState({
      schema: passwordResetConfirmSchema,
      initial: { password: "", confirmPassword: "" },
      checked: (values) => ({ token: "a-token", ...values }),
    });
    state.change("password", "a-new-phrase");
    state.change("confirmPassword", "another-phrase");
    await state.submit(null, vi.fn());
    expect(state.snapshot().errors).toEqual({ confirmPassword: M.passwordsDontMatch });
    state.change("confirmPassword", "a-new-phrase");
    const send = vi.fn(async () => {});
    await state.submit(null, send);
    expect(send).toHaveBeenCalledWith(
      { token: "a-token", password: "a-new-phrase", confirmPassword: "a-new-phrase" },
      { password: "a-new-phrase", confirmPassword: "a-new-phrase" },
    );
  });

  it("starts over on reset", async () => {
    const state = signInForm();
    state.change("email", "ada@");
    await state.submit(null, vi.fn());
    state.reset();
    expect(state.snapshot()).toEqual({
      values: { email: "", password: "", rememberMe: false },
      errors: {},
      submitted: false,
      pending: false,
      unreachable: false,
    });
  });

  it("tells its listeners of every change", () => {
    const state = signInForm();
    const listener = vi.fn();
    const unsubscribe = state.subscribe(listener);
    state.change("email", "a");
    unsubscribe();
    state.change("email", "ab");
    expect(listener).toHaveBeenCalledOnce();
  });

  describe("given its schema's loader (the sign-in screen, which hydrates with no zod)", () => {
    const lazyForm = (load: () => Promise<typeof signInPayloadSchema>) =>
      formState({ schema: load, initial: { email: "", password: "", rememberMe: false } });

    it("fetches the schema once, on first focus, and checks with it", async () => {
      const load = vi.fn(async () => signInPayloadSchema);
      const state = lazyForm(load);
      expect(load).not.toHaveBeenCalled(); // drawn without it
      state.prepare();
      state.prepare();
      state.change("email", "ada@");
      const send = vi.fn(async () => {});
      await state.submit(null, send);
      await state.submit(null, send);
      expect(load).toHaveBeenCalledOnce();
      expect(send).not.toHaveBeenCalled();
      expect(state.snapshot().errors).toMatchObject({ email: M.invalidEmail });
    });

    it("checks what was typed while the schema was on its way", async () => {
      let arrive!: () => void;
      const state = lazyForm(() => new Promise((resolve) => (arrive = () => resolve(signInPayloadSchema))));
      state.change("email", "ada@");
      const send = vi.fn(async () => {});
      const submitted = state.submit(null, send);
      state.change("email", "ada@example.com");
      state.change("password", "analytical");
      arrive();
      await submitted;
      expect(send).toHaveBeenCalledWith(
        { email: "ada@example.com", password: "analytical", rememberMe: false },
        { email: "ada@example.com", password: "analytical", rememberMe: false },
      );
    });

    it("says so when the schema cannot be fetched (offline), sends nothing, and fetches it again on the next submit", async () => {
      const load = vi
        .fn<() => Promise<typeof signInPayloadSchema>>()
        .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
        .mockResolvedValue(signInPayloadSchema);
      const state = lazyForm(load);
      state.change("email", "ada@example.com");
      state.change("password", "analytical");
      const send = vi.fn(async () => {});
      await state.submit(null, send);
      expect(send).not.toHaveBeenCalled();
      expect(state.snapshot()).toMatchObject({ unreachable: true, submitted: false, pending: false });
      await state.submit(null, send);
      expect(send).toHaveBeenCalledOnce();
      expect(state.snapshot().unreachable).toBe(false);
      expect(load).toHaveBeenCalledTimes(2);
    });
  });
});
