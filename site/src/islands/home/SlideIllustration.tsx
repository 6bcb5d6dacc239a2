// The inline illustration of each hero slide: a few shapes each, white on the slide's gradient, no requests.
const stroke = {
  fill: "none",
  stroke: "#fff",
  strokeWidth: 3,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;
const soft = "rgba(255,255,255,0.22)";

const drawings: Record<number, React.ReactNode> = {
  1: (
    <>
      <path d="M20 50 60 28l40 22" {...stroke} />
      <path d="M30 54v30M50 54v30M70 54v30M90 54v30M22 90h76" {...stroke} />
    </>
  ),
  2: (
    <>
      <circle cx="45" cy="58" r="24" {...stroke} fill={soft} />
      <path d="M40 46v24M40 46h9a6 6 0 0 1 0 12h-9m0 0h11a6 6 0 0 1 0 12h-11" {...stroke} />
      <circle cx="82" cy="40" r="16" {...stroke} fill={soft} />
      <path d="M82 30l7 10-7 10-7-10z" {...stroke} />
    </>
  ),
  3: (
    <>
      <path d="M60 20 92 32v22c0 20-14 32-32 38-18-6-32-18-32-38V32z" {...stroke} fill={soft} />
      <path d="M46 56l10 10 18-20" {...stroke} />
    </>
  ),
  4: (
    <>
      <path d="M20 92h80" {...stroke} />
      <rect x="28" y="60" width="12" height="28" {...stroke} fill={soft} />
      <rect x="54" y="44" width="12" height="44" {...stroke} fill={soft} />
      <rect x="80" y="28" width="12" height="60" {...stroke} fill={soft} />
      <path d="M24 50 48 36l20 8 30-22" {...stroke} />
    </>
  ),
  5: (
    <>
      <circle cx="60" cy="58" r="34" {...stroke} fill={soft} />
      <path d="M26 58h68M60 24c14 16 14 52 0 68M60 24c-14 16-14 52 0 68" {...stroke} />
    </>
  ),
  6: (
    <>
      <rect x="40" y="18" width="40" height="78" rx="8" {...stroke} fill={soft} />
      <path d="M54 84h12" {...stroke} />
      <path d="M52 44c0-6 16-6 16 0v8M50 60c0-14 20-14 20 0" {...stroke} />
    </>
  ),
  7: (
    <>
      <circle cx="60" cy="58" r="32" {...stroke} fill={soft} />
      <path d="M60 58V26a32 32 0 0 1 30 20z" {...stroke} fill="#fff" fillOpacity="0.45" />
    </>
  ),
  8: (
    <>
      <rect x="34" y="34" width="52" height="48" rx="10" {...stroke} fill={soft} />
      <path d="M48 34V22M72 34V22M48 94V82M72 94V82M22 50h12M22 66h12M86 50h12M86 66h12" {...stroke} />
      <circle cx="60" cy="58" r="9" {...stroke} />
    </>
  ),
  9: (
    <>
      <circle cx="40" cy="44" r="12" {...stroke} fill={soft} />
      <circle cx="80" cy="44" r="12" {...stroke} fill={soft} />
      <path d="M18 90c2-14 12-22 22-22s20 8 22 22M58 90c2-14 12-22 22-22s20 8 22 22" {...stroke} />
    </>
  ),
  10: (
    <>
      <path d="M60 18c14 10 20 28 16 48H44c-4-20 2-38 16-48z" {...stroke} fill={soft} />
      <circle cx="60" cy="42" r="6" {...stroke} />
      <path d="M44 66l-10 14h14M76 66l10 14H72M54 86l6 12 6-12" {...stroke} />
    </>
  ),
};

export default function SlideIllustration({ id }: { id: number }) {
  return (
    <svg
      className="slide-illustration"
      viewBox="0 0 120 110"
      aria-hidden="true"
      focusable="false"
      data-illustration={id}
    >
      {drawings[id]}
    </svg>
  );
}
