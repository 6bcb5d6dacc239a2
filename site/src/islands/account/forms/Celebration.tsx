// The sign-in screen's opening flourish: decorative only, hidden from assistive technology, never with reduced motion.
// Positions and colours live in forms.css, not in style attributes, which a strict CSP would refuse in the HTML.
const SPARKS = [1, 2, 3, 4, 5, 6];

export default function Celebration() {
  return (
    <div className="celebration" aria-hidden="true" data-testid="signin-celebration">
      <div className="celebration__mark">
        <svg viewBox="0 0 48 48" width="64" height="64" focusable="false">
          <path d="M24 4 8 10v12c0 10 7 18.5 16 22 9-3.5 16-12 16-22V10L24 4Z" fill="#1d4ed8" />
          <path
            d="m17 24 5 5 9-10"
            fill="none"
            stroke="#fff"
            strokeWidth="3.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {SPARKS.map((spark) => (
          <span key={spark} className={`celebration__spark celebration__spark--${spark}`} />
        ))}
      </div>
      <p className="celebration__text">Secure sign-in</p>
    </div>
  );
}
