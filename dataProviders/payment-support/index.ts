import type { DataProvider } from 'react-admin';
import { restProvider } from '../rest/provider';
import type { ResourceApiTable } from '../../contract/resource-api';
import { unwrapPaymentSupport } from './envelope';
import { fromPaymentSupportList, toPaymentSupportQuery } from './query';

/** Payment-support: status_code 200 (or 'Processed!') → data; page and limit from 1. */
export function paymentSupportDataProvider(baseUrl: string, apis: ResourceApiTable = {}): DataProvider {
  return restProvider(
    baseUrl,
    {
      read: unwrapPaymentSupport,
      write: unwrapPaymentSupport,
      listQuery: toPaymentSupportQuery,
      listResult: fromPaymentSupportList,
    },
    apis,
  );
}
