/**
 * Payout FMS and payout channel configuration (issue 45 item 4; spec §2.3 'Payout FMS' /payout/direct-fund-transfer,
 * /payout/reactive-fund-transfer, /payout/threshold-fund-transfer; /payout/config; §6 'FMS account configs'). The
 * accounts are the company's own accounts of the internal transfers (internal_accounts); pure rules shared by the
 * server (which enforces them) and the console (which restates them). Amounts are rupees (contract/money.ts).
 */
import { toPaise } from '../money';
import { PAYOUT_CHANNELS, rupees } from '../investments/guardrails';

export { PAYOUT_CHANNELS };

export const FMS_VIEW_KEY = 'CAN_VIEW_FMS_ACCOUNTS';
export const FMS_RAISE_KEY = 'CAN_RAISE_FMS_TRANSFER';
export const FMS_APPROVE_KEY = 'CAN_APPROVE_FMS_TRANSFER';
export const FMS_THRESHOLD_KEY = 'CAN_MANAGE_FMS_THRESHOLDS';
export const PAYOUT_CONFIG_VIEW_KEY = 'CAN_VIEW_PAYOUT_CONFIG';
export const PAYOUT_CONFIG_RAISE_KEY = 'CAN_RAISE_PAYOUT_CONFIG_CHANGE';
export const PAYOUT_CONFIG_APPROVE_KEY = 'CAN_APPROVE_PAYOUT_CONFIG_CHANGE';

export const FMS_TRANSFER_KIND = 'FMS_TRANSFER';
export const PAYOUT_CONFIG_CHANGE_KIND = 'PAYOUT_CONFIG_CHANGE';

/** The kinds of company account FMS keeps (ours: the spec names the idea, not the list). */
export const FMS_ACCOUNT_TYPES = ['NODAL', 'ESCROW', 'PAYOUT', 'OPERATING'] as const;
export type FmsAccountType = (typeof FMS_ACCOUNT_TYPES)[number];

/** How a fund transfer came about: raised directly, a top-up of a low account, or raised by the threshold itself. */
export const FMS_TRANSFER_MODES = ['DIRECT', 'REACTIVE', 'THRESHOLD'] as const;
export type FmsTransferMode = (typeof FMS_TRANSFER_MODES)[number];

export const FMS_MESSAGES = {
  raised: 'Fund transfer raised; balances move once a checker approves it.',
  sameAccount: 'Choose two different accounts.',
  accountNotFound: 'No Record Found!',
  topUpPending: 'A top-up of this account is already waiting for a checker.',
  notLow: 'This account is not below its threshold; use a direct fund transfer.',
  noThreshold: 'Set a threshold for this account first.',
  thresholdSaved: 'Threshold saved.',
  thresholdOrder: 'The top-up target must be above the threshold.',
  thresholdSource: 'Choose a source account other than the account itself.',
  thresholdMoved: 'This account was changed by someone else since you opened it; reload and try again.',
  transferGone: 'This transfer can no longer be executed.',
  configRaised: 'Channel change raised; it applies once a checker approves it.',
  configSame: 'Change at least one value.',
  configPending: 'A change of this channel is already waiting for a checker.',
  configMoved: 'The channel was changed since this request was raised; raise it again.',
  configOrder: 'The minimum per transaction must not be above the maximum, nor the maximum above the daily limit.',
} as const;

/** Pure: the refusal when the account to debit cannot cover the amount at approval time. */
export const insufficientMessage = (account: string, available: number, amount: number): string =>
  `Insufficient balance in ${account}: ${available.toFixed(2)} available, ${amount.toFixed(2)} to transfer. ` +
  'The request stays pending; top the account up or reject it.';

/** The remarks of an automatic top-up (who raised it: the person whose approval took the account below). */
export const thresholdRemarks = (account: string, threshold: number): string =>
  `Raised automatically: ${account} fell below its threshold of ${threshold.toFixed(2)}.`;

/** Pure: is the balance below the account's threshold (none set: never)? Compared in paise. */
export const isBelowThreshold = (balance: number, threshold: number | null): boolean =>
  threshold !== null && toPaise(balance) < toPaise(threshold);

/**
 * Pure: the amount that brings an account back to its top-up target (else its threshold), 0 when it is there already;
 * the reactive transfer's pre-filled amount and the automatic top-up's amount.
 */
export function topUpAmount(a: { balance: number; threshold: number | null; topupTarget: number | null }): number {
  const goal = a.topupTarget ?? a.threshold;
  if (goal === null) return 0;
  return Math.max(0, toPaise(goal) - toPaise(a.balance)) / 100;
}

/** Pure: the balances of both accounts once `amount` moves from one to the other (paise-exact). */
export const balancesAfter = (from: number, to: number, amount: number) => ({
  from: (toPaise(from) - toPaise(amount)) / 100,
  to: (toPaise(to) + toPaise(amount)) / 100,
});

/** A channel's configuration as /payout/config shows and changes it. */
export interface ChannelValues {
  provider: string;
  minPerTxn: number;
  maxPerTxn: number;
  dailyLimit: number;
  enabled: boolean;
}
export const CHANNEL_FIELDS = ['provider', 'minPerTxn', 'maxPerTxn', 'dailyLimit', 'enabled'] as const;

/** Pure: min ≤ max ≤ daily limit. */
export const channelOrderOk = (v: Pick<ChannelValues, 'minPerTxn' | 'maxPerTxn' | 'dailyLimit'>): boolean =>
  toPaise(v.minPerTxn) <= toPaise(v.maxPerTxn) && toPaise(v.maxPerTxn) <= toPaise(v.dailyLimit);

/** Pure: the fields a proposal changes (money compared in paise). */
export function changedChannelFields(before: ChannelValues, after: ChannelValues): (keyof ChannelValues)[] {
  return CHANNEL_FIELDS.filter((f) =>
    typeof before[f] === 'number' ? toPaise(before[f]) !== toPaise(after[f] as number) : before[f] !== after[f],
  );
}

/**
 * Pure: the refusal of sending `amount` over a channel as /payout/config sets it (null = it may go): the channel
 * switched off, the amount outside its per-transaction minimum and maximum, or the day's total (the IST business day, what already
 * went out over it plus this) over its daily limit. The server checks it where a payout or transfer is approved.
 */
export function channelConfigRefusal(
  config: (ChannelValues & { channel: string }) | null | undefined,
  amount: number,
  todayAmount: number,
): string | null {
  if (!config) return null;
  const refused = (why: string) => `Refused by the payout channel ${config.channel} (/payout/config): ${why}`;
  if (!config.enabled) return refused('the channel is switched off.');
  const [paise, min, max] = [toPaise(amount), toPaise(config.minPerTxn), toPaise(config.maxPerTxn)];
  if (paise < min || paise > max)
    return refused(
      `an amount per transaction must be from ${rupees(config.minPerTxn)} to ${rupees(config.maxPerTxn)}; this is ${rupees(amount)}.`,
    );
  const day = toPaise(todayAmount) + paise;
  if (day > toPaise(config.dailyLimit))
    return refused(
      `the amount per day is limited to ${rupees(config.dailyLimit)}; ${rupees(todayAmount)} went out today, this would make it ${rupees(day / 100)}.`,
    );
  return null;
}
