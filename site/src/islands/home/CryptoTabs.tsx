// The Crypto section's three tabs with the WAI-ARIA APG tabs pattern, hand-written (about 1 KB) instead of
// Radix Tabs: arrow keys, Home and End move between tabs with automatic activation; one tab stop.
import { CRYPTO_TABS, HOME_TEXTS, SAMPLE_CONVERSION_PAIRS, type ConversionPair } from "@bank/contracts";
import { useRef, useState, type KeyboardEvent } from "react";
import { wrapIndex } from "../../lib/carousel/wrap-index.ts";
import InfoTooltip from "./InfoTooltip.tsx";
import "./CryptoTabs.css";

export default function CryptoTabs() {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const activate = (index: number) => {
    setActive(index);
    tabs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys: Record<string, () => number> = {
      ArrowRight: () => wrapIndex(active, 1, CRYPTO_TABS.length),
      ArrowLeft: () => wrapIndex(active, -1, CRYPTO_TABS.length),
      Home: () => 0,
      End: () => CRYPTO_TABS.length - 1,
    };
    const next = keys[event.key];
    if (!next) return;
    event.preventDefault();
    activate(next());
  };

  return (
    <div className="crypto-tabs">
      <div role="tablist" aria-label="Crypto services" className="crypto-tablist">
        {CRYPTO_TABS.map((tab, index) => (
          <button
            key={tab.label}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`crypto-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`crypto-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {CRYPTO_TABS.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`crypto-panel-${index}`}
          aria-labelledby={`crypto-tab-${index}`}
          hidden={index !== active}
          tabIndex={0}
          className="crypto-panel"
        >
          <p>{tab.intro}</p>
          {"points" in tab ? (
            <ul className="check-list">
              {tab.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : (
            <ConversionTable pairs={SAMPLE_CONVERSION_PAIRS} />
          )}
          <div className="crypto-actions">
            {/* These were given no behaviour of their own; they lead to sign-up rather than do nothing. */}
            <a className="button button-primary" href="/signup" data-crypto-convert>
              {HOME_TEXTS.convert}
            </a>
            <a className="button button-ghost" href="/signup" data-crypto-add-funds>
              {HOME_TEXTS.addFunds}
            </a>
          </div>
        </div>
      ))}
    </div>
  );
}

function ConversionTable({ pairs }: { pairs: readonly ConversionPair[] }) {
  return (
    <table className="rate-table">
      <caption>Sample conversion rates and spreads</caption>
      <thead>
        <tr>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col">
            Rate (sample)
            <InfoTooltip
              label="About the rate"
              text="Units of the target asset per US dollar. Sample figures, not live prices."
            />
          </th>
          <th scope="col">
            Spread
            <InfoTooltip
              label="About the spread"
              text="The difference between the rate you get and the market rate, shown before you confirm."
            />
          </th>
        </tr>
      </thead>
      <tbody>
        {pairs.map((pair) => (
          <tr key={`${pair.from}-${pair.to}`}>
            <td>{pair.from}</td>
            <td>{pair.to}</td>
            <td>{pair.rate}</td>
            <td>{pair.spread}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
