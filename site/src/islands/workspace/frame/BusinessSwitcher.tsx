// The app header's business: the one business named, a choice between several (a native select, so keyboard and
// screen readers get what they know), nothing for none. The choice is kept per browser (stores/current-business.ts).
import { useId } from "react";
import { APP_FRAME_TEXTS as T } from "@bank/contracts";
import { chooseBusiness } from "../../../stores/current-business.ts";
import { businessName, useCurrentBusiness } from "../../hooks/use-current-business.ts";
import "./frame.css";

export default function BusinessSwitcher() {
  const { businesses, current } = useCurrentBusiness();
  const id = useId();
  if (!current) return null;
  if (businesses.length === 1) {
    return (
      <p className="business-switcher" data-testid="current-business">
        <span className="visually-hidden">{T.businessLabel}: </span>
        <span className="business-switcher__name">{businessName(current)}</span>
      </p>
    );
  }
  return (
    <div className="business-switcher">
      <label className="visually-hidden" htmlFor={id}>
        {T.businessLabel}
      </label>
      <select
        id={id}
        className="business-switcher__select"
        value={current.id}
        onChange={(event) => chooseBusiness(event.target.value)}
        data-testid="current-business"
      >
        {businesses.map((business) => (
          <option key={business.id} value={business.id}>
            {businessName(business)}
          </option>
        ))}
      </select>
    </div>
  );
}
