// Converting between US dollars and USDC: a direction, the accounts on each side and an amount (checked for the
// from currency before any request), then "Get quote" shows the quote's terms with its 30 seconds counting down,
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
import TextField from "../../ui/forms/TextField.tsx";
import { useStepUp } from "../../ui/step-up/use-step-up.tsx";
import { DIRECTIONS, DIRECTION_CURRENCIES, keptOrFirst, sidesOf, type Direction } from "./convert-accounts.ts";
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

const DIRECTION_LABELS: Record<Direction, string> = { toUsdc: T.toUsdc, toUsd: T.toUsd };

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

export default function ConvertForm({ businessId, accounts, onConverted }: Props) {
  const [direction, setDirection] = useState<Direction>("toUsdc");
  const [chosenFrom, setChosenFrom] = useState("");
  const [chosenTo, setChosenTo] = useState("");
  const [amount, setAmount] = useState("");
  const [amountError, setAmountError] = useState<string>();
  const [held, setHeld] = useState<Held | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState<"quote" | "convert" | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The one live region: what the countdown says at its moments.
  const [said, setSaid] = useState("");
  const stepUp = useStepUp();
  const amountInput = useRef<HTMLInputElement>(null);
  // Counts changes of what is asked: a quote answered for an earlier form is not shown.
  const asked = useRef(0);

  // A new quote's terms are what matters now: focus goes to their heading, so a screen reader reads on into them.
  const quoteHeading = useRef<HTMLHeadingElement>(null);
  const shownQuoteId = held?.quote.id;
  useEffect(() => {
    if (shownQuoteId) quoteHeading.current?.focus();
  }, [shownQuoteId]);

  const currencies = DIRECTION_CURRENCIES[direction];
  const sides = sidesOf(accounts, direction);
  const fromId = keptOrFirst(chosenFrom, sides.from);
  const toId = keptOrFirst(chosenTo, sides.to);

  /** Any change of what is asked drops the quote: its terms no longer match the form. */
  function dropQuote() {
    asked.current += 1;
    setHeld(null);
    setExpired(false);
    setRefusal(null);
    setSaid("");
  }

  async function getQuote(request: QuoteRequest) {
    setBusy("quote");
    setRefusal(null);
    const askedAt = Date.now();
    const forForm = asked.current;
    try {
      const quote = await requestQuote(businessId, request);
      if (forForm !== asked.current) return;
      setHeld({ quote, idempotencyKey: newIdempotencyKey(), deadline: quoteDeadline(askedAt) });
      setExpired(false);
    } catch (error) {
      if (forForm !== asked.current) return;
      if (stepUp.asked(error, () => void getQuote(request))) return;
      setHeld(null);
      const fieldError = error instanceof ApiError ? error.fieldErrors.amount : undefined;
      if (fieldError) {
        setAmountError(fieldError);
        amountInput.current?.focus();
        return;
      }
      setRefusal(failureText({ fallbackText: T.quoteFailed, fallbackError: T.offline }, error));
    } finally {
      setBusy(null);
    }
  }

  function askForQuote(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const problem = amountProblem(amount, currencies.from) ?? undefined;
    setAmountError(problem);
    if (problem) {
      amountInput.current?.focus();
      return;
    }
    void getQuote({ fromAccountId: fromId, toAccountId: toId, amount: amountText(amount) });
  }

  async function confirm(current: Held) {
    setBusy("convert");
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
      setAmount("");
      setSaid("");
      onConverted();
      requestAnimationFrame(() => document.getElementById("convert-heading")?.focus());
    } catch (error) {
      if (stepUp.asked(error, () => void confirm(current))) return;
      if (quoteGone(error)) setExpired(true);
      // A used quote may have been converted by another tab, and an unanswered conversion may have been made: the
      // balances say.
      if (quoteGone(error) || (error instanceof ApiError && error.kind === "no-answer")) onConverted();
      setRefusal(failureText({ fallbackText: T.failed, fallbackError: T.retrySafe }, error));
    } finally {
      setBusy(null);
    }
  }

  if (stepUp.prompt) return <div className="crypto-panel">{stepUp.prompt}</div>;

  const quote = held?.quote;
  return (
    <div className="crypto-convert">
      <p className="crypto-lead">{T.convertLead}</p>
      <form className="crypto-form" noValidate onSubmit={askForQuote}>
        <fieldset className="crypto-direction">
          <legend>{T.direction}</legend>
          {DIRECTIONS.map((each) => (
            <label key={each} className="crypto-direction__choice">
              <input
                type="radio"
                name="direction"
                value={each}
                checked={direction === each}
                onChange={() => {
                  setDirection(each);
                  setAmountError(undefined);
                  dropQuote();
                }}
              />
              <span>{DIRECTION_LABELS[each]}</span>
            </label>
          ))}
        </fieldset>
        <div className="crypto-form__accounts">
          <AccountSelect
            id="convert-from"
            label={T.fromAccount}
            accounts={sides.from}
            value={fromId}
            onChange={(id) => {
              setChosenFrom(id);
              dropQuote();
            }}
          />
          <AccountSelect
            id="convert-to"
            label={T.toAccount}
            accounts={sides.to}
            value={toId}
            onChange={(id) => {
              setChosenTo(id);
              dropQuote();
            }}
          />
        </div>
        <div className="crypto-form__amount">
          <TextField
            ref={amountInput}
            name="amount"
            id="convert-amount"
            label={T.amount(currencies.from)}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={amount}
            error={amountError}
            onChange={(event) => {
              setAmount(event.target.value);
              setAmountError(undefined);
              dropQuote();
            }}
          />
        </div>
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={busy !== null}>
            {busy === "quote" ? T.gettingQuote : T.getQuote}
          </button>
        </div>
        {refusal && !held && (
          <p role="alert" className="form-alert">
            {refusal}
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
                disabled={busy !== null}
                onClick={() => askForQuote()}
              >
                {busy === "quote" ? T.gettingQuote : T.newQuote}
              </button>
            ) : (
              <button
                type="button"
                className="button button--primary"
                disabled={busy !== null}
                onClick={() => void confirm(held)}
              >
                {busy === "convert" ? T.converting : T.convert}
              </button>
            )}
            <button
              type="button"
              className="button button--secondary"
              disabled={busy !== null}
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
