// Which applications the list shows: the queue (submitted) or those in another state. A select and a button, so
// moving through the choices by keyboard changes nothing until the reviewer asks.
import { useState } from "react";
import {
  APPLICATION_STATUS_LABELS,
  ADMIN_CONSOLE_TEXTS,
  ADMIN_APPLICATIONS_TEXTS,
  type ApplicationStatus,
} from "@bank/contracts";
import { FILTER_STATUSES, QUEUE_STATUS } from "./applications-url.ts";

const T = { ...ADMIN_CONSOLE_TEXTS, ...ADMIN_APPLICATIONS_TEXTS };

interface Props {
  status: ApplicationStatus;
  onShow(status: ApplicationStatus): void;
}

const statusName = (status: ApplicationStatus): string =>
  status === QUEUE_STATUS ? T.statusQueue : APPLICATION_STATUS_LABELS[status];

export default function StatusFilter({ status, onShow }: Props) {
  const [chosen, setChosen] = useState(status);
  return (
    <form
      className="admin-form admin-card application-filter"
      aria-label={T.filters}
      onSubmit={(event) => {
        event.preventDefault();
        onShow(chosen);
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor="application-status">
          {T.statusFilter}
        </label>
        <div className="field__control">
          <select
            id="application-status"
            name="status"
            className="field__input application-select"
            value={chosen}
            onChange={(event) => setChosen(event.target.value as ApplicationStatus)}
          >
            {FILTER_STATUSES.map((each) => (
              <option key={each} value={each}>
                {statusName(each)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="actions">
        <button type="submit" className="button button--primary">
          {T.showApplications}
        </button>
      </div>
    </form>
  );
}
