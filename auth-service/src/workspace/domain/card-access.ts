// Who may act on a card, decided from the caller and the card (no database): a manager acts on every card of the
// business (from a session that proved a second factor, as manage always asks); its holder on their own; any other
// member is refused (403). Revealing the number is the holder's alone, and needs a proof at most 10 minutes old.
import { CARD_MESSAGES as C, WORKSPACE_MESSAGES as M } from "@bank/contracts";
import { STEP_UP_MAX_AGE_MS, type Caller, type Membership } from "../../core/caller.ts";
import { checkAccess, holds, isRefusal, type Refusal } from "./access.ts";
import type { CardRow } from "../store/cards-store.ts";

export type CardRole = "manager" | "holder";

/** How the caller acts on the card (a manager who holds it acts as its manager), or the refusal to send. */
export function cardRoleOf(caller: Caller, membership: Membership, card: CardRow, now: number): CardRole | Refusal {
  if (holds(membership, "manage")) {
    const outcome = checkAccess(caller, { permission: "manage" }, now);
    return isRefusal(outcome) ? outcome : "manager";
  }
  if (card.holderId === caller.userId) return "holder";
  return { status: 403, body: { success: false, message: M.missingPermission, code: "forbidden" } };
}

/** The holder alone, from a fresh second-factor proof; else the refusal (403) a page answers by asking for it. */
export function revealRefusal(caller: Caller, card: CardRow, now: number): Refusal | null {
  if (card.holderId !== caller.userId)
    return { status: 403, body: { success: false, message: C.holderOnly, code: "forbidden" } };
  const secondFactors = caller.secondFactors;
  if (secondFactors.length === 0)
    return {
      status: 403,
      body: {
        success: false,
        message: M.twoFactorNeeded,
        code: "secondFactorRequired",
        secondFactorRequired: true,
        secondFactors,
      },
    };
  if (caller.secondFactorAt === null || now - caller.secondFactorAt > STEP_UP_MAX_AGE_MS)
    return {
      status: 403,
      body: {
        success: false,
        message: C.revealStepUp,
        code: "reauthenticationRequired",
        reauthenticationRequired: true,
        secondFactorRequired: true,
        secondFactors,
      },
    };
  return null;
}
