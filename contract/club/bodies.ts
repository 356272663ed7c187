/**
 * The TP club's request bodies (contract/club/calls.ts declares its endpoints): apart, so that the route table and the
 * menu, which read the club's keys on the first screen, do not bring zod with them.
 */
import { z } from 'zod';
import { remarks } from '../investments/requests';

const id = (message: string) => z.number({ error: message }).int(message).positive(message);

export const forceWithdrawBody = z.object({ accountId: id('Choose a club account.'), remarks }).strict();
export type ForceWithdrawInput = z.input<typeof forceWithdrawBody>;
export const applyInterestBody = z.object({ dueId: id('Choose an interest application.'), remarks }).strict();
export type ApplyInterestInput = z.input<typeof applyInterestBody>;
export const cancelRefundBody = z.object({ subscriptionId: id('Choose a subscription.'), remarks }).strict();
export type CancelRefundInput = z.input<typeof cancelRefundBody>;
