import type { DecisionSummary } from '../../common/decision-summary';
import { formatDateTime } from '../../format/dates';
import type { AlertRequest } from './alert-form-state';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Fact = (key: string, value: string) => readonly [string, string];

/** Pure: the facts of what any alert shows (deposit or merchant), labelled by `fact`: header, body, expiry. */
export const alertTextFacts = (data: { header: string; body: string; expiry_time: number }, fact: Fact) => [
  fact('header', data.header),
  fact('body', data.body),
  fact('expiry_time', formatDateTime(data.expiry_time)),
];

/**
 * Pure: what the alert confirmation restates before customers see (or stop seeing) it (issue 41 item 1): which alert
 * and for which accounts, its header, body and expiry, and what happens once sent.
 */
export function alertSummary(request: AlertRequest, translate: Translate): DecisionSummary {
  const { alert_type: type, product } = request.data;
  const products = product || translate('pages.deposit_alerts.confirm.every_account');
  const enabling = request.method === 'enableAlert';
  const fact = (key: string, value: string) => [translate(`pages.deposit_alerts.${key}`), value] as const;
  return {
    subject: `${translate('pages.deposit_alerts.alert_type')}: ${type}`,
    facts: [
      fact('status', translate(enabling ? 'pages.deposit_alerts.enable' : 'pages.deposit_alerts.disable')),
      fact('product', products),
      ...(request.method === 'enableAlert' ? alertTextFacts(request.data, fact) : []),
    ],
    next:
      request.method === 'enableAlert'
        ? translate('pages.deposit_alerts.confirm.next_enable', {
            type,
            products,
            expiry: formatDateTime(request.data.expiry_time),
          })
        : translate('pages.deposit_alerts.confirm.next_disable', { type, products }),
  };
}
