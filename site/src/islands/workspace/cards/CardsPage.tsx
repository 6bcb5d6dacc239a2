// /dashboard/cards: the current business's cards as the signed-in person may see them (a manager all, anyone else
// their own), each with today's spend against its daily limit; issuing one (manage), freezing, unfreezing and
// closing (its holder or manage), revealing one's number (its holder, after a second factor), and a purchase tried
// in the sandbox. The cards are read as soon as this module runs (early-business-read.ts).
import { useEffect, useState } from "react";
import { CARDS_PAGE_TEXTS as T, type BusinessSummary, type Card } from "@bank/contracts";
import { fetchCards } from "../../../lib/api/cards.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { $sessionUser } from "../../../stores/session-user.ts";
import { businessName } from "../../hooks/use-current-business.ts";
import { startEarlyRead } from "../../hooks/early-business-read.ts";
import { useQuery } from "../../hooks/use-query.ts";
import { businessPage } from "../frame/business-page.tsx";
import LazyView from "../money/LazyView.tsx";
import { mayManage } from "../money/money-business.ts";
import CardItem from "./CardItem.tsx";
import "../money/money.css";
import "./cards.css";

const earlyCards = startEarlyRead(fetchCards);
const loadIssueForm = () => import("./IssueCardForm.tsx");

function CardsView({ business }: { business: BusinessSummary }) {
  const myId = useQuery($sessionUser).data?.user?.id ?? null;
  const [cards, setCards] = useState<Card[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [issuing, setIssuing] = useState(false);
  const manage = mayManage(business);

  async function load(first = false) {
    try {
      const early = first ? await earlyCards.take(business.id) : undefined;
      setCards(early ?? (await fetchCards(business.id)));
      setFailure(null);
    } catch (error) {
      setFailure(failureText({ fallbackText: T.loadFailed, fallbackError: T.offline }, error));
    }
  }

  useEffect(() => void load(true), []);

  function closeIssue() {
    setIssuing(false);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-action="issue"]')?.focus());
  }

  return (
    <div className="cards">
      <p className="money-lead">{T.lead(businessName(business))}</p>
      {manage && (
        <section aria-labelledby="cards-issue-heading">
          <h2 id="cards-issue-heading">{T.issueHeading}</h2>
          {!issuing ? (
            <button
              type="button"
              className="button button--primary"
              data-action="issue"
              aria-expanded={false}
              onClick={() => setIssuing(true)}
            >
              {T.issueOpen}
            </button>
          ) : (
            <div className="money-panel">
              <LazyView
                load={loadIssueForm}
                props={{
                  businessId: business.id,
                  onIssued: () => {
                    closeIssue();
                    void load();
                  },
                  onClose: closeIssue,
                }}
              />
            </div>
          )}
        </section>
      )}
      <section aria-labelledby="cards-list-heading">
        <h2 id="cards-list-heading">{T.listHeading}</h2>
        <p className="money-muted">{T.limitNote}</p>
        {failure ? (
          <p role="alert">{failure}</p>
        ) : !cards ? (
          <p role="status">{T.loading}</p>
        ) : cards.length === 0 ? (
          <p data-testid="no-cards">{manage ? T.noneManager : T.noneMember}</p>
        ) : (
          <ul className="cards-list" data-testid="cards-list">
            {cards.map((card) => (
              <li key={card.id}>
                <CardItem
                  businessId={business.id}
                  card={card}
                  holder={card.holder.userId === myId}
                  manage={manage}
                  onChanged={() => void load()}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default businessPage(T, CardsView);
