/**
 * This area's endpoints, declared once (contract/endpoint.ts, issue 40): backend, method, path, paging and access.
 * The console calls them through dataProviders/endpoint-client.ts; the reference backend registers them through
 * server/routes/declared.ts serve(); tests/server/endpoint-table.test.ts checks each is served as declared.
 */
import type { Endpoint } from '../endpoint';

export const PAYOUT_ENDPOINTS: Readonly<Record<string, Endpoint>> = {};
