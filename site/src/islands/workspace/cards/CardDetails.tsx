// A card's number, expiry and CVC for its holder: asked for when this opens (the service wants a second factor from
// the last 10 minutes: asked for in place, then asked again), shown here and nowhere else, and forgotten when it
// closes (React state alone: never in storage, a cache or the page's address).
import { useEffect, useState } from "react";
import { CARDS_PAGE_TEXTS as T, type Card, type CardReveal } from "@bank/contracts";
import { revealCard } from "../../../lib/api/cards.ts";
import { useStepUp } from "../../ui/step-up/use-step-up.tsx";
import { toastFailure } from "../money/money-toasts.ts";

interface Props {
  businessId: string;
  card: Card;
  onHide(): void;
}

/** "4242424242424242" as "4242 4242 4242 4242". */
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, "$1 ");

export default function CardDetails({ businessId, card, onHide }: Props) {
  const [details, setDetails] = useState<CardReveal | null>(null);
  const stepUp = useStepUp(onHide);

  async function reveal(): Promise<void> {
    try {
      setDetails(await revealCard(businessId, card.id));
    } catch (error) {
      if (!stepUp.asked(error, () => void reveal())) {
        toastFailure(error);
        onHide();
      }
    }
  }

  useEffect(() => {
    void reveal();
    return () => setDetails(null);
  }, []);

  if (stepUp.prompt) return <div className="money-panel">{stepUp.prompt}</div>;
  if (!details) return <p role="status">{T.revealing}</p>;
  return (
    <div className="money-panel card-details" data-testid="card-details">
      <dl className="card-details__list">
        <div>
          <dt>{T.number}</dt>
          <dd className="card-details__number" data-testid="card-number">
            {grouped(details.number)}
          </dd>
        </div>
        <div>
          <dt>{T.expiry}</dt>
          <dd>
            {String(details.expMonth).padStart(2, "0")}/{String(details.expYear).slice(-2)}
          </dd>
        </div>
        <div>
          <dt>{T.cvc}</dt>
          <dd data-testid="card-cvc">{details.cvc}</dd>
        </div>
      </dl>
      <p className="money-muted">{T.revealNote}</p>
    </div>
  );
}
