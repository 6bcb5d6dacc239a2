// Whether a passkey approval's challenge commits to its binding, worked out in the browser with Web Crypto
// (payment-evidence.ts): "Checking…" until the digest is done, then yes, no, or that it could not be checked here.
import { useEffect, useState } from "react";
import { ADMIN_BUSINESS_PAYMENTS_TEXTS as P } from "@bank/contracts";
import { checkChallenge, type ChallengeCheck } from "./payment-evidence.ts";

const FLAGS: Record<ChallengeCheck, string | undefined> = {
  match: "admin-flag--on",
  mismatch: "admin-flag--alert",
  unchecked: undefined,
};

export default function ChallengeVerdict({ challenge, binding }: { challenge: string; binding: string }) {
  const [verdict, setVerdict] = useState<ChallengeCheck | null>(null);
  useEffect(() => {
    let current = true;
    setVerdict(null);
    void checkChallenge(challenge, binding).then((found) => current && setVerdict(found));
    return () => {
      current = false;
    };
  }, [challenge, binding]);

  if (!verdict) return <span>{P.challengeChecks.checking}</span>;
  return (
    <span className={FLAGS[verdict]} data-challenge-check={verdict}>
      {P.challengeChecks[verdict]}
    </span>
  );
}
