import type { DataProvider } from 'react-admin';
import { restProvider } from '../rest/provider';
import type { ResourceApiTable } from '../../contract/resource-api';
import { unwrapCrmRead, unwrapCrmWrite } from './envelope';
import { makerCheckerActions } from './maker-checker';
import { fromCrmList, toCrmQuery } from './query';

/**
 * CRM API (spec §7.1): a resource names its API in `api.prefix` (`/v1/crm`, `/v2/crm`, `/v2/npci`); GET → data,
 * POST → message (npci resources declare `writeResult: 'data'`).
 */
export function crmDataProvider(baseUrl: string, apis: ResourceApiTable = {}): DataProvider {
  const rest = restProvider(
    baseUrl,
    {
      read: unwrapCrmRead,
      write: (response, api) => unwrapCrmWrite(response, api.writeResult ?? 'message'),
      listQuery: toCrmQuery,
      listResult: fromCrmList,
    },
    apis,
  );
  return { ...rest, ...makerCheckerActions(baseUrl) };
}
