// Four testimonials: auto-play every 5 s until the visitor uses previous, next or a dot,
// after which it stays off for good. Starts paused under reduced motion.
import { TESTIMONIALS_AUTO_ADVANCE_MS, type Testimonial } from "@bank/contracts";
import { useEffect, useState } from "react";
import { wrapIndex } from "../../lib/carousel/wrap-index.ts";
import { prefersReducedMotionNow } from "../../lib/motion/reduced-motion.ts";
import { useTimeoutWhile } from "../hooks/use-timeout-while.ts";
import "./carousel-controls.css";
import "./TestimonialCarousel.css";

interface Props {
  testimonials: readonly Testimonial[];
}

export default function TestimonialCarousel({ testimonials }: Props) {
  const [index, setIndex] = useState(0);
  const [autoPlay, setAutoPlay] = useState(true);
  useEffect(() => {
    if (prefersReducedMotionNow()) setAutoPlay(false);
  }, []);
  useTimeoutWhile(autoPlay, TESTIMONIALS_AUTO_ADVANCE_MS, index, () =>
    setIndex((current) => wrapIndex(current, 1, testimonials.length)),
  );
  const choose = (next: number) => {
    setAutoPlay(false);
    setIndex(next);
  };

  return (
    <div
      className="testimonials"
      aria-roledescription="carousel"
      aria-label="Customer stories"
      data-testimonials
      data-autoplay={autoPlay}
    >
      <div className="testimonial-stack" aria-live={autoPlay ? "off" : "polite"}>
        {testimonials.map((item, itemIndex) => (
          <div
            key={item.id}
            className="testimonial"
            role="group"
            aria-roledescription="slide"
            aria-label={`${itemIndex + 1} of ${testimonials.length}`}
            hidden={itemIndex !== index}
            data-testimonial={item.id}
          >
            <figure className="testimonial-figure">
              <p className="testimonial-stars" aria-label={`Rated ${item.rating} out of 5`} role="img">
                {"★".repeat(item.rating)}
              </p>
              <blockquote>
                <p>{item.content}</p>
              </blockquote>
              <figcaption className="testimonial-person">
                <span className="testimonial-avatar" aria-hidden="true">
                  {item.avatar}
                </span>
                <span>
                  <strong>{item.name}</strong>
                  <span className="testimonial-role">
                    {item.title}, {item.company}
                  </span>
                </span>
              </figcaption>
              <dl className="testimonial-facts">
                <div className="testimonial-metric">
                  <dt>{item.metrics.label}</dt>
                  <dd>{item.metrics.value}</dd>
                </div>
                <div>
                  <dt>Industry</dt>
                  <dd>{item.industry}</dd>
                </div>
                <div>
                  <dt>Company size</dt>
                  <dd>{item.size}</dd>
                </div>
              </dl>
            </figure>
          </div>
        ))}
      </div>
      <div className="testimonial-controls">
        <button
          type="button"
          className="slide-control"
          aria-label="Previous testimonial"
          onClick={() => choose(wrapIndex(index, -1, testimonials.length))}
          data-testimonial-prev
        >
          <span aria-hidden="true">‹</span>
        </button>
        {testimonials.map((item, itemIndex) => (
          <button
            key={item.id}
            type="button"
            className="slide-dot"
            aria-label={`Show testimonial ${itemIndex + 1}: ${item.name}`}
            aria-current={itemIndex === index ? "true" : undefined}
            onClick={() => choose(itemIndex)}
            data-testimonial-dot={itemIndex + 1}
          />
        ))}
        <button
          type="button"
          className="slide-control"
          aria-label="Next testimonial"
          onClick={() => choose(wrapIndex(index, 1, testimonials.length))}
          data-testimonial-next
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
