/**
 * SMS templates by service (spec §7.3 get-sms-templates?serviceName, send-notification) and the SMS types the
 * merchant-support call sends (§7.4 /merchants/{id}/send/sms/{type}). The wording is ours: the spec shows none.
 */
export const SMS_SERVICES = ['merchant-onboarding', 'settlement', 'swipe'] as const;
export type SmsService = (typeof SMS_SERVICES)[number];

export interface SmsTemplate {
  templateId: string;
  name: string;
  body: string;
}

export const SMS_TEMPLATES: Readonly<Record<SmsService, readonly SmsTemplate[]>> = {
  'merchant-onboarding': [
    { templateId: 'KYC_REMINDER', name: 'KYC reminder', body: 'Complete your KYC to keep receiving payments.' },
    { templateId: 'QR_ACTIVATED', name: 'QR activated', body: 'Your QR is active. Start accepting payments now.' },
  ],
  settlement: [
    { templateId: 'SETTLEMENT_DONE', name: 'Settlement done', body: 'Your settlement has been credited to your bank.' },
    { templateId: 'SETTLEMENT_DELAY', name: 'Settlement delayed', body: 'Your settlement is delayed; we are on it.' },
  ],
  swipe: [
    { templateId: 'DEVICE_DISPATCHED', name: 'Device dispatched', body: 'Your card-swipe device is on its way.' },
    { templateId: 'RENTAL_DUE', name: 'Rental due', body: 'Your device rental is due. Keep your balance ready.' },
  ],
};

/** The SMS types of /merchants/{id}/send/sms/{type}. */
export const SMS_TYPES = ['APP_LINK', 'QR_LINK', 'KYC_LINK'] as const;
export type SmsType = (typeof SMS_TYPES)[number];

export const KYC_SMS_TEMPLATE = 'KYC_REMINDER';

export function templateOf(service: string, templateId: string): SmsTemplate | undefined {
  return (SMS_TEMPLATES as Record<string, readonly SmsTemplate[] | undefined>)[service]?.find(
    (t) => t.templateId === templateId,
  );
}
