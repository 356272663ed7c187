/**
 * Every declared endpoint (contract/endpoint.ts), by area. The reference backend must answer each at its method,
 * path and permission (tests/server/endpoint-table.test.ts); the console calls them through
 * dataProviders/endpoint-client.ts. Areas move here one by one from routes and calls written by hand (issue 40).
 */
import type { Endpoint } from './endpoint';
import { MERCHANT_ACTIONS, MERCHANT_LISTS, MERCHANT_READS } from './merchant/calls';

export const ENDPOINT_TABLES: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = {
  'merchant-360 lists': MERCHANT_LISTS,
  'merchant-360 reads': MERCHANT_READS,
  'merchant-360 actions': MERCHANT_ACTIONS,
};
