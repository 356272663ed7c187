/**
 * `npm start`, for development and trying the console: build the console when it is stale, then start the reference
 * backend (TypeScript, through tsx) serving it at /crm/. Production never builds at start and never runs tsx: it runs
 * `npm run build` once, then `node dist-server/main.js` (README, "Deploying"); so this refuses NODE_ENV=production.
 */
import { ROOT_DIR } from '../server/config.js';
import { buildConsoleIfStale } from './console-build.js';

if (process.env.NODE_ENV === 'production') {
  console.error(
    'npm start is for development: in production run npm run build once, then node dist-server/main.js (README, "Deploying").',
  );
  process.exit(1);
}
buildConsoleIfStale(ROOT_DIR);
await import('../server/main.js');
