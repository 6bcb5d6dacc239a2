// The settings page's Passkeys section: the customer's passkeys (name, added, last used), adding one under a
// name, renaming and removing. Adding and removing need step-up, asked for in place like the 2FA section does. Until
// the account's email address is verified, the service refuses a new passkey (emailNotVerified): the section says
// so, with a way to get a new link, instead of offering to add one.
import { useEffect, useRef, useState } from "react";
import { PASSKEY_SETTINGS_TEXTS as T } from "@bank/contracts";
import { listPasskeys, type Passkey } from "../../../../lib/api/passkeys.ts";
import { needsReauthentication } from "../../../../lib/api/request.ts";
import { passkeysUnavailableReason } from "../../../../lib/webauthn/availability.ts";
import { $sessionUser } from "../../../../stores/session-user.ts";
import { useQuery } from "../../../hooks/use-query.ts";
import ResendButton from "../../forms/LazyResendButton.tsx";
import PasskeysUnavailableNote from "../../../ui/PasskeysUnavailableNote.tsx";
import ReauthenticatePrompt from "../../../ui/step-up/LazyReauthenticatePrompt.tsx";
import AddPasskeyForm from "./AddPasskeyForm.tsx";
import PasskeyItem from "./PasskeyItem.tsx";
import type { AskForPassword } from "./passkey-failure.ts";
import "./passkeys.css";

export default function PasskeySettings() {
  const user = useQuery($sessionUser).data?.user;
  const signedIn = Boolean(user);
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [adding, setAdding] = useState(false);
  /** A change that met step-up: the password prompt shows in place, and the change runs again once confirmed. */
  const [stepUp, setStepUp] = useState<{ message: string; retry: () => void } | null>(null);
  /** Where focus was when the prompt opened, so it goes back there once the prompt is answered or cancelled. */
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // After a form or the prompt closes, focus goes to a control that is there again, never to the page.
  const [focusNext, setFocusNext] = useState<"opener" | "add" | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    setFocusNext(null);
    const target = focusNext === "opener" && opener.current?.isConnected ? opener.current : addButton.current;
    target?.focus();
  }, [focusNext]);

  async function load() {
    setLoadFailed(false);
    try {
      setPasskeys(await listPasskeys());
    } catch {
      setLoadFailed(true);
    }
  }

  useEffect(() => {
    if (signedIn) void load();
  }, [signedIn]);

  if (!signedIn) return null;

  const askForPassword: AskForPassword = (error, retry) => {
    if (!needsReauthentication(error)) return false;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setStepUp({ message: error.serverMessage ?? "", retry });
    return true;
  };

  function replace(passkey: Passkey) {
    setPasskeys((list) => (list ?? []).map((each) => (each.id === passkey.id ? passkey : each)));
  }

  // Rendered only once signed in, which the browser learns after hydration: the address can be read here.
  const unavailable = passkeysUnavailableReason(window.location, window);

  return (
    <div className="passkeys">
      {stepUp && (
        <ReauthenticatePrompt
          message={stepUp.message}
          onConfirmed={() => {
            setStepUp(null);
            setFocusNext("opener");
            stepUp.retry();
          }}
          onCancel={() => {
            setStepUp(null);
            setFocusNext("opener");
          }}
        />
      )}
      {/* Hidden, not gone, while the prompt asks: the change waiting for it keeps its state and carries on after. */}
      <div className="stack" hidden={stepUp !== null}>
        <p>{T.lead}</p>
        {loadFailed ? (
          <div className="stack">
            <p role="alert">{T.loadFailed}</p>
            <div className="actions">
              <button type="button" className="button button--secondary" onClick={() => void load()}>
                {T.retry}
              </button>
            </div>
          </div>
        ) : passkeys === null ? (
          <p>{T.loading}</p>
        ) : passkeys.length === 0 ? (
          <p data-testid="passkeys-none">{T.none}</p>
        ) : (
          <ul className="passkeys__list" aria-label={T.listLabel}>
            {passkeys.map((passkey) => (
              <PasskeyItem
                key={passkey.id}
                passkey={passkey}
                askForPassword={askForPassword}
                onRenamed={replace}
                onRemoved={() => {
                  setPasskeys((list) => (list ?? []).filter((each) => each.id !== passkey.id));
                  setFocusNext("add");
                }}
              />
            ))}
          </ul>
        )}
        {user?.emailVerified === false ? (
          <>
            <p className="callout callout--caution" data-testid="passkeys-verify-first">
              {T.verifyFirst}
            </p>
            <div className="actions">
              <ResendButton />
            </div>
          </>
        ) : unavailable ? (
          <PasskeysUnavailableNote
            unavailable={unavailable}
            unsupportedText={T.unsupported}
            className="passkeys__note"
          />
        ) : adding ? (
          <AddPasskeyForm
            askForPassword={askForPassword}
            onAdded={(passkey) => {
              setPasskeys((list) => [...(list ?? []), passkey]);
              setAdding(false);
              setFocusNext("add");
            }}
            onCancel={() => {
              setAdding(false);
              setFocusNext("add");
            }}
          />
        ) : (
          <div className="actions">
            <button ref={addButton} type="button" className="button button--primary" onClick={() => setAdding(true)}>
              {T.add}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
