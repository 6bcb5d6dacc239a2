/** The index `step` places from `index` in a ring of `count` items: next from the last is the first and back. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
