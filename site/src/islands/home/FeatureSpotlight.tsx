// The Features section's six cards and the spotlight: it cycles every 5 s and a click selects a card.
// Cards are toggle buttons (aria-pressed) so the selection is announced and reachable by keyboard.
import { FEATURES_AUTO_ADVANCE_MS, HOME_TEXTS, type FeatureCard } from "@bank/contracts";
import { useEffect, useState } from "react";
import { wrapIndex } from "../../lib/carousel/wrap-index.ts";
import { prefersReducedMotionNow } from "../../lib/motion/reduced-motion.ts";
import { useTimeoutWhile } from "../hooks/use-timeout-while.ts";
import "./FeatureSpotlight.css";

interface Props {
  features: readonly FeatureCard[];
}

export default function FeatureSpotlight({ features }: Props) {
  const [selected, setSelected] = useState(0);
  const [cycling, setCycling] = useState(true);
  useEffect(() => {
    if (prefersReducedMotionNow()) setCycling(false);
  }, []);
  useTimeoutWhile(cycling, FEATURES_AUTO_ADVANCE_MS, selected, () =>
    setSelected((current) => wrapIndex(current, 1, features.length)),
  );
  const spotlight = features[selected] ?? features[0];

  return (
    <div className="feature-layout">
      <ul className="feature-cards" role="list">
        {features.map((feature, index) => (
          <li key={feature.title}>
            <button
              type="button"
              className="feature-card"
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
              data-feature-card={index}
            >
              <span className="feature-badge">{feature.badge}</span>
              <span className="feature-card-title">{feature.title}</span>
              <span className="feature-card-subtitle">{feature.subtitle}</span>
            </button>
          </li>
        ))}
      </ul>
      {spotlight && (
        <article className="feature-spotlight" data-feature-spotlight>
          <p className="feature-badge">{spotlight.badge}</p>
          <h3>{spotlight.title}</h3>
          <p>{spotlight.description}</p>
          <ul className="feature-benefits">
            {spotlight.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <p className="feature-stat">
            <span className="feature-stat-value">{spotlight.stat.value}</span>
            <span className="feature-stat-label">{spotlight.stat.label}</span>
          </p>
          <a className="button button-primary" href="/signup" data-learn-more>
            {HOME_TEXTS.learnMore}
            <span className="visually-hidden"> about {spotlight.title}</span>
          </a>
        </article>
      )}
    </div>
  );
}
