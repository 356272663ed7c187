import { config } from 'zod/v4/core';

/**
 * Zod without its compiled fast path: zod probes `new Function` to decide whether to compile object parsers, and under
 * our Content-Security-Policy (no 'unsafe-eval') the browser reports that probe as a violation even though zod
 * catches it (issue 38 L12). Zod reads this setting when a schema is created, so this module is imported first by
 * the entry and by every worker, before any module that defines a schema.
 */
config({ jitless: true });
