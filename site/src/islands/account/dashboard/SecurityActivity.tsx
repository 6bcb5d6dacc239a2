// Settings, "Recent security activity": the account's last security events, newest first, in words, with when
// (in the customer's own locale) and from which address.
import { useEffect, useState } from "react";
import { ACTIVITY_SECTION_TEXTS as T, activityText, type ActivityEvent } from "@bank/contracts";
import { fetchActivity } from "../../../lib/api/account-changes.ts";
import "../../ui/table-cards.css";

type State = { step: "loading" } | { step: "loaded"; events: readonly ActivityEvent[] } | { step: "failed" };

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export default function SecurityActivity() {
  const [state, setState] = useState<State>({ step: "loading" });
  const [refreshing, setRefreshing] = useState(false);

  async function load() {
    setRefreshing(true);
    try {
      setState({ step: "loaded", events: await fetchActivity() });
    } catch {
      setState({ step: "failed" });
    } finally {
      setRefreshing(false);
    }
  }

  useEffect(() => void load(), []);

  return (
    <div className="activity">
      <div className="activity__bar">
        <p className="activity__lead">{T.lead}</p>
        <button type="button" className="button button--secondary" disabled={refreshing} onClick={() => void load()}>
          {refreshing ? T.refreshing : T.refresh}
        </button>
      </div>
      <div role="status" className="activity__status">
        {state.step === "loading" && <p>{T.loading}</p>}
        {state.step === "loaded" && state.events.length === 0 && <p>{T.empty}</p>}
      </div>
      {state.step === "failed" && (
        <p role="alert" className="activity__failed">
          {T.failed}
        </p>
      )}
      {state.step === "loaded" && state.events.length > 0 && (
        <div className="activity__table-wrap table-cards-frame">
          <table className="activity__table table-cards" aria-busy={refreshing}>
            <caption className="visually-hidden">{T.heading}</caption>
            <thead>
              <tr>
                <th scope="col">{T.event}</th>
                <th scope="col">{T.time}</th>
                <th scope="col">{T.address}</th>
              </tr>
            </thead>
            <tbody>
              {state.events.map((event, index) => (
                <tr key={`${event.at}-${index}`}>
                  <td data-label={T.event}>{activityText(event.type, event.device)}</td>
                  <td data-label={T.time}>
                    <time dateTime={event.at}>{WHEN.format(new Date(event.at))}</time>
                  </td>
                  <td data-label={T.address}>{event.ip ?? T.unknownAddress}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
