// How money leaves SQL exactly: a BIGINT column is cast to text in the query and made a BigInt here. Neither driver
// would give it whole (better-sqlite3 and this service's pg parser both make numbers), and a number is a float.
import { sql, type RawBuilder } from "kysely";

/** `CAST(<column> AS TEXT) AS <alias>`: read it back with toMinor. */
export function moneyText(column: string, alias: string = column.split(".").pop()!) {
  return sql<string | null>`cast(${sql.ref(column)} as text)`.as(alias);
}

/** An expression of money (a SUM, a difference) as text. */
export function moneyTextOf(expression: RawBuilder<unknown>, alias: string) {
  return sql<string | null>`cast(${expression} as text)`.as(alias);
}

/** The BigInt of a money text from SQL; null stays null. */
export function toMinor(text: string): bigint;
export function toMinor(text: string | null): bigint | null;
export function toMinor(text: string | null): bigint | null {
  return text === null ? null : BigInt(text);
}
