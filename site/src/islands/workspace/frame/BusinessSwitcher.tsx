// The app header's business: the one business named, a choice between several (a native select, so keyboard and
// screen readers get what they know), nothing for none. The choice is kept per browser (stores/current-business.ts).
// Its one word, the label, comes from the header (AppHeader.astro), so the island loads no texts module for it.
import { useId } from "react";
import { chooseBusiness } from "../../../stores/current-business.ts";
import { businessName, useCurrentBusiness } from "../../hooks/use-current-business.ts";
import "./frame.css";

export default function BusinessSwitcher({ label }: { label: string }) {
  const { businesses, current } = useCurrentBusiness();
  const id = useId();
  if (!current) return null;
  if (businesses.length === 1) {
    return (
      <p className="business-switcher" data-testid="current-business">
        <span className="visually-hidden">{label}: </span>
        <span className="business-switcher__name">{businessName(current)}</span>
      </p>
    );
  }
  return (
    <div className="business-switcher">
      <label className="visually-hidden" htmlFor={id}>
        {label}
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
