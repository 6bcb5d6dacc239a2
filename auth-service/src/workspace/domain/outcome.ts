// What a workspace action answers: its value, or a refusal with the status, the code a program reads (the contract's
// WORKSPACE_REFUSAL_CODES and the payees' own) and the message for a person. Routes send a refusal as it is.
export interface Refusal {
  status: 400 | 403 | 404 | 409;
  code: string;
  message: string;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export function refuse<T>(status: Refusal["status"], code: string, message: string): Outcome<T> {
  return { ok: false, refusal: { status, code, message } };
}
