/** `npm start`: build the console when it is stale, then start the reference backend serving it at /crm/. */
import { ROOT_DIR } from '../server/config.js';
import { buildConsoleIfStale } from './console-build.js';

buildConsoleIfStale(ROOT_DIR);
await import('../server/main.js');
