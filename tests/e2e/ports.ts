/** Where the browser suite's servers listen: one per Playwright worker, from E2E_PORT (8181) upwards. */
export const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 8181);

/** Two workers on the 2-core CI machine: a third only queues behind the other two for the same cores. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export const e2eBaseUrl = (parallelIndex: number): string => `http://127.0.0.1:${E2E_FIRST_PORT + parallelIndex}`;
