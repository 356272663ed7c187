/** Where the browser suite's servers listen: one per Playwright worker, from E2E_PORT (8181) upwards. */
export const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 8181);

/**
 * Two workers by default, one per core (E2E_WORKERS=1 for one). On a fast machine two gained little (33 min against
 * 35); on the slower machines CI now has, the suite took 37 min with two and 66 with one (that run still left each
 * journey's extra browser contexts open), and CI's whole run took 71 min with one.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export const e2eBaseUrl = (parallelIndex: number): string => `http://127.0.0.1:${E2E_FIRST_PORT + parallelIndex}`;
