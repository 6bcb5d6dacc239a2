// Two-factor enrolment on the settings page: QR code and manual key, confirm with a code; or turn it off. Until the
// account's email address is verified, the service refuses a second factor (emailNotVerified): the section says so,
// with a way to get a new link, instead of offering the setup.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { TWO_FACTOR_SETTINGS_TEXTS as T, isCompleteTwoFactorCode, type FailureCopy } from "@bank/contracts";
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup, type TwoFactorSetup } from "../../../lib/api/auth.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { ApiError, needsReauthentication } from "../../../lib/api/request.ts";
import { $sessionUser } from "../../../stores/session-user.ts";
import { useQuery } from "../../hooks/use-query.ts";
import { addToast } from "../../../stores/toasts.ts";
import PasswordField from "../../ui/forms/PasswordField.tsx";
import ResendButton from "../forms/LazyResendButton.tsx";
import CodeField from "../../ui/forms/CodeField.tsx";
import ReauthenticatePrompt from "../../ui/step-up/LazyReauthenticatePrompt.tsx";
import RecoveryCodes from "./recovery-codes/RecoveryCodes.tsx";

const FAILED: FailureCopy = { title: T.failedTitle, fallbackText: T.failedText, fallbackError: T.failedText };

/** The key in groups of four, as authenticator apps show it, easier to type by hand. */
function groupKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export default function TwoFactorSettings() {
  const user = useQuery($sessionUser).data?.user;
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  /** The recovery codes that came with turning 2FA on: shown once, until the customer says they are saved. */
  const [issuedCodes, setIssuedCodes] = useState<readonly string[] | null>(null);
  /** A change that met step-up: the password prompt shows in place, and the change runs again once confirmed. */
  const [stepUp, setStepUp] = useState<{ message: string; retry: () => void } | null>(null);
  const root = useRef<HTMLElement | null>(null);
  const keepRoot = (node: HTMLElement | null) => {
    root.current = node;
  };
  // A cancelled prompt leaves, and the control that opened it went with it: focus goes back to the section's first
  // control (the start button, or the code field of an enrolment under way) instead of falling to the page.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus) return;
    setRefocus(false);
    root.current?.querySelector<HTMLElement>("input, button")?.focus();
  }, [refocus]);

  if (!user) return null;

  /** True when the failure was step-up, which the prompt answers; else the failure's toast is shown. */
  function askedForPassword(error: unknown, retry: () => void): boolean {
    if (!needsReauthentication(error)) return false;
    setStepUp({ message: error.serverMessage ?? "", retry });
    return true;
  }

  /** The failure's toast, in the service's words; a refusal for an unverified address also reads the user again. */
  function showFailure(error: unknown): void {
    addToast({ variant: "destructive", title: FAILED.title, description: failureText(FAILED, error) });
    if (error instanceof ApiError && error.emailNotVerified) {
      setSetup(null);
      $sessionUser.revalidate();
    }
  }

  async function run(action: () => Promise<unknown>, done: { title: string; text: string }) {
    setPending(true);
    try {
      await action();
      setSetup(null);
      setCode("");
      setPassword("");
      addToast({ title: done.title, description: done.text });
      $sessionUser.revalidate();
    } catch (error) {
      if (askedForPassword(error, () => void run(action, done))) return;
      setCode("");
      showFailure(error);
    } finally {
      setPending(false);
    }
  }

  async function start() {
    setPending(true);
    try {
      setSetup(await startTwoFactorSetup());
    } catch (error) {
      if (askedForPassword(error, () => void start())) return;
      showFailure(error);
    } finally {
      setPending(false);
    }
  }

  if (stepUp) {
    return (
      <div className="two-factor">
        <ReauthenticatePrompt
          message={stepUp.message}
          onConfirmed={() => {
            setStepUp(null);
            stepUp.retry();
          }}
          onCancel={() => {
            setStepUp(null);
            setRefocus(true);
          }}
        />
      </div>
    );
  }

  function enable(event: FormEvent) {
    event.preventDefault();
    if (!isCompleteTwoFactorCode(code)) return;
    const turnOn = async () => setIssuedCodes((await enableTwoFactor(code)).recoveryCodes);
    void run(turnOn, { title: T.enabledTitle, text: T.enabledText });
  }

  function disable(event: FormEvent) {
    event.preventDefault();
    if (!isCompleteTwoFactorCode(code) || !password) return;
    void run(() => disableTwoFactor(password, code), { title: T.disabledTitle, text: T.disabledText });
  }

  const codeField = <CodeField name="twoFactorCode" label={T.confirmCode} code={code} onCode={setCode} />;

  if (user.twoFactorEnabled) {
    return (
      <div className="two-factor">
        <p data-testid="two-factor-status">{T.onStatus}</p>
        <RecoveryCodes email={user.email} fresh={issuedCodes} onFreshSaved={() => setIssuedCodes(null)} />
        <form className="stack" onSubmit={disable} aria-labelledby="two-factor-disable">
          <h3 id="two-factor-disable">{T.disableHeading}</h3>
          <PasswordField
            name="password"
            label={T.disablePassword}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {codeField}
          <button
            type="submit"
            className="button button--secondary"
            disabled={pending || !password || !isCompleteTwoFactorCode(code)}
          >
            {pending ? T.disabling : T.disable}
          </button>
        </form>
      </div>
    );
  }

  if (!user.emailVerified) {
    return (
      <div className="two-factor" ref={keepRoot}>
        <p data-testid="two-factor-status">{T.offStatus}</p>
        <div className="stack">
          <p className="callout callout--caution" data-testid="two-factor-verify-first">
            {T.verifyFirst}
          </p>
          <div className="actions">
            <ResendButton />
          </div>
        </div>
      </div>
    );
  }

  if (!setup) {
    return (
      <div className="two-factor" ref={keepRoot}>
        <p data-testid="two-factor-status">{T.offStatus}</p>
        <button type="button" className="button button--primary" disabled={pending} onClick={start}>
          {pending ? T.starting : T.start}
        </button>
      </div>
    );
  }

  return (
    <form className="two-factor stack" onSubmit={enable} ref={keepRoot}>
      <p>{T.scanStep}</p>
      <img className="two-factor__qr" src={svgDataUrl(setup.qrSvg)} alt={T.qrAlt} width="200" height="200" />
      <div>
        <p className="two-factor__key-label" id="two-factor-key-label">
          {T.manualKey}
        </p>
        <code
          className="two-factor__key"
          aria-labelledby="two-factor-key-label"
          data-testid="two-factor-secret"
          data-secret={setup.secret}
        >
          {groupKey(setup.secret)}
        </code>
      </div>
      {codeField}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={pending || !isCompleteTwoFactorCode(code)}>
          {pending ? T.enabling : T.enable}
        </button>
        <button type="button" className="button button--secondary" disabled={pending} onClick={() => setSetup(null)}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}
