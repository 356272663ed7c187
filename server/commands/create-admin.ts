/**
 * `npm run create-admin -- --email you@company.example --name "Your Name"`: the first administrator of a production
 * database (issue 42 item 1), or any later one. Migrates first (under the start-up lock), then makes the staff member
 * (or finds them by e-mail) and gives them the super-admin role, with one audit row when anything changed; run again,
 * it changes nothing and says so. They sign in with the e-mail's one-time code.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connect.js';
import { prepareDatabase } from '../db/prepare.js';
import { explainStartupError } from '../startup-errors.js';
import { createAdmin, parseAdminArgs } from './admin.js';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const parsed = parseAdminArgs(values);
if ('error' in parsed) {
  console.error(parsed.error);
  process.exit(2);
}

const config = loadConfig();
const handle = openDatabase(config);
try {
  let outcome = '';
  await prepareDatabase(handle, {
    demo: false,
    then: async (db) => {
      outcome = await createAdmin(db, parsed, config.superAdminRoleId, Date.now());
    },
  });
  console.log(`${handle.where}: ${outcome}`);
} catch (err) {
  console.error(explainStartupError(err, config, handle.where));
  process.exitCode = 1;
} finally {
  await handle.close();
}
