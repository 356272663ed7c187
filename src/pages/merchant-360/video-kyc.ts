import { VIDEO_KYC_RULES } from '../../../contract/consumer-calls/calls';
import type { DecisionSummary } from '../../common/decision-summary';
import type { MerchantProfile } from './types';

const T = 'consumerCalls.video_kyc';

/** Pure: why a video-KYC link cannot be sent to this merchant (an i18n key), or null when it can. */
export function videoKycUnavailable(m: Pick<MerchantProfile, 'kycStatus' | 'mobile'>): string | null {
  if (m.kycStatus === 'VERIFIED') return `${T}.why_verified`;
  if (!m.mobile) return `${T}.why_no_mobile`;
  return null;
}

/** Pure: what the confirmation restates: to whom (the masked mobile), what, how long it is valid, and what next. */
export function videoKycSummary(
  m: Pick<MerchantProfile, 'merchantId' | 'name' | 'mobile'>,
  staff: string,
  translate: (key: string, args?: Record<string, unknown>) => string,
): DecisionSummary {
  return {
    subject: translate(`${T}.subject`, { merchantId: m.merchantId }),
    facts: [
      [translate(`${T}.to`), `${m.name} · ${m.mobile ?? ''}`],
      [translate(`${T}.what`), translate(`${T}.what_value`)],
      [translate(`${T}.expires`), translate(`${T}.expires_value`, { hours: VIDEO_KYC_RULES.expiryHours })],
      [translate(`${T}.by`), staff],
    ],
    next: translate(`${T}.next`, { minutes: VIDEO_KYC_RULES.cooldownMinutes }),
  };
}
