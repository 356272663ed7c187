import { en } from '../../../src/i18n/en';
import type { Recharge } from '../../../dataProviders/merchant-support/consumer-calls';

/** A translate over the English catalogue, as the console's (%{name} filled in). */
export const translate = (key: string, args: Record<string, unknown> = {}) => {
  const text = key.split('.').reduce<unknown>((at, k) => (at as Record<string, unknown> | undefined)?.[k], en);
  if (typeof text !== 'string') return key;
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name] ?? ''));
};

export const RECHARGE: Recharge = {
  id: 41,
  consumerId: 1001,
  consumerName: 'Asha Verma',
  mobile: 'XXXXXX3210',
  orderId: 'BP1001S001',
  billerCategory: 'DTH',
  billOrderType: 'Recharge',
  rechargeType: 'DTH',
  operator: 'Tata Play',
  amount: 349,
  status: 'PENDING',
  paymentMode: 'UPI',
  paymentDate: Date.UTC(2026, 10, 20, 6, 30),
  updatedAt: Date.UTC(2026, 10, 20, 6, 40),
  openComplaint: null,
};
