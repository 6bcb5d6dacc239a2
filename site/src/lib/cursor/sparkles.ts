// The cursor's sparkle particles as plain data and pure steps, so the numbers are testable
// without a browser: spawn chance, size, offset, colours, per-frame decay, removal and the cap.
import {
  SPARKLE_COLORS,
  SPARKLE_DRIFT_UP_PX,
  SPARKLE_MAX_COUNT,
  SPARKLE_MAX_SIZE_PX,
  SPARKLE_MIN_OPACITY,
  SPARKLE_MIN_SIZE_PX,
  SPARKLE_OPACITY_DECAY,
  SPARKLE_SIZE_DECAY,
  SPARKLE_SPAWN_CHANCE,
  SPARKLE_SPAWN_OFFSET_PX,
} from "@bank/contracts";

export interface Sparkle {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly color: string;
  readonly opacity: number;
}

/** A new particle near the pointer with probability SPARKLE_SPAWN_CHANCE, else null. */
export function maybeSpawnSparkle(x: number, y: number, id: number, random: () => number = Math.random): Sparkle | null {
  if (random() >= SPARKLE_SPAWN_CHANCE) return null;
  const offset = () => (random() * 2 - 1) * SPARKLE_SPAWN_OFFSET_PX;
  const colorIndex = Math.min(SPARKLE_COLORS.length - 1, Math.floor(random() * SPARKLE_COLORS.length));
  return {
    id,
    x: x + offset(),
    y: y + offset(),
    size: SPARKLE_MIN_SIZE_PX + random() * (SPARKLE_MAX_SIZE_PX - SPARKLE_MIN_SIZE_PX),
    color: SPARKLE_COLORS[colorIndex] ?? SPARKLE_COLORS[0],
    opacity: 1,
  };
}

/** One animation frame: fades to 95%, drifts up 1 px, shrinks to 98%. */
export function stepSparkle(sparkle: Sparkle): Sparkle {
  return {
    ...sparkle,
    opacity: sparkle.opacity * SPARKLE_OPACITY_DECAY,
    y: sparkle.y - SPARKLE_DRIFT_UP_PX,
    size: sparkle.size * SPARKLE_SIZE_DECAY,
  };
}

/** Steps every particle and drops those faded to SPARKLE_MIN_OPACITY or below. */
export function stepSparkles(sparkles: readonly Sparkle[]): Sparkle[] {
  return sparkles.map(stepSparkle).filter((sparkle) => sparkle.opacity > SPARKLE_MIN_OPACITY);
}

/** Adds a particle, dropping the oldest beyond the cap. */
export function addSparkle(sparkles: readonly Sparkle[], sparkle: Sparkle): Sparkle[] {
  return [...sparkles, sparkle].slice(-SPARKLE_MAX_COUNT);
}
