import type { DataProvider } from 'react-admin';
import { restProvider } from '../rest/provider';
import type { ResourceApiTable } from '../../contract/resource-api';
import { unwrapPostpe } from './envelope';
import { fromPostpeList, toPostpeQuery } from './query';

/** Postpe (pay-later) backend, also used for lending (spec §7.5): success → data, 0-based paging by default. */
export function postpeDataProvider(baseUrl: string, apis: ResourceApiTable = {}): DataProvider {
  return restProvider(
    baseUrl,
    { read: unwrapPostpe, write: unwrapPostpe, listQuery: toPostpeQuery, listResult: fromPostpeList },
    apis,
  );
}

/** Lending speaks the postpe conventions under its own base URL. */
export const lendingDataProvider = postpeDataProvider;
