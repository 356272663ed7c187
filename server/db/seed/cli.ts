/**
 * `npm run seed -- --scale N`: migrates and seeds the database (SQLite file, or DATABASE_URL), then grows the big
 * tables to N × their base size (each seed module's `grow`; payouts: 1,000 × N rows).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../connect.js';
import { migrateToLatest } from '../migrate.js';
import { growToScale, seedIfEmpty } from './index.js';
import { explainStartupError } from '../../startup-errors.js';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1) {
  console.error(`--scale must be a whole number of at least 1, got "${values.scale}".`);
  process.exit(2);
}

const config = loadConfig();
const handle = openDatabase(config);
try {
  await migrateToLatest(handle.db);
  const seeded = await seedIfEmpty(handle.db, { scale });
  const added = await growToScale(handle.db, scale);
  const grown = Object.entries(added).map(([name, rows]) => `${name} +${rows}`);
  console.log(
    `${handle.where}: ${seeded ? 'seeded' : 'already seeded'}; grown to scale ${scale}: ${grown.join(', ')}.`,
  );
} catch (err) {
  console.error(explainStartupError(err, config, handle.where));
  process.exitCode = 1;
} finally {
  await handle.close();
}
