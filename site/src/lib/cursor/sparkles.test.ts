import {
  SPARKLE_COLORS,
  SPARKLE_MAX_COUNT,
  SPARKLE_MAX_SIZE_PX,
  SPARKLE_MIN_SIZE_PX,
  SPARKLE_SPAWN_OFFSET_PX,
} from "@bank/contracts";
import { describe, expect, it } from "vitest";
import { addSparkle, maybeSpawnSparkle, stepSparkle, stepSparkles, type Sparkle } from "./sparkles.ts";

const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
};

const sparkle: Sparkle = { id: 1, x: 100, y: 100, size: 10, color: "#fff", opacity: 1 };

describe("sparkles", () => {
  it("spawns with probability 0.3 per mouse move", () => {
    expect(maybeSpawnSparkle(0, 0, 1, sequence(0.29, 0.5))).not.toBeNull();
    expect(maybeSpawnSparkle(0, 0, 1, sequence(0.3))).toBeNull();
    expect(maybeSpawnSparkle(0, 0, 1, sequence(0.99))).toBeNull();
  });

  it("spawns 4 to 12 px wide, up to 10 px from the pointer, in one of six pastel hues", () => {
    const smallest = maybeSpawnSparkle(50, 50, 1, sequence(0, 0, 0, 0, 0));
    const largest = maybeSpawnSparkle(50, 50, 2, sequence(0, 0.999999, 0.999999, 0.999999, 0.999999));
    expect(smallest).toMatchObject({ x: 50 - SPARKLE_SPAWN_OFFSET_PX, y: 50 - SPARKLE_SPAWN_OFFSET_PX, size: SPARKLE_MIN_SIZE_PX });
    expect(smallest?.color).toBe(SPARKLE_COLORS[0]);
    expect(largest?.x).toBeCloseTo(50 + SPARKLE_SPAWN_OFFSET_PX, 3);
    expect(largest?.size).toBeCloseTo(SPARKLE_MAX_SIZE_PX, 3);
    expect(largest?.color).toBe(SPARKLE_COLORS[5]);
    expect(SPARKLE_COLORS).toHaveLength(6);
  });

  it("fades to 95%, drifts up 1 px and shrinks to 98% each frame", () => {
    expect(stepSparkle(sparkle)).toEqual({ ...sparkle, opacity: 0.95, y: 99, size: 9.8 });
  });

  it("removes a particle once its opacity is 0.1 or below", () => {
    let list: Sparkle[] = [sparkle];
    let frames = 0;
    while (list.length > 0) {
      list = stepSparkles(list);
      frames += 1;
    }
    // 0.95^44 is about 0.105 and 0.95^45 about 0.0994: the 45th frame removes it.
    expect(frames).toBe(45);
  });

  it("keeps about 21 particles at most, dropping the oldest", () => {
    let list: Sparkle[] = [];
    for (let id = 0; id < 30; id += 1) list = addSparkle(list, { ...sparkle, id });
    expect(list).toHaveLength(SPARKLE_MAX_COUNT);
    expect(list[0]?.id).toBe(30 - SPARKLE_MAX_COUNT);
  });
});
