import type { DataProvider } from 'react-admin';
import { restProvider } from '../rest/provider';
import type { ResourceApiTable } from '../../contract/resource-api';
import { PAYOUT_GUARDRAIL_CALLS } from '../../contract/payouts/calls';
import { payoutActions } from './decision';
import { unwrapPayouts } from './envelope';
import { guardrailMethods } from '../investment/guardrails';
import { payoutOpsMethods } from './payout-ops';
import { payoutReconMethods } from './payout-recon';
import { fromPayoutsList, toPayoutsQuery } from './query';

/** Payouts and alerts (spec §7.7): success → data; page and limit from 1 (alert logs declare page 0). */
export function payoutsDataProvider(baseUrl: string, apis: ResourceApiTable = {}): DataProvider {
  const rest = restProvider(
    baseUrl,
    { read: unwrapPayouts, write: unwrapPayouts, listQuery: toPayoutsQuery, listResult: fromPayoutsList },
    apis,
  );
  return {
    ...rest,
    ...payoutActions(baseUrl),
    ...guardrailMethods(PAYOUT_GUARDRAIL_CALLS, baseUrl, unwrapPayouts),
    ...payoutOpsMethods(baseUrl),
    ...payoutReconMethods(baseUrl),
  };
}
