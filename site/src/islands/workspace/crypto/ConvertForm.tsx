// Converting between any two currencies of the business (US dollars, USDC, BTC, ETH): the paying account, an account
// in another currency to receive, and an amount (checked for the paying currency before any request), then "Get quote" shows the quote's terms with its 30 seconds counting down,
// and "Convert" confirms it with one Idempotency-Key per quote (sent again on a retry). Once the quote runs out the
// button asks for a new one; refusals show in place; a done conversion is a toast, and the balances are read again.
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  CRYPTO_PAGE_TEXTS as T,
  type Account,
  type MoneyRefusalCode,
  type Quote,
  type QuoteRequest,
} from "@bank/contracts";
import { convert, requestQuote } from "../../../lib/api/conversions.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { ApiError } from "../../../lib/api/request.ts";
import { formatMoney } from "../../../lib/format/money.ts";
import { addToast } from "../../../stores/toasts.ts";
import AmountField from "../../ui/forms/AmountField.tsx";
import { useMoneyForm, type Checked } from "../money/use-money-form.ts";
import { firstPaying, keptOrFirst, receivingAccounts } from "./convert-accounts.ts";
import { amountProblem, amountText } from "./convert-amount.ts";
import { quoteDeadline } from "./quote-countdown.ts";
import QuoteCountdown from "./QuoteCountdown.tsx";

interface Props {
  businessId: string;
  accounts: readonly Account[];
  onConverted(): void;
}

/** A quote the page offers: its terms, the key its conversion is sent with, and when the page stops offering it. */
interface Held {
  quote: Quote;
  idempotencyKey: string;
  deadline: number;
}

/** One key per intended conversion (a UUID where the browser makes them). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The refusals that mean the quote is no longer good: a new one is needed. */
const QUOTE_GONE: readonly MoneyRefusalCode[] = ["quoteExpired", "quoteUsed", "quoteNotFound"];

function quoteGone(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.kind === "refused" &&
    (error.status === 410 || QUOTE_GONE.some((code) => code === error.code))
  );
}

/** The quote form's values: the accounts chosen on each side (none yet: the first offered) and the amount. */
interface ConvertValues {
  from: string;
  to: string;
  amount: string;
}

export default function ConvertForm({ businessId, accounts, onConverted }: Props) {
  /** The accounts the values choose: the paying one, and the receiving one among those in another currency. */
  function chosen(values: ConvertValues) {
    const paying = accounts.find((account) => account.id === (values.from || firstPaying(accounts)));
    const offered = receivingAccounts(accounts, paying?.currency);
    const receiving = offered.find((account) => account.id === keptOrFirst(values.to, offered));
    return { paying, receiving, offered };
  }

  const [held, setHeld] = useState<Held | null>(null);
  const [expired, setExpired] = useState(false);
  const [converting, setConverting] = useState(false);
  // The conversion's refusal, shown in the quote's terms (the quote's own refusal is the form's `form` message).
  const [refusal, setRefusal] = useState<string | null>(null);
  // The one live region: what the countdown says at its moments.
  const [said, setSaid] = useState("");
  // Counts changes of what is asked: a quote answered for an earlier form is not shown.
  const asked = useRef(0);
  const amountInput = useRef<HTMLInputElement>(null);

  const quoteForm = useMoneyForm({
    initial: { from: "", to: "", amount: "" } as ConvertValues,
    check: (values): Checked<QuoteRequest> => {
      const { paying, receiving } = chosen(values);
      const problem = amountProblem(values.amount, paying!.currency);
      if (problem) return { ok: false, errors: { amount: problem } };
      return {
        ok: true,
        request: { fromAccountId: paying!.id, toAccountId: receiving!.id, amount: amountText(values.amount) },
      };
    },
    async send(request) {
      const askedAt = Date.now();
      const forForm = asked.current;
      setRefusal(null);
      try {
        const quote = await requestQuote(businessId, request);
        return forForm === asked.current ? { quote, askedAt } : null;
      } catch (error) {
        // What was asked has changed meanwhile: its answer, even a refusal, is not shown.
        if (forForm !== asked.current) return null;
        throw error;
      }
    },
    done(answer) {
      if (!answer) return;
      setHeld({ quote: answer.quote, idempotencyKey: newIdempotencyKey(), deadline: quoteDeadline(answer.askedAt) });
      setExpired(false);
    },
    // The amount's refusal beside it; any other failure in words under the button. Either way the old quote goes.
    refusal(error) {
      setHeld(null);
      const amount = error instanceof ApiError ? error.fieldErrors.amount : undefined;
      return amount ? { amount } : null;
    },
    fail(error) {
      setHeld(null);
      quoteForm.setErrors({ form: failureText({ fallbackText: T.quoteFailed, fallbackError: T.offline }, error) });
    },
  });
  const { values, errors } = quoteForm;
  const busy = quoteForm.pending || converting;

  // A new quote's terms are what matters now: focus goes to their heading, so a screen reader reads on into them.
  const quoteHeading = useRef<HTMLHeadingElement>(null);
  const shownQuoteId = held?.quote.id;
  useEffect(() => {
    if (shownQuoteId) quoteHeading.current?.focus();
  }, [shownQuoteId]);

  const { paying, receiving, offered } = chosen(values);

  /** Any change of what is asked drops the quote: its terms no longer match the form (the amount's message stays). */
  function dropQuote() {
    asked.current += 1;
    setHeld(null);
    setExpired(false);
    setRefusal(null);
    quoteForm.setErrors((now): Record<string, string> => (now.amount ? { amount: now.amount } : {}));
    setSaid("");
  }

  async function confirm(current: Held) {
    setConverting(true);
    setRefusal(null);
    try {
      const done = await convert(businessId, current.quote.id, current.idempotencyKey);
      addToast({
        title: T.convertedTitle,
        description: T.converted(
          formatMoney(done.amount, done.fromCurrency),
          formatMoney(done.receive, done.toCurrency),
        ),
      });
      setHeld(null);
      quoteForm.set({ amount: "" });
      setSaid("");
      onConverted();
      requestAnimationFrame(() => document.getElementById("convert-heading")?.focus());
    } catch (error) {
      if (quoteForm.askSecondFactor(error, () => void confirm(current))) return;
      if (quoteGone(error)) setExpired(true);
      // A used quote may have been converted by another tab, and an unanswered conversion may have been made: the
      // balances say.
      if (quoteGone(error) || (error instanceof ApiError && error.kind === "no-answer")) onConverted();
      setRefusal(failureText({ fallbackText: T.failed, fallbackError: T.retrySafe }, error));
    } finally {
      setConverting(false);
    }
  }

  /** "Get quote" (the form's submit) and "New quote": nothing while a conversion is out. */
  function askForQuote(event?: FormEvent) {
    if (converting) return event?.preventDefault();
    quoteForm.onSubmit(event);
  }

  if (quoteForm.prompt) return <div className="crypto-panel">{quoteForm.prompt}</div>;

  const quote = held?.quote;
  return (
    <div className="crypto-convert">
      <p className="crypto-lead">{T.convertLead}</p>
      <form className="crypto-form" ref={quoteForm.formRef} noValidate onSubmit={askForQuote}>
        <div className="crypto-form__accounts">
          <AccountSelect
            id="convert-from"
            label={T.fromAccount}
            accounts={accounts}
            value={paying?.id ?? ""}
            onChange={(id) => {
              quoteForm.change("from", id);
              dropQuote();
            }}
          />
          <AccountSelect
            id="convert-to"
            label={T.toAccount}
            accounts={offered}
            value={receiving?.id ?? ""}
            onChange={(id) => {
              quoteForm.change("to", id);
              dropQuote();
            }}
          />
        </div>
        <div className="crypto-form__amount">
          <AmountField
            ref={amountInput}
            id="convert-amount"
            label={T.amount(paying?.currency ?? "")}
            value={values.amount}
            error={errors.amount}
            onChange={(event) => {
              quoteForm.change("amount", event.target.value);
              dropQuote();
              quoteForm.setErrors({});
            }}
          />
        </div>
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {quoteForm.pending ? T.gettingQuote : T.getQuote}
          </button>
        </div>
        {errors.form && !held && (
          <p role="alert" className="form-alert">
            {errors.form}
          </p>
        )}
      </form>

      {held && quote && (
        <div className="crypto-quote" role="group" aria-labelledby="quote-heading" data-testid="quote">
          <h3 id="quote-heading" ref={quoteHeading} tabIndex={-1}>
            {T.quoteHeading}
          </h3>
          <dl className="crypto-quote__terms">
            <div>
              <dt>{T.youPay}</dt>
              <dd data-testid="quote-pay">{formatMoney(quote.amount, quote.fromCurrency)}</dd>
            </div>
            <div>
              <dt>{T.spread}</dt>
              <dd>{T.spreadValue(quote.spreadPercent)}</dd>
            </div>
            <div>
              <dt>{T.fee}</dt>
              <dd data-testid="quote-fee">{formatMoney(quote.fee, quote.fromCurrency)}</dd>
            </div>
            <div className="crypto-quote__receive">
              <dt>{T.youReceive}</dt>
              <dd data-testid="quote-receive">{formatMoney(quote.receive, quote.toCurrency)}</dd>
            </div>
            <div>
              <dt>{T.rate}</dt>
              <dd>{T.rateValue(quote.fromCurrency, quote.rate, quote.toCurrency)}</dd>
            </div>
          </dl>
          {expired ? (
            // The service's refusal, when it sent one, says it instead.
            !refusal && <p className="crypto-countdown crypto-countdown--over">{T.expired}</p>
          ) : (
            <QuoteCountdown
              key={quote.id}
              deadline={held.deadline}
              onAnnounce={setSaid}
              onExpired={() => setExpired(true)}
            />
          )}
          {refusal && (
            <p role="alert" className="form-alert">
              {refusal}
            </p>
          )}
          <div className="actions">
            {expired ? (
              <button
                type="button"
                className="button button--primary"
                data-action="new-quote"
                disabled={busy}
                onClick={() => askForQuote()}
              >
                {quoteForm.pending ? T.gettingQuote : T.newQuote}
              </button>
            ) : (
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => void confirm(held)}
              >
                {converting ? T.converting : T.convert}
              </button>
            )}
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => {
                dropQuote();
                amountInput.current?.focus();
              }}
            >
              {T.cancel}
            </button>
          </div>
        </div>
      )}
      <p role="status" className="visually-hidden" data-testid="quote-announcement">
        {said}
      </p>
    </div>
  );
}

function AccountSelect(props: {
  id: string;
  label: string;
  accounts: readonly Account[];
  value: string;
  onChange(id: string): void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="crypto-select"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {T.accountOption(account.name, formatMoney(account.balance.available, account.currency))}
          </option>
        ))}
      </select>
    </div>
  );
}
