import type { InvestmentTxnAction } from '../../../contract/investments';
import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr } from '../../format';
import type { InvestmentTxn } from './investment-types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Pure: what raising an action on a P2P transaction restates first (issue 41 item 1): which action on which
 * transaction, the account, how much, its type and reference, and that a checker decides it.
 */
export function txnActionSummary(t: InvestmentTxn, action: InvestmentTxnAction, translate: Translate): DecisionSummary {
  const label = translate(`investments.requests.actions.${action}`);
  return {
    subject: translate('investments.requests.raise_title', { action: label, id: t.id }),
    facts: [
      [translate('investments.accounts.account_no'), `#${t.accountId}`],
      [translate('investments.fields.amount'), formatInr(t.amount)],
      [translate('investments.accounts.type'), t.txnType],
      [translate('investments.accounts.reference'), t.reference],
    ],
    changes: [{ label: translate('investments.fields.status'), before: t.status, after: label }],
    changesLabel: 'pages.approvals.field',
    next: translate('investments.requests.raise_next', { action: label }),
  };
}
