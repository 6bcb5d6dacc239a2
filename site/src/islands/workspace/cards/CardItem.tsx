// One card: its name, holder, last four digits and expiry, status, today's spend against its limit; freeze and
// unfreeze (its holder or a manager), close with a confirmation, its details for its holder (after a second factor),
// and a sandbox purchase. The panels' code is fetched when one is first opened.
import { lazy, Suspense, useState } from "react";
import { CARDS_PAGE_TEXTS as T, type Card } from "@bank/contracts";
import { changeCard } from "../../../lib/api/cards.ts";
import LazyView from "../money/LazyView.tsx";
import { toastDone, toastFailure } from "../money/money-toasts.ts";
import { useStepUp } from "../../ui/step-up/use-step-up.tsx";
import SpendMeter from "./SpendMeter.tsx";

const LazyConfirmPanel = lazy(() => import("../../ui/ConfirmPanel.tsx"));
const loadDetails = () => import("./CardDetails.tsx");
const loadPurchase = () => import("./SandboxPurchaseForm.tsx");

type Panel = "details" | "purchase" | "close";

interface Props {
  businessId: string;
  card: Card;
  /** The signed-in person holds this card. */
  holder: boolean;
  manage: boolean;
  onChanged(): void;
}

export default function CardItem({ businessId, card, holder, manage, onChanged }: Props) {
  const [panel, setPanel] = useState<Panel | null>(null);
  const [pending, setPending] = useState(false);
  const stepUp = useStepUp();
  const headingId = `card-${card.id}-name`;
  const closed = card.status === "closed";
  const mayChange = (holder || manage) && !closed;

  function focusAction(action: string) {
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-action="${CSS.escape(`${action}-${card.id}`)}"]`)?.focus(),
    );
  }

  async function setStatus(status: "active" | "frozen"): Promise<void> {
    setPending(true);
    try {
      await changeCard(businessId, card.id, { status });
      toastDone(status === "frozen" ? T.frozenDone(card.name) : T.unfrozenDone(card.name));
      onChanged();
    } catch (error) {
      if (!stepUp.asked(error, () => void setStatus(status))) toastFailure(error);
    } finally {
      setPending(false);
    }
  }

  function toggle(next: Panel) {
    setPanel(panel === next ? null : next);
  }

  return (
    <article
      className={`money-card card-item card-item--${card.status}`}
      aria-labelledby={headingId}
      data-card={card.id}
    >
      <div className="card-item__face" aria-hidden="true">
        <span className="card-item__brand">{card.name}</span>
        <span className="card-item__number">•••• {card.last4}</span>
      </div>
      <h3 id={headingId}>{card.name}</h3>
      <p className="money-muted">
        {holder ? T.yours : T.holderOf(`${card.holder.firstName} ${card.holder.lastName}`)} · {T.ending(card.last4)} ·{" "}
        {T.expires(card.expMonth, card.expYear)}
      </p>
      <p>
        <span className={`card-status card-status--${card.status}`} data-testid="card-status">
          {T.statuses[card.status]}
        </span>
      </p>
      <SpendMeter card={card} />
      {stepUp.prompt && <div className="money-panel">{stepUp.prompt}</div>}
      {!closed && (
        <div className="money-actions card-item__actions">
          {holder && (
            <button
              type="button"
              className="button button--secondary"
              data-action={`details-${card.id}`}
              aria-expanded={panel === "details"}
              aria-label={panel === "details" ? T.hide : T.revealOf(card.name)}
              onClick={() => toggle("details")}
            >
              {panel === "details" ? T.hide : T.reveal}
            </button>
          )}
          {mayChange && (
            <button
              type="button"
              className="button button--secondary"
              disabled={pending}
              aria-label={card.status === "frozen" ? T.unfreezeOf(card.name) : T.freezeOf(card.name)}
              onClick={() => void setStatus(card.status === "frozen" ? "active" : "frozen")}
            >
              {card.status === "frozen" ? T.unfreeze : T.freeze}
            </button>
          )}
          {(holder || manage) && (
            <button
              type="button"
              className="button button--secondary"
              data-action={`purchase-${card.id}`}
              aria-expanded={panel === "purchase"}
              aria-label={T.purchaseOf(card.name)}
              onClick={() => toggle("purchase")}
            >
              {T.purchaseOpen}
            </button>
          )}
          {mayChange && (
            <button
              type="button"
              className="button button--secondary card-item__close"
              data-action={`close-${card.id}`}
              aria-expanded={panel === "close"}
              aria-label={T.closeOf(card.name)}
              onClick={() => toggle("close")}
            >
              {T.close}
            </button>
          )}
        </div>
      )}
      {panel === "details" && !closed && (
        <LazyView
          load={loadDetails}
          props={{
            businessId,
            card,
            onHide: () => {
              setPanel(null);
              focusAction("details");
            },
          }}
        />
      )}
      {panel === "purchase" && !closed && (
        <div className="money-panel">
          <LazyView
            load={loadPurchase}
            props={{
              card,
              onTried: onChanged,
              onClose: () => {
                setPanel(null);
                focusAction("purchase");
              },
            }}
          />
        </div>
      )}
      {panel === "close" && !closed && (
        <Suspense fallback={null}>
          <LazyConfirmPanel
            question={T.closeQuestion(card.name)}
            warning={T.closeWarning}
            confirmLabel={T.closeYes}
            pendingLabel={T.closing}
            cancelLabel={T.closeNo}
            run={async () => {
              await changeCard(businessId, card.id, { status: "closed" });
              toastDone(T.closedDone(card.name));
              setPanel(null);
              onChanged();
            }}
            fail={toastFailure}
            onCancel={() => {
              setPanel(null);
              focusAction("close");
            }}
          />
        </Suspense>
      )}
    </article>
  );
}
