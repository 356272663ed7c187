import type { DataProvider } from 'react-admin';
import { restProvider } from '../rest/provider';
import type { ResourceApiTable } from '../../contract/resource-api';
import { unwrapChargeback } from './envelope';
import { fromChargebackList, sourceProductOf, toChargebackQuery } from './query';

/** Chargeback / disputes (spec §7.6): every call and every write body carries sourceProduct (SWIPE by default). */
export function chargebackDataProvider(baseUrl: string, apis: ResourceApiTable = {}): DataProvider {
  return restProvider(
    baseUrl,
    {
      read: unwrapChargeback,
      write: unwrapChargeback,
      listQuery: toChargebackQuery,
      listResult: fromChargebackList,
      commonQuery: (api) => ({ sourceProduct: sourceProductOf(api) }),
      writeBody: (body, api) => ({ ...body, sourceProduct: sourceProductOf(api, body.sourceProduct) }),
    },
    apis,
  );
}
