// The ten-slide hero carousel (a slide every 4 s, wrapping) with the WAI-ARIA APG carousel pattern: the rotation
// control comes first, slides are labelled groups, and the live region is polite only while paused.
import { HERO_SLIDE_INTERVAL_MS, type HeroSlide } from "@bank/contracts";
import { useEffect, useState } from "react";
import { wrapIndex } from "../../lib/carousel/wrap-index.ts";
import { prefersReducedMotionNow } from "../../lib/motion/reduced-motion.ts";
import { useTimeoutWhile } from "../hooks/use-timeout-while.ts";
import SlideIllustration from "./SlideIllustration.tsx";
import "./carousel-controls.css";
import "./HeroSlideshow.css";

interface Props {
  slides: readonly HeroSlide[];
}

export default function HeroSlideshow({ slides }: Props) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  // Read after hydration, not in the initial state, so the server's markup and the first render agree.
  useEffect(() => {
    if (prefersReducedMotionNow()) setPlaying(false);
  }, []);
  const step = (delta: number) => setIndex((current) => wrapIndex(current, delta, slides.length));
  useTimeoutWhile(playing, HERO_SLIDE_INTERVAL_MS, index, () => step(1));

  return (
    <section className="slideshow" aria-roledescription="carousel" aria-label="Product highlights" data-slideshow>
      <div className="slideshow-controls">
        <button
          type="button"
          className="slide-control"
          onClick={() => setPlaying((value) => !value)}
          aria-label={playing ? "Pause slide show" : "Play slide show"}
          data-slide-play
          data-playing={playing}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className="slide-control"
          onClick={() => step(-1)}
          aria-label="Previous slide"
          data-slide-prev
        >
          <ChevronIcon direction="left" />
        </button>
        <button type="button" className="slide-control" onClick={() => step(1)} aria-label="Next slide" data-slide-next>
          <ChevronIcon direction="right" />
        </button>
      </div>
      <div className="slides" aria-live={playing ? "off" : "polite"}>
        {slides.map((slide, slideIndex) => (
          <div
            key={slide.id}
            className={`slide slide-gradient-${slide.gradient}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${slides.length}`}
            hidden={slideIndex !== index}
            data-slide={slide.id}
          >
            <div className="slide-text">
              <h3 className="slide-title">{slide.title}</h3>
              <p className="slide-description">{slide.description}</p>
              {slide.sampleFigures && (
                <div data-sample-figures>
                  <dl className="slide-figures">
                    {slide.sampleFigures.map((figure) => (
                      <div key={figure.label}>
                        <dt>{figure.label}</dt>
                        <dd>{figure.value}</dd>
                      </div>
                    ))}
                  </dl>
                  <p className="slide-sample-note">Sample figures</p>
                </div>
              )}
            </div>
            <SlideIllustration id={slide.id} />
          </div>
        ))}
      </div>
      <div className="slide-dots">
        {slides.map((slide, slideIndex) => (
          <button
            key={slide.id}
            type="button"
            className="slide-dot"
            aria-label={`Go to slide ${slideIndex + 1}: ${slide.title}`}
            aria-current={slideIndex === index ? "true" : undefined}
            onClick={() => setIndex(slideIndex)}
            data-slide-dot={slideIndex + 1}
          />
        ))}
      </div>
    </section>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M8 5l11 7-11 7z" fill="currentColor" />
    </svg>
  );
}

function ChevronIcon({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
