// The sign-in screen's opening flourish: decorative only, hidden from assistive technology, never with reduced motion.
import type { CSSProperties } from "react";
const BURSTS = [
  { x: "-70px", y: "-60px", hue: "#ffd1dc" },
  { x: "75px", y: "-55px", hue: "#c1e1c1" },
  { x: "-85px", y: "35px", hue: "#aec6cf" },
  { x: "80px", y: "45px", hue: "#fdfd96" },
  { x: "0px", y: "-90px", hue: "#e0bbe4" },
  { x: "5px", y: "85px", hue: "#ffdab9" },
];

export default function Celebration() {
  return (
    <div className="celebration" aria-hidden="true" data-testid="signin-celebration">
      <div className="celebration__mark">
        <svg viewBox="0 0 48 48" width="64" height="64" focusable="false">
          <path d="M24 4 8 10v12c0 10 7 18.5 16 22 9-3.5 16-12 16-22V10L24 4Z" fill="#1d4ed8" />
          <path d="m17 24 5 5 9-10" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {BURSTS.map((burst) => (
          <span
            key={burst.x + burst.y}
            className="celebration__spark"
            style={{ "--spark-x": burst.x, "--spark-y": burst.y, background: burst.hue } as CSSProperties}
          />
        ))}
      </div>
      <p className="celebration__text">Secure sign-in</p>
    </div>
  );
}
