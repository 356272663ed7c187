import { balancesAfter, changedChannelFields, type ChannelValues } from '../../../contract/payout-fms/rules';
import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr } from '../../format';

type Translate = (key: string, args?: Record<string, unknown>) => string;

const S = 'payoutFms';
/** The channel fields' labels, shared with the approvals inbox (a prefix, not a key). */
const F = ['pages', 'approvals', 'fms_fields'].join('.');

/** An account as a summary names it, with its balance now. */
export interface SummaryAccount {
  label: string;
  balance: number;
}

/**
 * Pure: a fund transfer restated (raised or decided): from which account to which, how much, each balance now → after,
 * and what confirming does. `decision` is the request being decided (null: a maker raising it).
 */
export function fmsTransferSummary(
  t: Translate,
  d: {
    mode: string;
    from: SummaryAccount;
    to: SummaryAccount;
    amount: number;
    decision: { id: number; isApproved: boolean; makerEmail: string } | null;
  },
): DecisionSummary {
  const after = balancesAfter(d.from.balance, d.to.balance, d.amount);
  const amount = formatInr(d.amount);
  const short = d.decision !== null && d.decision.isApproved && after.from < 0;
  return {
    subject: d.decision
      ? t(`${S}.transfer_subject`, { id: d.decision.id, mode: t(`${S}.modes.${d.mode}`) })
      : t(`${S}.modes.${d.mode}`),
    facts: [
      [t(`${S}.fields.from`), d.from.label],
      [t(`${S}.fields.to`), d.to.label],
      [t(`${S}.fields.amount`), amount],
      ...(d.decision ? [[t(`${S}.fields.maker`), d.decision.makerEmail] as const] : []),
    ],
    ...(d.decision?.isApproved === false
      ? {}
      : {
          changes: [
            {
              label: t(`${S}.balance_of`, { account: d.from.label }),
              before: formatInr(d.from.balance),
              after: formatInr(after.from),
            },
            {
              label: t(`${S}.balance_of`, { account: d.to.label }),
              before: formatInr(d.to.balance),
              after: formatInr(after.to),
            },
          ],
        }),
    next: d.decision
      ? d.decision.isApproved
        ? short
          ? t(`${S}.next_short`, { amount, balance: formatInr(d.from.balance) })
          : t(`${S}.next_approve`, { amount })
        : t(`${S}.next_reject`)
      : t(`${S}.next_raise`),
  };
}

const channelValue = (t: Translate, field: keyof ChannelValues, v: ChannelValues): string =>
  field === 'enabled'
    ? t(v.enabled ? `${S}.config.on` : `${S}.config.off`)
    : field === 'provider'
      ? v.provider
      : formatInr(v[field]);

/**
 * Pure: a channel change restated: the channel, each value it changes old → new (the unchanged ones left out), and
 * what confirming does (raised: a checker decides; approved: applies from now; rejected: nothing changes).
 */
export function channelChangeSummary(
  t: Translate,
  d: {
    channel: string;
    before: ChannelValues;
    after: ChannelValues;
    decision: { id: number; isApproved: boolean; makerEmail: string } | null;
  },
): DecisionSummary {
  return {
    subject: d.decision
      ? t(`${S}.config.subject_decide`, { id: d.decision.id, channel: d.channel })
      : t(`${S}.config.subject`, { channel: d.channel }),
    facts: [
      [t(`${F}.channel`), d.channel],
      ...(d.decision ? [[t(`${S}.fields.maker`), d.decision.makerEmail] as const] : []),
    ],
    changes: changedChannelFields(d.before, d.after).map((field) => ({
      label: t(`${F}.${field}`),
      before: channelValue(t, field, d.before),
      after: channelValue(t, field, d.after),
    })),
    next: d.decision
      ? t(d.decision.isApproved ? `${S}.config.next_approve` : `${S}.next_reject`)
      : t(`${S}.config.next_raise`),
  };
}

/** Pure: a threshold saved: the account, threshold and top-up target now → new, and the top-up source. */
export function thresholdSummary(
  t: Translate,
  d: {
    account: string;
    source: string;
    before: { threshold: number | null; topupTarget: number | null };
    after: { threshold: number; topupTarget: number };
    balance: number;
  },
): DecisionSummary {
  const shown = (v: number | null) => (v === null ? t(`${S}.none`) : formatInr(v));
  const crosses = d.balance < d.after.threshold;
  return {
    subject: t(`${S}.threshold.subject`, { account: d.account }),
    facts: [
      [t(`${S}.fields.balance`), formatInr(d.balance)],
      [t(`${S}.threshold.source`), d.source],
    ],
    changes: [
      { label: t(`${S}.threshold.threshold`), before: shown(d.before.threshold), after: formatInr(d.after.threshold) },
      { label: t(`${S}.threshold.target`), before: shown(d.before.topupTarget), after: formatInr(d.after.topupTarget) },
    ],
    next: t(crosses ? `${S}.threshold.next_crosses` : `${S}.threshold.next`),
  };
}
