import { moduleOnFirstUse } from '../../bootstrap/first-use';

/**
 * The merchant change rules (contract/merchant/rules.ts, zod schemas with the server's messages), fetched at the
 * user's first pointer move or key: only the change dialogs check against them, and a tab paints without the zod
 * runtime (24 kB gzip; issue 18). Until they arrive a dialog's Confirm stays disabled; the server checks the same.
 */
export const useMerchantRules = moduleOnFirstUse(() => import('../../../contract/merchant/rules'));

export type MerchantRules = typeof import('../../../contract/merchant/rules');
