// The one way the browser talks to the auth service (docs/api.md): a method, a
// path, an optional JSON body and an optional schema of the success answer; every failure is one ApiError.
import "./zod-in-browser.ts";
import { apiErrorSchema, httpErrorMessage, type ApiError as ApiErrorBody } from "@bank/contracts";
import { safeParse, type core } from "zod/mini";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * refused: the service answered with a non-OK status (its message, if any, is for a person).
 * unreadable: an OK answer that is not JSON or not the expected shape.
 * no-answer: the request never got an answer (offline, DNS, connection reset).
 */
export type ApiErrorKind = "refused" | "unreadable" | "no-answer";

/** A second factor the person has: an authenticator app's code, or a passkey. */
export type SecondFactor = NonNullable<ApiErrorBody["secondFactors"]>[number];

interface ApiErrorDetails {
  kind: ApiErrorKind;
  /** The HTTP status; 0 when no answer came. */
  status: number;
  /** "status: body" for a refusal (httpErrorMessage); otherwise what went wrong. */
  message?: string;
  serverMessage?: string | undefined;
  code?: string | undefined;
  fieldErrors?: Readonly<Record<string, string>>;
  reauthenticationRequired?: boolean;
  requires2FA?: boolean;
  staffTwoFactorRequired?: boolean;
  secondFactorRequired?: boolean;
  secondFactors?: readonly SecondFactor[];
  emailNotVerified?: boolean;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** The service's text for a person, when it sent one. */
  readonly serverMessage: string | undefined;
  /** The refusal's reason for a program, when the service named one (`lastOwner`, `invitationForAnotherAddress`). */
  readonly code: string | undefined;
  /** Field name to its message, when the service checked a form (sign-up, a new password). */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Step-up (403): the change needs the password again first; the page asks for it in place, then carries on. */
  readonly reauthenticationRequired: boolean;
  /** The sign-in needs the authenticator code (401): the code step, not a failure to show. */
  readonly requires2FA: boolean;
  /** The staff console (403): a staff member without two-factor authentication, sent to settings to turn it on. */
  readonly staffTwoFactorRequired: boolean;
  /**
   * The staff console (403): only a second factor will do, never the password; `secondFactors` are the ones the
   * person has. With reauthenticationRequired it is a change's step-up, without it a password-only session.
   */
  readonly secondFactorRequired: boolean;
  readonly secondFactors: readonly SecondFactor[];
  /** 403: the account's email address is not verified yet, and this needs it (adding a second factor). */
  readonly emailNotVerified: boolean;

  constructor(details: ApiErrorDetails) {
    super(details.message ?? details.serverMessage ?? details.kind);
    this.name = "ApiError";
    this.kind = details.kind;
    this.status = details.status;
    this.serverMessage = details.serverMessage;
    this.code = details.code;
    this.fieldErrors = details.fieldErrors ?? {};
    this.reauthenticationRequired = details.reauthenticationRequired ?? false;
    this.requires2FA = details.requires2FA ?? false;
    this.staffTwoFactorRequired = details.staffTwoFactorRequired ?? false;
    this.secondFactorRequired = details.secondFactorRequired ?? false;
    this.secondFactors = details.secondFactors ?? [];
    this.emailNotVerified = details.emailNotVerified ?? false;
  }
}

export function needsReauthentication(error: unknown): error is ApiError {
  return error instanceof ApiError && error.reauthenticationRequired;
}

/** The staff console wants a second factor (a code or a passkey, never the password) before it answers. */
export function needsSecondFactor(error: unknown): error is ApiError {
  return error instanceof ApiError && error.secondFactorRequired;
}

/** The JSON of a body, or undefined when it is empty or not JSON. */
export function jsonOf(text: string): unknown {
  try {
    return text === "" ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** The error of a 4xx or 5xx answer, from its status and body (shared by fetch and the upload's XMLHttpRequest). */
export function refusal(status: number, statusText: string, text: string): ApiError {
  const body = safeParse(apiErrorSchema, jsonOf(text));
  const forbidden = status === 403 && body.success ? body.data : undefined;
  return new ApiError({
    kind: "refused",
    status,
    message: httpErrorMessage(status, text, statusText),
    serverMessage: body.success ? body.data.message || undefined : undefined,
    code: body.success ? body.data.code : undefined,
    fieldErrors: body.success ? body.data.errors : undefined,
    reauthenticationRequired: forbidden?.reauthenticationRequired === true,
    requires2FA: body.success && body.data.requires2FA === true,
    staffTwoFactorRequired: forbidden?.staffTwoFactorRequired === true,
    secondFactorRequired: forbidden?.secondFactorRequired === true,
    secondFactors: forbidden?.secondFactors,
    emailNotVerified: forbidden?.emailNotVerified === true,
  });
}

interface RequestOptions {
  /** Sent as JSON, with its Content-Type; without it the request has no body. */
  body?: unknown;
  /**
   * Sent as the Idempotency-Key header of a request that moves money: the caller makes one key per intended
   * movement and sends the same key again when it retries, so the service moves the money once.
   */
  idempotencyKey?: string;
}

/**
 * Sends the request with the cookies and never from the HTTP cache, and gives the parsed JSON answer (checked
 * against `schema` when one is given). Throws ApiError for a refusal, an unexpected answer or no answer at all.
 */
export async function request<S extends core.$ZodType>(
  method: Method,
  path: string,
  options: RequestOptions & { schema: S },
): Promise<core.output<S>>;
export async function request(method: Method, path: string, options?: RequestOptions): Promise<unknown>;
export async function request(
  method: Method,
  path: string,
  options: RequestOptions & { schema?: core.$ZodType } = {},
): Promise<unknown> {
  let response: Response;
  let text: string;
  try {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers["Content-Type"] = "application/json";
    if (options.idempotencyKey !== undefined) headers["Idempotency-Key"] = options.idempotencyKey;
    response = await fetch(path, {
      method,
      credentials: "include",
      cache: "no-store",
      ...(Object.keys(headers).length === 0 ? {} : { headers }),
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    text = await response.text();
  } catch (cause) {
    throw new ApiError({
      kind: "no-answer",
      status: 0,
      message: cause instanceof Error ? cause.message : String(cause),
    });
  }
  if (!response.ok) throw refusal(response.status, response.statusText, text);

  const json = jsonOf(text);
  const unreadable = () =>
    new ApiError({ kind: "unreadable", status: response.status, message: `${response.status}: unexpected answer` });
  if (json === undefined) throw unreadable();
  if (!options.schema) return json;
  const parsed = safeParse(options.schema, json);
  if (!parsed.success) throw unreadable();
  return parsed.data;
}
