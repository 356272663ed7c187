/**
 * Apply Cashback (spec §4, §5.8, §6): which rule codes a transaction type offers and which permission each needs;
 * tier rules take a tier 1–5 and no amount, the others an amount of at most 3 characters.
 */
export const CASHBACK_RULES = {
  /** The spec names two exclusive-card rules without their codes; these are ours. */
  CASHBACK_EXCLUSIVE_CARD_TRANSACTION: { txnType: 'CARD_USAGE', permission: 'CAN_GIVE_POSTPE_EXCLUSIVE_CARD_CASHBACK' },
  CASHBACK_FIRST_CARD_TRANSACTION: { txnType: 'CARD_USAGE', permission: 'CAN_GIVE_POSTPE_EXCLUSIVE_CARD_CASHBACK' },
  CARD_TXN_CASHBACK_TIER: { txnType: 'CARD_USAGE', permission: 'CAN_GIVE_POSTPE_TIER_CARD_CASHBACK' },
  CASHBACK_FIRST_QR_TRANSACTION: { txnType: 'PAYMENT', permission: 'CAN_GIVE_POSTPE_EXCLUSIVE_QR_CASHBACK' },
  QR_TXN_CASHBACK_TIER: { txnType: 'PAYMENT', permission: 'CAN_GIVE_POSTPE_TIER_QR_CASHBACK' },
} as const;

export type CashbackRuleCode = keyof typeof CASHBACK_RULES;
export const CASHBACK_RULE_CODES = Object.keys(CASHBACK_RULES) as CashbackRuleCode[];
export const CASHBACK_PERMISSIONS = [
  'CAN_GIVE_POSTPE_EXCLUSIVE_CARD_CASHBACK',
  'CAN_GIVE_POSTPE_TIER_CARD_CASHBACK',
  'CAN_GIVE_POSTPE_EXCLUSIVE_QR_CASHBACK',
  'CAN_GIVE_POSTPE_TIER_QR_CASHBACK',
] as const;
export type CashbackPermission = (typeof CASHBACK_PERMISSIONS)[number];

/** Spec §5.8: the tier field shows only for these two rules (and the amount is hidden). */
export const isTierRule = (code: string): boolean =>
  code === 'CARD_TXN_CASHBACK_TIER' || code === 'QR_TXN_CASHBACK_TIER';

/** The rule codes offered for a transaction type to someone holding these permissions. */
export function cashbackRulesFor(txnType: string, held: readonly string[]): CashbackRuleCode[] {
  return CASHBACK_RULE_CODES.filter(
    (code) => CASHBACK_RULES[code].txnType === txnType && held.includes(CASHBACK_RULES[code].permission),
  );
}

/** Spec §5.8: amount, at most 3 characters, a positive decimal ('50', '9.5', '.5'). */
export const isCashbackAmount = (text: string): boolean =>
  text.length > 0 && text.length <= 3 && /^(\d+(\.\d*)?|\.\d+)$/.test(text) && Number(text) > 0;

/** A tier rule's cashback in rupees: ₹10 a tier (tier 1 → ₹10 … tier 5 → ₹50). Ours: the spec does not give it. */
export const tierCashbackAmount = (tier: number): number => tier * 10;
