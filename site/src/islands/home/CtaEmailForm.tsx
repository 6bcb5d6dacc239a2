// The call-to-action email form: with an address it shows the welcome line, records the
// 'signup' conversion and goes to /signup after 1.5 s. The address is not sent or stored anywhere.
import { CTA_WELCOME, HOME_TEXTS, REDIRECT_AFTER_CTA_MS } from "@bank/contracts";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { trackConversion } from "../../lib/analytics/gtag.ts";
import "./CtaEmailForm.css";

export default function CtaEmailForm() {
  const [welcomed, setWelcomed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const redirect = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (redirect.current !== undefined || (input.current?.value ?? "").trim() === "") return;
    trackConversion("signup");
    setWelcomed(true);
    // Counted from the press itself, not from the next paint (when an effect would start it).
    redirect.current = window.setTimeout(() => window.location.assign("/signup"), REDIRECT_AFTER_CTA_MS);
  };

  // Before hydration the form still leads to /signup, and the unnamed field keeps the address off the URL.
  return (
    <form className="cta-form" action="/signup" method="get" onSubmit={onSubmit} data-cta-form>
      <label htmlFor="cta-email" className="cta-label">
        Business email
      </label>
      <input
        ref={input}
        id="cta-email"
        type="email"
        required
        autoComplete="email"
        placeholder="you@company.com"
        disabled={welcomed}
      />
      <button type="submit" className="button button-light" disabled={welcomed}>
        {HOME_TEXTS.getStarted}
      </button>
      <p className="cta-status" role="status" data-cta-status>
        {welcomed ? CTA_WELCOME : ""}
      </p>
    </form>
  );
}
