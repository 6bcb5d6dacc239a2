// A query of fixed shape, built and compiled once per database and then run with each call's values. On the money
// path (a transfer runs about ten statements) building and compiling Kysely queries cost more than SQLite running
// them, and a freshly compiled SQL string must also be hashed again to find its prepared statement.
//
// The builder is given stand-ins instead of the values: every string, number and bigint (in objects and arrays, at
// any depth) is replaced by a marker string, and each compiled parameter that is a marker is filled from the call's
// values by its path. Booleans are kept, so a builder may branch on them; the shape of the values (their keys, the
// lengths of their arrays, their booleans, which are null) picks the compiled query, so each shape compiles once.
// A builder must only pass the stand-ins through to Kysely as values (no arithmetic, no `null` checks on them).
import type { Compilable, CompiledQuery, QueryResult } from "kysely";
import type { Db } from "./database.ts";

const MARK = "\u0000fixed\u0000";

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  /** Each parameter: a path into the values, or a constant the builder wrote. */
  slots: ({ path: string[] } | { constant: unknown })[];
}

/**
 * Wraps a builder of one query so it compiles once per database and shape. Returns the runner: it takes the
 * database (or a transaction on it) and the values, and answers Kysely's result.
 */
export function fixedQuery<Values extends object, Row>(build: (db: Db, values: Values) => Compilable<Row>) {
  // Keyed by the database's adapter, which every transaction on it shares, then by the values' shape.
  const compiledByDatabase = new WeakMap<object, Map<string, Compiled<Row>>>();
  return (db: Db, values: Values): Promise<QueryResult<Row>> => {
    const adapter = db.getExecutor().adapter;
    let compiled = compiledByDatabase.get(adapter);
    if (!compiled) compiledByDatabase.set(adapter, (compiled = new Map()));
    const shape = shapeOf(values);
    let entry = compiled.get(shape);
    if (!entry) {
      const query = build(db, standIns(values, []) as Values).compile();
      entry = {
        query,
        slots: query.parameters.map((parameter) =>
          typeof parameter === "string" && parameter.startsWith(MARK)
            ? { path: parameter.slice(MARK.length).split("\u0000") }
            : { constant: parameter },
        ),
      };
      compiled.set(shape, entry);
    }
    const parameters = entry.slots.map((slot) => ("path" in slot ? valueAt(values, slot.path) : slot.constant));
    return db.executeQuery<Row>({ ...entry.query, parameters });
  };
}

function standIns(value: unknown, path: string[]): unknown {
  if (Array.isArray(value)) return value.map((item, index) => standIns(item, [...path, String(index)]));
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, standIns(item, [...path, key])]));
  if (typeof value === "string" || typeof value === "number" || typeof value === "bigint")
    return MARK + path.join("\u0000");
  return value;
}

/** The keys, array lengths, booleans, nulls and undefineds of the values, as a short string (run on every call). */
function shapeOf(value: unknown): string {
  if (value === null) return "n";
  switch (typeof value) {
    case "undefined":
      return "u";
    case "boolean":
      return value ? "t" : "f";
    case "object": {
      let shape = Array.isArray(value) ? "[" : "{";
      if (Array.isArray(value)) for (const item of value) shape += `${shapeOf(item)},`;
      else for (const key in value) shape += `${key}:${shapeOf((value as Record<string, unknown>)[key])},`;
      return shape;
    }
    default:
      return "v";
  }
}

function valueAt(values: unknown, path: string[]): unknown {
  let value = values;
  for (const key of path) value = (value as Record<string, unknown>)[key];
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype;
}
