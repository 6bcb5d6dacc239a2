// One approval of a payment and what signed it: who approved and when, the factor, the binding (the hash of the terms
// signed), and for a passkey its credential, the challenge read out of clientDataJSON with whether it commits to the
// binding, its counter and signature; for a code, its time step and the 30 seconds that step stands for.
import type { ReactNode } from "react";
import { ADMIN_BUSINESS_PAYMENTS_TEXTS as P } from "@bank/contracts";
import FactList, { type Fact } from "../../applications/FactList.tsx";
import { customersHref } from "../../customers/customers-url.ts";
import ChallengeVerdict from "./ChallengeVerdict.tsx";
import CopyWhole from "./CopyWhole.tsx";
import { codeStepWindow, readEvidence, type ReadEvidence } from "./payment-evidence.ts";
import {
  exactRange,
  exactly,
  personName,
  type ApprovalEvidence as Evidence,
  type StaffPayment,
} from "./payment-words.ts";

type Approval = StaffPayment["approvals"][number];

const code = (value: string | number | undefined): ReactNode =>
  value === undefined ? undefined : <code>{value}</code>;

function passkeyFacts(read: Extract<ReadEvidence, { method: "passkey" }>): Fact[] {
  const { clientData, binding } = read;
  return [
    [P.credentialId, code(read.credentialId)],
    [P.origin, clientData ? clientData.origin : P.unreadable],
    [P.challenge, clientData ? code(clientData.challenge) : P.unreadable],
    [
      P.challengeCheck,
      clientData && binding ? <ChallengeVerdict challenge={clientData.challenge} binding={binding} /> : undefined,
    ],
    [P.counter, read.counter],
    [P.signature, read.signature && <CopyWhole label={P.signature} value={read.signature} />],
  ];
}

function codeFacts(read: Extract<ReadEvidence, { method: "code" }>): Fact[] {
  if (read.step === undefined) return [[P.step, undefined]];
  const { from, to } = codeStepWindow(read.step);
  return [
    [P.step, code(read.step)],
    [P.stepWindow, <time dateTime={from.toISOString()}>{exactRange(from, to)}</time>],
  ];
}

export default function ApprovalEvidence({
  approval,
  evidence,
}: {
  approval: Approval;
  evidence: Evidence | undefined;
}) {
  const read = evidence && readEvidence(evidence.method, evidence.evidence);
  return (
    <li className="admin-approval">
      <p className="admin-approval__who">
        {P.approvedBy} <a href={customersHref({ id: approval.userId })}>{personName(approval)}</a>
      </p>
      <FactList
        facts={[
          [P.approvedAt, <time dateTime={approval.at}>{exactly(approval.at)}</time>],
          [P.factor, P.factorNames[approval.method]],
          ...(read
            ? [
                [P.binding, code(read.binding)] as Fact,
                ...(read.method === "passkey" ? passkeyFacts(read) : codeFacts(read)),
              ]
            : []),
        ]}
      />
      {!read && <p>{P.noEvidence}</p>}
    </li>
  );
}
