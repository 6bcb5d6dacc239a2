import { afterEach, describe, expect, it, vi } from "vitest";
import { API_MESSAGES, API_PATHS } from "@bank/contracts";
import { reauthenticateWithCode } from "./step-up.ts";
import { reauthenticateWithPasskey } from "./passkey-step-up.ts";
import { ApiError } from "./request.ts";

const getPasskey = vi.hoisted(() => vi.fn());
vi.mock("../webauthn/sign-in.ts", () => ({ getPasskey }));

/** Answers each call with the next of `answers`, as JSON. */
function answers(...replies: Array<[status: number, body: unknown]>) {
  const queue = [...replies];
  return vi.fn(async (_url: string, _init?: RequestInit) => {
    const [status, body] = queue.shift() ?? [500, {}];
    return new Response(JSON.stringify(body), { status });
  });
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const ok = { success: true, message: API_MESSAGES.reauthenticated };
const options = {
  challenge: "Y2hhbGxlbmdl",
  rpId: "localhost",
  allowCredentials: [{ id: "a2V5", type: "public-key" }],
};
const assertion = {
  id: "a2V5",
  rawId: "a2V5",
  type: "public-key",
  response: { clientDataJSON: "e30", authenticatorData: "YQ", signature: "cw" },
  clientExtensionResults: {},
};

afterEach(() => {
  vi.unstubAllGlobals();
  getPasskey.mockReset();
});

describe("step-up with a second factor", () => {
  it("sends the authenticator's code, and nothing else, to the re-authentication", async () => {
    const fetch = answers([200, ok]);
    vi.stubGlobal("fetch", fetch);
    await expect(reauthenticateWithCode("123456")).resolves.toEqual(ok);
    expect(fetch).toHaveBeenCalledWith(API_PATHS.reauthenticate, expect.objectContaining({ method: "POST" }));
    expect(fetch.mock.calls[0]?.[1]?.body).toBe('{"code":"123456"}');
  });

  it("gives a wrong code's refusal with the service's words", async () => {
    vi.stubGlobal("fetch", answers([401, { success: false, message: API_MESSAGES.invalidCode }]));
    const failure = await failureOf(reauthenticateWithCode("000000"));
    expect(failure.status).toBe(401);
    expect(failure.serverMessage).toBe(API_MESSAGES.invalidCode);
  });

  it("asks for the passkey options, hands them to the browser, and sends its answer as the proof", async () => {
    const fetch = answers([200, options], [200, ok]);
    vi.stubGlobal("fetch", fetch);
    getPasskey.mockResolvedValue(assertion);
    await expect(reauthenticateWithPasskey()).resolves.toEqual(ok);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      API_PATHS.reauthenticatePasskeyOptions,
      API_PATHS.reauthenticate,
    ]);
    expect(getPasskey).toHaveBeenCalledWith(options);
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({ passkey: assertion });
  });

  it("sends nothing when the person closes the browser's prompt", async () => {
    const fetch = answers([200, options]);
    vi.stubGlobal("fetch", fetch);
    getPasskey.mockRejectedValue(new DOMException("closed", "NotAllowedError"));
    await expect(reauthenticateWithPasskey()).rejects.toMatchObject({ name: "NotAllowedError" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("gives a refused passkey's message, and opens no prompt when the account has no passkey", async () => {
    vi.stubGlobal(
      "fetch",
      answers([200, options], [401, { success: false, message: API_MESSAGES.passkeyNotConfirmed }]),
    );
    getPasskey.mockResolvedValue(assertion);
    expect((await failureOf(reauthenticateWithPasskey())).serverMessage).toBe(API_MESSAGES.passkeyNotConfirmed);

    getPasskey.mockClear();
    vi.stubGlobal("fetch", answers([400, { success: false, message: API_MESSAGES.noPasskeyToConfirm }]));
    expect((await failureOf(reauthenticateWithPasskey())).serverMessage).toBe(API_MESSAGES.noPasskeyToConfirm);
    expect(getPasskey).not.toHaveBeenCalled();
  });
});
