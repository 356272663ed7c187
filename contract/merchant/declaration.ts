/**
 * /merchant-declaration (Merchant Declaration- NPCI): NPCI caps what a small (P2PM) merchant may receive over UPI in
 * a year; the merchant-support backend answers the merchant's cap and what it received (§7.4
 * /crm/sherloc/annual-limit-info). A merchant whose KYC is not verified must declare its business once it nears the
 * cap. Our choice where the spec is silent (README): "near" is 80% of the cap.
 */
export const DECLARATION_DUE_SHARE = 0.8;

export type DeclarationStatus = 'NOT_NEEDED' | 'NO_LIMIT' | 'WITHIN' | 'DUE' | 'OVER';

/** Pure: where a merchant stands against its NPCI annual limit. */
export function declarationStatus(input: {
  kycStatus: string | null;
  annualLimit: number | null;
  used: number | null;
}): DeclarationStatus {
  if (input.kycStatus === 'VERIFIED') return 'NOT_NEEDED';
  if (input.annualLimit === null || input.annualLimit <= 0) return 'NO_LIMIT';
  const used = input.used ?? 0;
  if (used >= input.annualLimit) return 'OVER';
  if (used >= input.annualLimit * DECLARATION_DUE_SHARE) return 'DUE';
  return 'WITHIN';
}

/** The statuses in which the merchant may be asked to declare (POST /crm/sherloc/notify-merchant). */
export const NOTIFIABLE: readonly DeclarationStatus[] = ['DUE', 'OVER'];

/** The notice sent to the merchant, recorded with the merchant's messages. */
export const DECLARATION_NOTICE = {
  service: 'merchant-onboarding',
  templateId: 'NPCI_DECLARATION',
  body: 'Your UPI collections are near the NPCI annual limit for small merchants. Complete your business declaration (KYC) in the app to keep receiving payments.',
} as const;

/** What the server answers when the merchant need not be asked (409). */
export const NOT_NOTIFIABLE_MESSAGE = 'This merchant need not declare: the NPCI annual limit is not near.';
