// Every query about the documents of applications. Lists never read the sealed bytes; only opening one does.
import type { Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { ApplicationDocumentsTable } from "./schema.ts";

export type ApplicationDocumentRow = Selectable<ApplicationDocumentsTable>;
export type DocumentInfoRow = Omit<ApplicationDocumentRow, "sealed">;

const INFO_COLUMNS = [
  "id",
  "application_id",
  "user_id",
  "kind",
  "person_index",
  "name",
  "size",
  "content_type",
  "created_at",
] as const;

export async function insertApplicationDocument(db: Db, document: ApplicationDocumentRow): Promise<void> {
  await db.insertInto("application_documents").values(document).execute();
}

/** An application's documents, oldest first, without their bytes. */
export async function listApplicationDocuments(db: Db, applicationId: string): Promise<DocumentInfoRow[]> {
  return db
    .selectFrom("application_documents")
    .select(INFO_COLUMNS)
    .where("application_id", "=", applicationId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** How many documents an application holds, and their bytes together (as uploaded, before sealing). */
export async function applicationDocumentTotals(
  db: Db,
  applicationId: string,
): Promise<{ count: number; bytes: number }> {
  // PostgreSQL answers COUNT and SUM of integers as bigint, which the driver gives as text.
  const { count, bytes } = await db
    .selectFrom("application_documents")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("count"),
      eb.fn.coalesce(eb.fn.sum<number | string | null>("size"), eb.lit(0)).as("bytes"),
    ])
    .where("application_id", "=", applicationId)
    .executeTakeFirstOrThrow();
  return { count: Number(count), bytes: Number(bytes) };
}

/** The document with its sealed bytes, when it belongs to `applicationId`. */
export async function findApplicationDocument(
  db: Db,
  applicationId: string,
  documentId: string,
): Promise<ApplicationDocumentRow | undefined> {
  return db
    .selectFrom("application_documents")
    .selectAll()
    .where("id", "=", documentId)
    .where("application_id", "=", applicationId)
    .executeTakeFirst();
}

/** The document's details without its bytes, when it belongs to `applicationId`. */
export async function findApplicationDocumentInfo(
  db: Db,
  applicationId: string,
  documentId: string,
): Promise<DocumentInfoRow | undefined> {
  return db
    .selectFrom("application_documents")
    .select(INFO_COLUMNS)
    .where("id", "=", documentId)
    .where("application_id", "=", applicationId)
    .executeTakeFirst();
}

/** Deletes the document when it belongs to `applicationId`; false when there was none. */
export async function deleteApplicationDocument(db: Db, applicationId: string, documentId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("application_documents")
    .where("id", "=", documentId)
    .where("application_id", "=", applicationId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Deletes the IDs of people no longer listed (index at or past the new number of people). */
export async function deleteIdentityDocumentsFrom(db: Db, applicationId: string, firstGone: number): Promise<number> {
  const result = await db
    .deleteFrom("application_documents")
    .where("application_id", "=", applicationId)
    .where("kind", "=", "identity")
    .where("person_index", ">=", firstGone)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
