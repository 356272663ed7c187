import { categoryName } from '../../../contract/merchant/categories';
import type { DecisionSummary } from '../../common/decision-summary';
import { formatDateTime } from '../../format/dates';
import type { EnableMerchantAlertBody } from '../../../dataProviders/merchant-support/merchant-alerts';
import { alertTextFacts } from '../alerts/alert-summary';

type Translate = (key: string, options?: Record<string, unknown>) => string;
const T = 'merchantAlerts';

/** Pure: whom an alert goes to, in words: every merchant, a category by name, or a file's valid merchants. */
export function audienceText(
  alert: { audience: string; category: string | null; recipients?: number | null },
  translate: Translate,
): string {
  if (alert.audience === 'CATEGORY')
    return translate(`${T}.audience_of.CATEGORY`, { category: categoryName(alert.category) ?? alert.category });
  if (alert.audience === 'CSV') return translate(`${T}.audience_of.CSV`, { count: alert.recipients ?? 0 });
  return translate(`${T}.audience_of.ALL`);
}

/**
 * Pure: what the enable confirmation restates before merchants see it: to whom (and, for a file, how many were
 * rejected), its header, body and expiry (as the deposit alerts), and what happens once sent.
 */
export function enableSummary(
  body: EnableMerchantAlertBody,
  file: { valid: number; rejected: number; fileName: string } | null,
  translate: Translate,
): DecisionSummary {
  const fact = (key: string, value: string) => [translate(`${T}.${key}`), value] as const;
  const audience = audienceText({ ...body, recipients: file?.valid }, translate);
  return {
    subject: translate(`${T}.confirm.subject`),
    facts: [
      fact('audience', audience),
      ...(file ? [fact('file', translate(`${T}.file_counts`, { ...file }))] : []),
      ...alertTextFacts(body, fact),
    ],
    next: translate(`${T}.confirm.next_enable`, { audience, expiry: formatDateTime(body.expiry_time) }),
  };
}

/** Pure: what the disable confirmation restates: which alert, to whom, since when, and that it stops at once. */
export function disableSummary(
  alert: {
    id: number;
    audience: string;
    category: string | null;
    recipients: number;
    header: string;
    expiryTime: number;
  },
  translate: Translate,
): DecisionSummary {
  const fact = (key: string, value: string) => [translate(`${T}.${key}`), value] as const;
  const audience = audienceText(alert, translate);
  return {
    subject: translate(`${T}.confirm.disable_subject`, { id: alert.id }),
    facts: [
      fact('audience', audience),
      fact('header', alert.header),
      fact('expiry_time', formatDateTime(alert.expiryTime)),
    ],
    changes: [
      {
        label: translate(`${T}.state`),
        before: translate(`${T}.states.ACTIVE`),
        after: translate(`${T}.states.DISABLED`),
      },
    ],
    next: translate(`${T}.confirm.next_disable`, { audience }),
  };
}
