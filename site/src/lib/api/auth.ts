// The account calls of DESIGN.md's contract, each answering with a value the screens can act on.
import "./zod-in-browser.ts";
import {
  API_PATHS,
  reauthenticationRequiredSchema,
  sessionStatusSchema,
  signInResponseSchema,
  signUpResponseSchema,
  type PasswordResetConfirmPayload,
  type SessionStatus,
  type SignInPayload,
  type SignInResponse,
  type SignUpPayload,
  type SignUpResponse,
  type User,
} from "@bank/contracts";
import { apiRequest } from "./http.ts";

/** The server answered, but not with success; `message` is its text for a person, when it sent one. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The change needs the password again first (step-up): the page asks for it in place, then carries on. */
  readonly reauthenticationRequired: boolean;

  constructor(
    status: number,
    serverMessage: string | undefined,
    fieldErrors: Record<string, string> = {},
    reauthenticationRequired = false,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = "ApiFailure";
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
    this.reauthenticationRequired = reauthenticationRequired;
  }
}

export function needsReauthentication(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure && error.reauthenticationRequired;
}

/** The request never got an answer: offline, DNS, connection reset. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

async function postJson(url: string, body: unknown): Promise<{ status: number; ok: boolean; json: unknown }> {
  const response = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json().catch(() => undefined);
  return { status: response.status, ok: response.ok, json };
}

function messageOf(json: unknown): string | undefined {
  if (typeof json === "object" && json !== null && "message" in json && typeof json.message === "string") {
    return json.message || undefined;
  }
  return undefined;
}

/**
 * POST /api/signin. A 401 that says requires2FA is the code step, not an error (SPEC.md section 7);
 * any other failure throws ApiFailure with the server's message.
 */
export async function signIn(payload: SignInPayload): Promise<SignInResponse> {
  const { status, ok, json } = await postJson(API_PATHS.signIn, payload);
  const parsed = signInResponseSchema.safeParse(json);
  if (parsed.success && parsed.data.requires2FA) return parsed.data;
  if (!ok || !parsed.success || !parsed.data.success || !parsed.data.user) {
    throw new ApiFailure(status, messageOf(json));
  }
  return parsed.data;
}

/** POST /api/signup; a failure carries the server's message and its per-field messages. */
export async function signUp(payload: SignUpPayload): Promise<SignUpResponse> {
  const { status, ok, json } = await postJson(API_PATHS.signUp, payload);
  const parsed = signUpResponseSchema.safeParse(json);
  if (!ok || !parsed.success || !parsed.data.success) {
    throw new ApiFailure(status, messageOf(json), parsed.success ? parsed.data.errors : undefined);
  }
  return parsed.data;
}

/** GET /api/auth/session-status; throws on a non-OK answer or a body that is not the expected shape. */
export async function fetchSessionStatus(): Promise<{ ok: true; status: SessionStatus } | { ok: false }> {
  const response = await fetch(API_PATHS.sessionStatus, { credentials: "include", cache: "no-store" });
  if (!response.ok) return { ok: false };
  return { ok: true, status: sessionStatusSchema.parse(await response.json()) };
}

export function signOut(): Promise<unknown> {
  return apiRequest("POST", API_PATHS.signOut, {});
}

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

export function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return postOrFail<TwoFactorSetup>(API_PATHS.twoFactorSetup, {});
}

export function enableTwoFactor(code: string): Promise<unknown> {
  return postOrFail(API_PATHS.twoFactorEnable, { code });
}

export function disableTwoFactor(password: string, code: string): Promise<unknown> {
  return postOrFail(API_PATHS.twoFactorDisable, { password, code });
}

/** POST /api/auth/reauthenticate: the password again, for a 10-minute proof on this session. */
export function reauthenticate(password: string): Promise<{ message: string }> {
  return postOrFail(API_PATHS.reauthenticate, { password });
}

/** A write whose failure the screen shows with the server's own message. */
async function postOrFail<T = unknown>(url: string, body: unknown): Promise<T> {
  const { status, ok, json } = await postJson(url, body);
  if (!ok) {
    const refusal = reauthenticationRequiredSchema.safeParse(json);
    throw new ApiFailure(status, messageOf(json), {}, status === 403 && refusal.success);
  }
  return json as T;
}

export type { User };

/** POST /api/auth/password-reset/request; the answer's message is the same whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return postOrFail(API_PATHS.passwordResetRequest, { email });
}

/** POST /api/auth/password-reset/confirm; a failure carries the server's message and per-field messages. */
export async function confirmPasswordReset(payload: PasswordResetConfirmPayload): Promise<{ message: string }> {
  const { status, ok, json } = await postJson(API_PATHS.passwordResetConfirm, payload);
  if (!ok) {
    const errors = signUpResponseSchema.safeParse(json);
    throw new ApiFailure(status, messageOf(json), errors.success ? errors.data.errors : undefined);
  }
  return json as { message: string };
}

/** POST /api/auth/email/verify */
export function verifyEmail(token: string): Promise<{ message: string }> {
  return postOrFail(API_PATHS.emailVerify, { token });
}

/** POST /api/auth/email/resend, for the signed-in user. */
export function resendVerificationEmail(): Promise<{ message: string }> {
  return postOrFail(API_PATHS.emailResend, {});
}
