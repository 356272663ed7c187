/**
 * `npm run migrate`: the migrations and the permission catalogue, nothing else (no demo data), under the same lock as
 * a starting instance (db/prepare.ts), so it can run beside instances; the upgrade step before rolling them. Document
 * bytes still in the database are moved into the configured document store.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connect.js';
import { prepareDatabase } from '../db/prepare.js';
import { documentStoreFrom } from '../documents/store.js';
import { explainStartupError } from '../startup-errors.js';

const config = loadConfig();
const handle = openDatabase(config);
try {
  const documents = documentStoreFrom(config);
  const { applied, documentsMoved } = await prepareDatabase(handle, { demo: false, documents });
  console.log(
    applied.length
      ? `${handle.where}: applied ${applied.length} migration(s): ${applied.join(', ')}.`
      : `${handle.where}: already up to date.`,
  );
  if (documentsMoved) console.log(`Moved ${documentsMoved} document(s) into ${documents.describe}.`);
} catch (err) {
  console.error(explainStartupError(err, config, handle.where));
  process.exitCode = 1;
} finally {
  await handle.close();
}
