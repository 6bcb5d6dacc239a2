// A line that cycles through phrases on a timer: the hero's highlight line and its feature line.
// Not announced on each change (it is decoration beside the real headline); still with reduced motion.
import { useState } from "react";
import { wrapIndex } from "../../lib/carousel/wrap-index.ts";
import { usePrefersReducedMotion } from "../hooks/use-prefers-reduced-motion.ts";
import { useTimeoutWhile } from "../hooks/use-timeout-while.ts";

interface Props {
  phrases: readonly string[];
  intervalMs: number;
  className?: string;
  /** Names the line for tests and styling. */
  name: string;
}

export default function RotatingText({ phrases, intervalMs, className, name }: Props) {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  useTimeoutWhile(!reducedMotion, intervalMs, index, () => setIndex((current) => wrapIndex(current, 1, phrases.length)));
  return (
    <span className={className} data-rotating={name} data-index={index} key={index}>
      {phrases[index]}
    </span>
  );
}
