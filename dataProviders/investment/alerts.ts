import { http } from '../http';
import { unwrapInvestment } from './envelope';

type Json = Record<string, unknown>;

/** Deposit-alert actions (spec §7.7) as custom provider methods, called with useDataProvider / useMutation. */
export interface AlertMethods {
  enableAlert(resource: string, params: { data: Json }): Promise<{ data: unknown }>;
  disableAlert(resource: string, params: { data: Json }): Promise<{ data: unknown }>;
}

export function alertMethods(baseUrl: string): AlertMethods {
  const post = async (path: string, body: Json) => ({
    data: unwrapInvestment(await http(`${baseUrl}${path}`, { method: 'POST', body })),
  });
  return {
    enableAlert: (_resource, { data }) => post('/accounts/enable-alert', data),
    disableAlert: (_resource, { data }) => post('/accounts/disable-alert', data),
  };
}
