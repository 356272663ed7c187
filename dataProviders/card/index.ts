import type { DataProvider } from 'react-admin';
import { restProvider } from '../rest/provider';
import type { ResourceApiTable } from '../../contract/resource-api';
import { unwrapCard } from './envelope';
import { fromCardList, toCardQuery } from './query';

/** Card internal API: GET and PUT only (spec §7.1); HTTP 200 and success → data. */
export function cardDataProvider(baseUrl: string, apis: ResourceApiTable = {}): DataProvider {
  return restProvider(
    baseUrl,
    {
      read: unwrapCard,
      write: unwrapCard,
      listQuery: toCardQuery,
      listResult: fromCardList,
      unsupported: ['create', 'delete'],
    },
    apis,
  );
}
