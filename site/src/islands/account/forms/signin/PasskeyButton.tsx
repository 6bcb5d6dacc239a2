// "Sign in with a passkey" on the credentials step, and the same sign-in offered in the email field's autofill
// (conditional UI) for as long as the step shows. Either way a passkey signs in with no password and no code.
// Where the page's address cannot use passkeys (an IP address, plain http), it says so instead.
import { useEffect, useRef, useState } from "react";
import {
  PASSKEY_SIGNIN_FAILED,
  PASSKEYS_UNAVAILABLE_TEXTS,
  PASSKEY_SIGNIN_TEXTS as T,
  type User,
} from "@bank/contracts";
import { passkeysUnavailableReason, type PasskeysUnavailable } from "../../../../lib/webauthn/availability.ts";
import PasskeysUnavailableNote from "../../../ui/PasskeysUnavailableNote.tsx";
import { loadSignInRequests } from "./sign-in-flow.ts";

interface Props {
  /** The Remember me box, read when the passkey answers. */
  rememberMe: boolean;
  /** Signed in already, or a password sign-in under way: nothing more to send. */
  busy: boolean;
  /** The step is on screen (not behind the opening flourish): only then is the autofill offered. */
  active: boolean;
  onSignedIn(user: User): void;
}

/** Runs `task` when the browser is next idle (a timer where it cannot say, as Safari). */
function whenIdle(task: () => void): { cancel(): void } {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: 1000 });
    return { cancel: () => window.cancelIdleCallback(handle) };
  }
  const handle = window.setTimeout(task, 0);
  return { cancel: () => window.clearTimeout(handle) };
}

type SignInRequests = Awaited<ReturnType<typeof loadSignInRequests>>;
type PasskeyAnswer = Awaited<ReturnType<SignInRequests["getPasskey"]>>;

function showFailure({ addToast, failureText }: SignInRequests, error: unknown): void {
  addToast({
    variant: "destructive",
    title: PASSKEY_SIGNIN_FAILED.title,
    description: failureText(PASSKEY_SIGNIN_FAILED, error),
  });
}

export default function PasskeyButton({ rememberMe, busy, active, onSignedIn }: Props) {
  const [pending, setPending] = useState(false);
  /** Bumped after a button attempt that did not sign in, so the autofill is offered again. */
  const [round, setRound] = useState(0);
  const latest = useRef({ rememberMe, busy, onSignedIn });
  latest.current = { rememberMe, busy, onSignedIn };
  /**
   * One answer goes to the service at a time: an autofill answer and a button answer sent together would race
   * on the passkey's counter, and the service rightly refuses the slower one as a replay.
   */
  const sending = useRef(false);
  /**
   * Why this address cannot use passkeys (null: it can). Known in the browser only: until then (the pre-rendered
   * page, and hydration, which must render what it rendered) the button shows and nothing is offered.
   */
  const [unavailable, setUnavailable] = useState<PasskeysUnavailable | null | undefined>(undefined);
  useEffect(() => setUnavailable(passkeysUnavailableReason(window.location, window)), []);

  /** The passkey's answer goes to the service; a refusal is shown with the service's words. */
  async function finish(requests: SignInRequests, response: PasskeyAnswer): Promise<boolean> {
    if (sending.current || latest.current.busy) return false;
    sending.current = true;
    setPending(true);
    try {
      const user = await requests.signInWithPasskey({ response, rememberMe: latest.current.rememberMe });
      latest.current.onSignedIn(user);
      return true;
    } catch (error) {
      showFailure(requests, error);
      return false;
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  // Conditional UI: a quiet request that the browser offers among the email field's suggestions. It ends when the
  // step goes (or the button starts its own request, which the library lets replace it). Any failure to set it up
  // (no support, no challenge) leaves the page as it is: the button and the password still work.
  const offered = active && !busy && unavailable === null;
  useEffect(() => {
    if (!offered) return;
    let left = false;
    let started: SignInRequests | null = null;
    const offer = async () => {
      try {
        const requests = await loadSignInRequests();
        if (left || !(await requests.browserSupportsPasskeyAutofill()) || left) return;
        const options = await requests.passkeySignInOptions();
        if (left) return;
        started = requests;
        const response = await requests.getPasskey(options, true);
        if (!left) await finish(requests, response);
      } catch {
        // Replaced by the button, cancelled, or not available: nothing for the person to read.
      }
    };
    // Once the browser is idle, apart from the render that showed the step: together they would block input.
    const idle = whenIdle(() => void offer());
    return () => {
      idle.cancel();
      left = true;
      if (started) void started.cancelPasskeyRequest();
    };
  }, [offered, round]);

  async function signIn(): Promise<void> {
    if (busy || pending || sending.current) return;
    setPending(true);
    let signedIn = false;
    let requests: SignInRequests | null = null;
    try {
      requests = await loadSignInRequests();
      const response = await requests.getPasskey(await requests.passkeySignInOptions());
      signedIn = await finish(requests, response);
    } catch (error) {
      // With no requests module there is no toast to show either (offline): the button is simply offered again.
      if (requests?.wasCancelled(error)) requests.addToast({ title: T.cancelledTitle, description: T.cancelledText });
      else if (requests) showFailure(requests, error);
    } finally {
      setPending(false);
      if (!signedIn) setRound((value) => value + 1);
    }
  }

  if (unavailable) {
    return (
      <PasskeysUnavailableNote
        unavailable={unavailable}
        unsupportedText={PASSKEYS_UNAVAILABLE_TEXTS.signInUnsupported}
        className="auth-form__note"
      />
    );
  }

  return (
    <>
      <p className="auth-form__or" aria-hidden="true">
        {T.or}
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy || pending}
        onClick={() => void signIn()}
      >
        {pending ? T.pending : T.button}
      </button>
    </>
  );
}
