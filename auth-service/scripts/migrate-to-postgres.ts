// Moves a SQLite deployment to PostgreSQL: copies DATA_DIR's database into the empty database at DATABASE_URL,
// checks the copy, and says what to do next. Stop the SQLite service first; this refuses while it has the file open.
//   DATABASE_URL=postgres://… [DATA_DIR=./data] [AUTH_SECRET_KEY=…] node auth-service/scripts/migrate-to-postgres.ts
// Without AUTH_SECRET_KEY the key file the SQLite deployment generated in DATA_DIR is used.
import { createSecretBox, deriveKey, keyToKeep } from "../src/core/secret-box.ts";
import { openTotpSecret } from "../src/auth/two-factor.ts";
import { loadMigrationConfig } from "../src/config.ts";
import { copyToPostgres } from "../src/db/copy-to-postgres.ts";
import { DOCUMENT_KEY_PURPOSE, openDocument } from "../src/onboarding/document-seal.ts";

try {
  const { dataDir, databaseUrl, secretKey } = loadMigrationConfig();
  const { key, keyFile } = keyToKeep(dataDir, secretKey);
  const secretBox = createSecretBox(key);
  const documentKey = deriveKey(key, DOCUMENT_KEY_PURPOSE);
  const report = await copyToPostgres({
    dataDir,
    databaseUrl,
    openSealedTotp: (userId, sealed) => openTotpSecret({ secretBox }, userId, sealed),
    openSealedDocument: (document) => openDocument(documentKey, document.sealed, document.id, document.user_id),
  });
  for (const count of report.tables) console.log(JSON.stringify({ msg: "table copied", ...count }));
  console.log(JSON.stringify({ msg: "sealed TOTP secrets open with the key", secrets: report.sealedSecrets }));
  console.log(JSON.stringify({ msg: "sealed documents open with the key", documents: report.sealedDocuments }));
  const keyIsIn = keyFile ? `the key in ${keyFile}` : "the AUTH_SECRET_KEY this migration ran with";
  console.log(
    JSON.stringify({
      msg: "migration complete",
      next:
        `Start every instance with this DATABASE_URL and AUTH_SECRET_KEY set to ${keyIsIn}, the same on each. ` +
        `Do not start the SQLite service on ${dataDir} again: what it writes would not reach PostgreSQL.`,
      keyFile,
    }),
  );
} catch (error) {
  console.error(JSON.stringify({ msg: "migration failed; nothing was copied", error: (error as Error).message }));
  process.exitCode = 1;
}
