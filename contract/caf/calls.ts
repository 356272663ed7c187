/**
 * /caf-form (spec §2.3 Other; issue 46 item 5): a merchant's customer application form (CAF) as a PDF, built from the
 * merchant's record and stores, declared once (contract/endpoint.ts). Read by whoever may read a merchant.
 */
import type { Endpoint } from '../endpoint';
import { MERCHANT_DETAILS } from '../merchant/bindings';

export const CAF_CALLS = {
  /** The CAF of one merchant (application/pdf); 404 for an unknown merchant. */
  cafPdf: {
    backend: 'merchant-support',
    method: 'GET',
    path: '/merchants/:merchantId/caf',
    access: { rules: MERCHANT_DETAILS.access, actions: ['show'] },
    answer: 'file',
  },
} as const satisfies Record<string, Endpoint>;

export const CAF_ENDPOINTS: Readonly<Record<string, Endpoint>> = CAF_CALLS;

/** What the form shows of a merchant: personal data masked as the 360 shows it (contract/pii.ts). */
export interface CafMerchant {
  merchantId: string;
  name: string;
  ownerName: string | null;
  mobile: string | null;
  email: string | null;
  pan: string | null;
  address: string | null;
  city: string | null;
  vpa: string | null;
  mcc: string | null;
  businessCategory: string | null;
  status: string;
  kycStatus: string;
  settlementType: string | null;
  onboardedOn: string | null;
  stores: readonly { storeId: string; name: string; city: string | null; pincode: string | null; status: string }[];
}

const or = (value: string | null) => (value === null || value === '' ? '-' : value);

/** Pure: the CAF's lines, in the form's order (one PDF line each; the PDF builder pages nothing, so stores cap at 25). */
export function cafLines(m: CafMerchant, generatedOn: string): string[] {
  const stores = m.stores.slice(0, 25);
  return [
    'Customer Application Form (CAF)',
    `Merchant ID: ${m.merchantId}   Generated: ${generatedOn}`,
    '',
    'Business',
    `Business name: ${m.name}`,
    `Business category: ${or(m.businessCategory)}   MCC: ${or(m.mcc)}`,
    `Status: ${m.status}   KYC: ${m.kycStatus}   Settlement: ${or(m.settlementType)}`,
    `Onboarded: ${or(m.onboardedOn)}   VPA: ${or(m.vpa)}`,
    '',
    'Applicant',
    `Owner: ${or(m.ownerName)}`,
    `Mobile: ${or(m.mobile)}   E-mail: ${or(m.email)}`,
    `PAN: ${or(m.pan)}`,
    `Address: ${or(m.address)}, ${or(m.city)}`,
    '',
    `Stores (${m.stores.length})`,
    ...(stores.length === 0
      ? ['No stores']
      : stores.map((s) => `${s.storeId}  ${s.name}  ${or(s.city)} ${or(s.pincode)}  ${s.status}`)),
    ...(m.stores.length > stores.length ? [`and ${m.stores.length - stores.length} more`] : []),
  ];
}
