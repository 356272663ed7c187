import { nextFrmStates, type FrmOutcome, type FrmState } from '../../../contract/frm/rules';
import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr } from '../../format';
import type { FrmComplaint } from '../../../dataProviders/fraud-risk/frm';

type Translate = (key: string, args?: Record<string, unknown>) => string;

/** Pure: the moves the page offers for a complaint (the server checks the same table). */
export const movesOf = (complaint: Pick<FrmComplaint, 'status'>): readonly FrmState[] =>
  nextFrmStates(complaint.status);

/** Pure: a move may be confirmed: closing needs an outcome, other moves none. */
export const moveReady = (to: FrmState, outcome: FrmOutcome | ''): boolean => to !== 'CLOSED' || outcome !== '';

/** Pure: the move's body: the version read (the server refuses it if changed since), the outcome only to close. */
export const moveBody = (complaint: Pick<FrmComplaint, 'version'>, to: FrmState, outcome: FrmOutcome | '') => ({
  to,
  version: complaint.version,
  ...(to === 'CLOSED' && outcome !== '' && { outcome }),
});

/** Pure: what the confirmation restates: which complaint, on what, the status from → to and the outcome. */
export function moveSummary(
  complaint: FrmComplaint,
  to: FrmState,
  outcome: FrmOutcome | '',
  translate: Translate,
): DecisionSummary {
  const status = (s: string) => translate(`frm.status.${s}`);
  return {
    subject: translate('frm.move.subject', { reference: complaint.reference }),
    facts: [
      [translate('frm.field.merchant'), complaint.merchantId],
      [translate('frm.field.rrn'), complaint.rrn],
      [translate('frm.field.amount_at_risk'), formatInr(complaint.amountAtRisk)],
    ],
    changes: [
      { label: translate('frm.field.status'), before: status(complaint.status), after: status(to) },
      ...(to === 'CLOSED'
        ? [
            {
              label: translate('frm.field.outcome'),
              before: '—',
              after: outcome === '' ? '—' : translate(`frm.outcome.${outcome}`),
            },
          ]
        : []),
    ],
    afterLabel: 'frm.move.after',
    next: translate(to === 'CLOSED' ? 'frm.move.next_closed' : 'frm.move.next_review'),
  };
}
