import { z } from 'zod';
import { remarks } from './bank';
import { SETTLEMENT_TYPES } from '../uploads/rows';
import { SETTLEMENT_TYPE_REASONS, UNBLOCK_REASONS } from './settlement-values';

export * from './settlement-values';

/** POST /merchants/{id}/settlement/unblock/request: which hold, why, and the amount it releases. */
export const settlementUnblockBody = z
  .object({
    blockId: z.number({ error: 'Choose the settlement hold to release.' }).int().positive(),
    reason: z.enum(UNBLOCK_REASONS, { error: 'Choose a reason.' }),
    remarks,
  })
  .strict();
export type SettlementUnblockBody = z.output<typeof settlementUnblockBody>;

/** The two settlement types (spec, settlement config file): the settlement-config upload's values. */
export { SETTLEMENT_TYPES };
export type SettlementType = (typeof SETTLEMENT_TYPES)[number];

/** POST /merchants/{id}/settlement/type/request: the new settlement type, why, and remarks. */
export const settlementTypeBody = z
  .object({
    settlementType: z.enum(SETTLEMENT_TYPES, { error: 'Choose a settlement type.' }),
    reason: z.enum(SETTLEMENT_TYPE_REASONS, { error: 'Choose a reason.' }),
    remarks,
  })
  .strict();
export type SettlementTypeBody = z.output<typeof settlementTypeBody>;
