/**
 * The request bodies of the investment and payout-operations calls (spec §7.7), shared by the console's forms and
 * the reference backend's route declarations. Messages are ours where the spec gives none (README).
 */
import { z } from 'zod';
import { GUARDRAIL_STATUSES, PAYOUT_CHANNELS } from './guardrails';

export const REMARKS_REQUIRED = 'Remarks are required.';
export const remarks = z
  .string({ error: REMARKS_REQUIRED })
  .trim()
  .min(1, REMARKS_REQUIRED)
  .max(300, 'Cannot be more than 300 characters.');

const id = (message: string) => z.number({ error: message }).int(message).positive(message);

/** A rupee amount: positive, 2 decimals, at most 12 digits before them (spec §5.8 'decimal max 12'). */
export const amount = (label = 'Amount') =>
  z
    .number({ error: `${label} must be a number.` })
    .positive(`${label} must be greater than 0.`)
    .max(999_999_999_999, `${label}: at most 12 digits.`)
    .multipleOf(0.01, `${label}: at most 2 decimals.`);

const cap = (label: string, whole = false) => {
  const base = z
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} must not be negative.`)
    .max(999_999_999_999, `${label}: at most 12 digits.`);
  return whole ? base.int(`${label} must be a whole number.`) : base.multipleOf(0.01, `${label}: at most 2 decimals.`);
};

export const NO_GUARDRAIL_CHANGE = 'Propose at least one new value.';

/** A guardrail change (deposit or payout): the new caps, at least one different (checked on the server). */
export const guardrailChangeBody = z
  .object({
    guardrailId: id('Choose a guardrail.'),
    max_amount: cap('Amount per transaction').optional(),
    daily_max_count: cap('Transactions per day', true).optional(),
    daily_max_amount: cap('Amount per day').optional(),
    remarks,
  })
  .strict();
export type GuardrailChange = z.input<typeof guardrailChangeBody>;

/** Activating or deactivating a guardrail, under the same four-eyes rule. */
export const guardrailStatusBody = z
  .object({
    guardrailId: id('Choose a guardrail.'),
    status: z.enum(GUARDRAIL_STATUSES, { error: 'Status must be ACTIVE or INACTIVE.' }),
    remarks,
  })
  .strict();
export type GuardrailStatusChange = z.input<typeof guardrailStatusBody>;

/** A checker's decision on one request (spec §7.7 …/action). */
export const requestDecisionBody = z
  .object({
    requestId: id('requestId is required.'),
    isApproved: z.boolean({ error: 'isApproved must be true or false.' }),
    remarks,
  })
  .strict();
export type RequestDecisionInput = z.input<typeof requestDecisionBody>;

export const SAME_ACCOUNT = 'Choose two different accounts.';

/** A transfer between two of the company's own accounts (spec §2.3 /payout/internal-ac-transfer/request). */
export const internalTransferBody = z
  .object({
    fromAccountId: id('Choose the account to debit.'),
    toAccountId: id('Choose the account to credit.'),
    amount: amount(),
    channel: z.enum(PAYOUT_CHANNELS, { error: `Channel must be one of ${PAYOUT_CHANNELS.join(', ')}.` }),
    remarks,
  })
  .strict()
  .refine((b) => b.fromAccountId !== b.toAccountId, { message: SAME_ACCOUNT, path: ['toAccountId'] });
export type InternalTransferInput = z.input<typeof internalTransferBody>;

/** Actions on an investment transaction awaiting one (ours: the spec names forced withdrawal and holds). */
export const INVESTMENT_TXN_ACTIONS = ['FORCED_WITHDRAWAL', 'HOLD', 'RELEASE'] as const;
export type InvestmentTxnAction = (typeof INVESTMENT_TXN_ACTIONS)[number];

export const investmentTxnActionBody = z
  .object({
    transactionId: id('Choose a transaction.'),
    action: z.enum(INVESTMENT_TXN_ACTIONS, { error: `Action must be one of ${INVESTMENT_TXN_ACTIONS.join(', ')}.` }),
    remarks,
  })
  .strict();
export type InvestmentTxnActionInput = z.input<typeof investmentTxnActionBody>;

/** Spec §9 'new limit max 6': at most 6 digits before the decimals. */
export const investmentLimitBody = z
  .object({
    accountId: id('Choose an account.'),
    newLimit: z
      .number({ error: 'New limit must be a number.' })
      .min(0, 'New limit must not be negative.')
      .max(999_999.99, 'New limit: at most 6 digits.')
      .multipleOf(0.01, 'New limit: at most 2 decimals.'),
    remarks,
  })
  .strict();
export type InvestmentLimitInput = z.input<typeof investmentLimitBody>;

/** The end states a stuck payout may be marked with (ours). */
export const PAYOUT_MARK_STATUSES = ['SUCCESS', 'FAILED'] as const;
export const STUCK_TXN_STATUS = 'PENDING';

export const payoutStatusUpdateBody = z
  .object({
    payoutId: id('Choose a payout.'),
    txnStatus: z.enum(PAYOUT_MARK_STATUSES, { error: 'Status must be SUCCESS or FAILED.' }),
    reason: z
      .string({ error: 'A reason is required.' })
      .trim()
      .min(5, 'Must be at least 5 characters.')
      .max(300, 'Cannot be more than 300 characters.'),
    version: z.number({ error: 'version is required.' }).int().positive(),
  })
  .strict();
export type PayoutStatusUpdateInput = z.input<typeof payoutStatusUpdateBody>;

/** Looking a payout up by its id or its UTR (the transaction id). */
export const payoutLookupQuery = z.object({
  q: z
    .string({ error: 'Enter a payout id or UTR.' })
    .trim()
    .min(1, 'Enter a payout id or UTR.')
    .max(40, 'Cannot be more than 40 characters.')
    .regex(/^[A-Za-z0-9]+$/, 'Payout id or UTR must be alphanumeric.'),
});

export const REFERENCE_FORMAT = 'Reference: letters and digits only, at most 40.';

/** Money added to a P2P account (spec §2.3 /p2p/add-money), raised by a maker and credited once a checker approves. */
export const p2pAddMoneyBody = z
  .object({
    accountId: id('Choose an account.'),
    amount: amount(),
    reference: z
      .string({ error: REFERENCE_FORMAT })
      .trim()
      .regex(/^[A-Za-z0-9]{1,40}$/, REFERENCE_FORMAT),
    remarks,
  })
  .strict();
export type P2pAddMoneyInput = z.input<typeof p2pAddMoneyBody>;
