import { MERCHANT_CHANGE_READS } from '../../../contract/merchant-changes/bindings';

/**
 * Who may reveal a merchant's whole account number or declared PAN: exactly the keys the server's reveal call
 * (POST /merchants/{id}/bank-accounts/reveal) declares, asked through the one access table.
 */
export const REVEAL_ACCESS = { revealResource: MERCHANT_CHANGE_READS.name, revealAction: 'list' } as const;
