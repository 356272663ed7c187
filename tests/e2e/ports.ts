/** Where the browser suite's servers listen: one per Playwright worker, from E2E_PORT (8181) upwards. */
export const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 8181);

/** One worker by default: two on the 2-core CI machine took 33 min against 35 and timed out journeys under load (E2E_WORKERS=2). */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 1);

export const e2eBaseUrl = (parallelIndex: number): string => `http://127.0.0.1:${E2E_FIRST_PORT + parallelIndex}`;
