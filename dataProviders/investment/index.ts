import type { DataProvider } from 'react-admin';
import { restProvider } from '../rest/provider';
import type { ResourceApiTable } from '../../contract/resource-api';
import { DEPOSIT_GUARDRAIL_CALLS } from '../../contract/investments/calls';
import { alertMethods } from './alerts';
import { guardrailMethods } from './guardrails';
import { investmentOpsMethods } from './investment-ops';
import { unwrapInvestment } from './envelope';
import { fromInvestmentList, toInvestmentQuery } from './query';

/** Investment and FD (spec §7.7): success → data. FD plans declare `updateMethod` and paths as data. */
export function investmentDataProvider(baseUrl: string, apis: ResourceApiTable = {}): DataProvider {
  const rest = restProvider(
    baseUrl,
    { read: unwrapInvestment, write: unwrapInvestment, listQuery: toInvestmentQuery, listResult: fromInvestmentList },
    apis,
  );
  return {
    ...rest,
    ...alertMethods(baseUrl),
    ...guardrailMethods(DEPOSIT_GUARDRAIL_CALLS, baseUrl, unwrapInvestment),
    ...investmentOpsMethods(baseUrl),
  };
}
