import type { DataProvider } from 'react-admin';
import { restProvider } from '../rest/provider';
import type { ResourceApiTable } from '../../contract/resource-api';
import { unwrapMerchantSupport } from './envelope';
import { fromMerchantSupportList, toMerchantSupportQuery } from './query';
import { merchantSupportUploadActions } from './uploads';

/** Merchant support (spec §7.3, §7.4): success → data; page and size from 0; the upload calls as custom methods. */
export function merchantSupportDataProvider(baseUrl: string, apis: ResourceApiTable = {}): DataProvider {
  const rest = restProvider(
    baseUrl,
    {
      read: unwrapMerchantSupport,
      write: unwrapMerchantSupport,
      listQuery: toMerchantSupportQuery,
      listResult: fromMerchantSupportList,
    },
    apis,
  );
  return { ...rest, ...merchantSupportUploadActions(baseUrl) };
}
