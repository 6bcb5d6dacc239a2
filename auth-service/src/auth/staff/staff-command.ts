// `./run staff:grant EMAIL PERMISSION...` and `./run staff:revoke EMAIL [PERMISSION...]`: how the first staff
// member is made on the server (and how access is taken back when the console cannot), on either database.
import { STAFF_PERMISSIONS, type StaffPermission } from "@bank/contracts";
import type { Db } from "../../db/database.ts";
import { setStaffPermissionsByEmail } from "./staff-members.ts";

export const STAFF_COMMAND_USAGE = [
  "usage: staff:grant EMAIL PERMISSION...   (grants them; PERMISSION is view, approve or manage)",
  "       staff:revoke EMAIL [PERMISSION...] (takes them away; without a permission, every one)",
].join("\n");

export type StaffCommandResult = { ok: true; message: string } | { ok: false; message: string };

function isPermission(word: string): word is StaffPermission {
  return (STAFF_PERMISSIONS as readonly string[]).includes(word);
}

/** Runs `grant` or `revoke` with its arguments; every refusal says why, and nothing is changed by one. */
export async function runStaffCommand(db: Db, args: readonly string[], now: number): Promise<StaffCommandResult> {
  const [verb, email, ...words] = args;
  if ((verb !== "grant" && verb !== "revoke") || !email) return { ok: false, message: STAFF_COMMAND_USAGE };
  const unknown = words.filter((word) => !isPermission(word));
  if (unknown.length > 0)
    return { ok: false, message: `not a permission: ${unknown.join(", ")}\n${STAFF_COMMAND_USAGE}` };
  const named = words.filter(isPermission);
  if (verb === "grant" && named.length === 0) return { ok: false, message: STAFF_COMMAND_USAGE };

  const outcome = await setStaffPermissionsByEmail(
    db,
    email,
    (current) =>
      verb === "grant"
        ? [...new Set([...current, ...named])]
        : named.length === 0
          ? []
          : current.filter((permission) => !named.includes(permission)),
    now,
  );
  if (outcome.kind === "not-found")
    return { ok: false, message: `no account has the email address ${email}: they sign up on the site first` };
  if (outcome.kind === "unverified")
    return {
      ok: false,
      message: `${email} has not verified its email address: staff access needs a verified address (they open the link we mailed them first). Nothing was changed.`,
    };
  const held = outcome.permissions.length > 0 ? outcome.permissions.join(", ") : "none (no staff access)";
  return { ok: true, message: `${email.trim().toLowerCase()} now holds: ${held}` };
}
