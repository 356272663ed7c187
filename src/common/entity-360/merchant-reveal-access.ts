import { MERCHANT_REVEAL } from '../../../contract/merchant-changes/bindings';

/**
 * Who may reveal a merchant's mobile, whole account number or declared PAN (CAN_REVEAL_MERCHANT_PII): exactly the keys the server's reveal call
 * (POST /merchants/{id}/bank-accounts/reveal) declares, asked through the one access table.
 */
export const REVEAL_ACCESS = { revealResource: MERCHANT_REVEAL.name, revealAction: 'show' } as const;
