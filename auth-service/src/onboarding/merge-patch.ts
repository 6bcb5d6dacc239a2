// JSON Merge Patch (RFC 7396, section 2): how PATCH /api/onboarding/application changes what is stored.

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `target` with `patch` applied: an object patch merges into the target's object member by member, recursively; a
 * member set to null is removed; anything else (a string, a number, an array) replaces what was there whole. A
 * member left undefined (a JSON body has none) changes nothing. Neither argument is changed. Members are written
 * as own data properties, so a member named "__proto__" cannot reach a prototype.
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const merged = new Map<string, unknown>(isObject(target) ? Object.entries(target) : []);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) merged.delete(key);
    else merged.set(key, mergePatch(merged.get(key), value));
  }
  return Object.fromEntries(merged);
}
