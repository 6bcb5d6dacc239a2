/**
 * One schema version: its step on SQLite and its step on PostgreSQL, with the same meaning, so a schema version
 * names the same tables on both engines (db:migrate-to-postgres relies on it). PostgreSQL's times are BIGINT
 * milliseconds, as SQLite's INTEGER. A migration that has shipped is never edited: databases have run exactly its SQL.
 */
export interface Migration {
  readonly sqlite: string;
  readonly postgres: string;
}
