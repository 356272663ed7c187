import { z } from 'zod';
import { amount, remarks } from '../investments/requests';
import { FMS_MESSAGES as M, PAYOUT_CHANNELS } from './rules';

const id = (message: string) => z.number({ error: message }).int(message).positive(message);

/** A fund transfer between two company accounts (DIRECT) or a top-up of a low account (REACTIVE). */
export const fmsTransferBody = z
  .object({
    fromAccountId: id('Choose the account to debit.'),
    toAccountId: id('Choose the account to credit.'),
    amount: amount(),
    mode: z.enum(['DIRECT', 'REACTIVE'], { error: 'Mode must be DIRECT or REACTIVE.' }),
    remarks,
  })
  .strict()
  .refine((b) => b.fromAccountId !== b.toAccountId, { message: M.sameAccount, path: ['toAccountId'] });
export type FmsTransferInput = z.input<typeof fmsTransferBody>;

/** An account's threshold, the balance a top-up brings it back to, and the account the top-up comes from. */
export const thresholdBody = z
  .object({
    threshold: amount('Threshold'),
    topupTarget: amount('Top-up target'),
    sourceAccountId: id('Choose the source account.'),
    version: z.number().int().positive(),
  })
  .strict()
  .refine((b) => Math.round(b.topupTarget * 100) > Math.round(b.threshold * 100), {
    message: M.thresholdOrder,
    path: ['topupTarget'],
  });
export type ThresholdInput = z.input<typeof thresholdBody>;

const limit = (label: string) => amount(label);

/** A channel's proposed configuration (every value, the unchanged ones as they are). */
export const channelChangeBody = z
  .object({
    provider: z
      .string({ error: 'Enter a provider.' })
      .trim()
      .min(1, 'Enter a provider.')
      .max(60, 'At most 60 characters.'),
    minPerTxn: limit('Minimum per transaction'),
    maxPerTxn: limit('Maximum per transaction'),
    dailyLimit: limit('Daily limit'),
    enabled: z.boolean({ error: 'Enabled must be true or false.' }),
    remarks,
  })
  .strict();
export type ChannelChangeInput = z.input<typeof channelChangeBody>;

export const channelParam = z.object({
  channel: z.enum(PAYOUT_CHANNELS, { error: `Channel must be one of ${PAYOUT_CHANNELS.join(', ')}.` }),
});
