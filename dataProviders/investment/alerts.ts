import { DEPOSIT_ALERT_CALLS } from '../../contract/investments/calls';
import { declaredCall } from '../rest/ops-call';
import { unwrapInvestment } from './envelope';

type Json = Record<string, unknown>;

/** Deposit-alert actions (spec §7.7) as custom provider methods, called with useDataProvider / useMutation. */
export interface AlertMethods {
  enableAlert(resource: string, params: { data: Json }): Promise<{ data: unknown }>;
  disableAlert(resource: string, params: { data: Json }): Promise<{ data: unknown }>;
}

export function alertMethods(baseUrl: string): AlertMethods {
  const call = declaredCall(baseUrl, unwrapInvestment);
  return {
    enableAlert: (_resource, { data }) => call(DEPOSIT_ALERT_CALLS.enable, { body: data }),
    disableAlert: (_resource, { data }) => call(DEPOSIT_ALERT_CALLS.disable, { body: data }),
  };
}
