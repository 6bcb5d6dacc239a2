// Whether the signed-in person has a second factor, for the overview's next steps: an authenticator app (the user's
// twoFactorEnabled) or a passkey (their passkeys, read only when they have no app). Undefined until known, and when
// the passkeys could not be read: the step to turn two-factor authentication on is offered only to someone known to
// have neither.
import { useEffect, useState } from "react";
import { hasPasskey } from "../../../lib/api/has-passkey.ts";
import { $sessionUser } from "../../../stores/session-user.ts";
import { useQuery } from "../../hooks/use-query.ts";

export function useHasSecondFactor(): boolean | undefined {
  const user = useQuery($sessionUser).data?.user;
  const [passkeyOf, setPasskeyOf] = useState<{ userId: string; has: boolean } | null>(null);
  const askPasskeysOf = user && !user.twoFactorEnabled ? user.id : null;

  useEffect(() => {
    if (!askPasskeysOf) return;
    let current = true;
    hasPasskey().then(
      (has) => current && setPasskeyOf({ userId: askPasskeysOf, has }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [askPasskeysOf]);

  if (!user) return undefined;
  if (user.twoFactorEnabled) return true;
  return passkeyOf?.userId === user.id ? passkeyOf.has : undefined;
}
