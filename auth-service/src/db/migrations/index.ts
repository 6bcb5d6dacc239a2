// Every schema version, in order: the first is version 1. Each file holds one version's SQL on both engines.
import { migration as serviceMeta } from "./001-service-meta.ts";
import { migration as usersAndSessions } from "./002-users-and-sessions.ts";
import { migration as oneTimeTokens } from "./003-one-time-tokens.ts";
import { migration as hardening } from "./004-hardening.ts";
import { migration as recoveryCodesAndPasskeys } from "./005-recovery-codes-and-passkeys.ts";
import { migration as staffPermissions } from "./006-staff-permissions.ts";
import { migration as applications } from "./007-applications.ts";
import { migration as sessionFactors } from "./008-session-factors.ts";
import { migration as businesses } from "./009-businesses.ts";
import { migration as payees } from "./010-payees.ts";
import { migration as ledger } from "./011-ledger.ts";
import { migration as payments } from "./012-payments.ts";
import { migration as cards } from "./013-cards.ts";
import { migration as invoices } from "./014-invoices.ts";
import { migration as crypto } from "./015-crypto.ts";
import { migration as applicationNotes } from "./016-application-notes.ts";
import type { Migration } from "./migration.ts";

export type { Migration } from "./migration.ts";

// A new version is appended as a new file with the next number and added at the end here; shipped ones never change.
export const MIGRATIONS: readonly Migration[] = [
  serviceMeta,
  usersAndSessions,
  oneTimeTokens,
  hardening,
  recoveryCodesAndPasskeys,
  staffPermissions,
  applications,
  sessionFactors,
  businesses,
  payees,
  ledger,
  payments,
  cards,
  invoices,
  crypto,
  applicationNotes,
];
