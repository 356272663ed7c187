/** The profile the merchant-support backend answers (server/routes/merchant-support/merchant-schemas.ts profileDto). */
export interface MerchantProfile {
  id: string;
  merchantId: string;
  name: string;
  status: string;
  kycStatus: string;
  storeId: string | null;
  ownerName: string | null;
  mobile: string | null;
  email: string | null;
  vpa: string | null;
  pan: string | null;
  address: string | null;
  city: string | null;
  qrName: string | null;
  referralCode: string | null;
  mcc: string | null;
  businessCategory: string | null;
  migrationStatus: string | null;
  settlementType: string | null;
  settlementHold: string | null;
  notificationPreferences: { sms: boolean; whatsapp: boolean; email: boolean; push: boolean };
  onboardedAt: number | null;
  updatedAt: number;
  version: number;
}
