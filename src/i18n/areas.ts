import type { MessageTree } from './with-titles';

/**
 * The sections of src/i18n/en.ts that load with their pages rather than with the shell, one chunk each. A page names
 * the ones it shows (PageEntry.messages, or the section of its title key), and PageRoute renders it once they are in.
 */
export const AREA_MESSAGES = {
  disputes: () => import('./en/disputes').then((m) => m.disputes),
  uploads: () => import('./en/uploads').then((m) => m.uploads),
  entity360: () => import('./en/entity360').then((m) => m.entity360),
  consumer360: () => import('./en/consumer360').then((m) => m.consumer360),
  consumer360Products: () => import('./en/consumer360Products').then((m) => m.consumer360Products),
  merchantChanges: () => import('./en/merchantChanges').then((m) => m.merchantChanges),
  investments: () => import('./en/investments').then((m) => m.investments),
  merchant360: () => import('./en/merchant360').then((m) => m.merchant360),
  merchant360Loans: () => import('./en/merchant360Loans').then((m) => m.merchant360Loans),
  merchant360Kyc: () => import('./en/merchant360Kyc').then((m) => m.merchant360Kyc),
  payoutRecon: () => import('./en/payoutRecon').then((m) => m.payoutRecon),
  merchant360More: () => import('./en/merchant360More').then((m) => m.merchant360More),
  frm: () => import('./en/frm').then((m) => m.frm),
  mobileChange: () => import('./en/mobileChange').then((m) => m.mobileChange),
  merchantAlerts: () => import('./en/merchantAlerts').then((m) => m.merchantAlerts),
  merchantRefunds: () => import('./en/merchantRefunds').then((m) => m.merchantRefunds),
  cpv: () => import('./en/cpv').then((m) => m.cpv),
  merchantCalls: () => import('./en/merchantCalls').then((m) => m.merchantCalls),
  consumerCalls: () => import('./en/consumerCalls').then((m) => m.consumerCalls),
  bharatSwipe: () => import('./en/bharatSwipe').then((m) => m.bharatSwipe),
  speaker: () => import('./en/speaker').then((m) => m.speaker),
  delivery: () => import('./en/delivery').then((m) => m.delivery),
  swipeCommercial: () => import('./en/swipeCommercial').then((m) => m.swipeCommercial),
  payoutFms: () => import('./en/payoutFms').then((m) => m.payoutFms),
  devices: () => import('./en/devices').then((m) => m.devices),
  pgVpa: () => import('./en/pgVpa').then((m) => m.pgVpa),
  paymentOps: () => import('./en/paymentOps').then((m) => m.paymentOps),
  jobs: () => import('./en/jobs').then((m) => m.jobs),
  txnRecon: () => import('./en/txnRecon').then((m) => m.txnRecon),
  bankDowntime: () => import('./en/bankDowntime').then((m) => m.bankDowntime),
  dashboards: () => import('./en/dashboards').then((m) => m.dashboards),
  others: () => import('./en/others').then((m) => m.others),
  insurance: () => import('./en/insurance').then((m) => m.insurance),
  postpeCampaign: () => import('./en/postpeCampaign').then((m) => m.postpeCampaign),
  paylaterAdmin: () => import('./en/paylaterAdmin').then((m) => m.paylaterAdmin),
  club: () => import('./en/club').then((m) => m.club),
  consumerLending: () => import('./en/consumerLending').then((m) => m.consumerLending),
} satisfies Record<string, () => Promise<MessageTree>>;

export type MessageArea = keyof typeof AREA_MESSAGES;

const isArea = (section: string): section is MessageArea => Object.hasOwn(AREA_MESSAGES, section);

/**
 * What an area's pages show besides their own section, in full (not followed further): the frames they share and the
 * areas of what they embed. The merchant 360 embeds the KYC document viewer (merchantChanges, disputes' proof viewer),
 * not the merchant-change pages' approval cards, so it takes neither uploads nor investments.
 */
const MERCHANT_360: readonly MessageArea[] = [
  'merchant360',
  'merchant360Kyc',
  'merchant360Loans',
  'merchant360More',
  'entity360',
  'merchantChanges',
  'disputes',
  'merchantCalls',
  'consumerCalls',
  'bharatSwipe',
  // The Stores & Devices tab's device timeline (issue 44).
  'devices',
];
const ALSO: Partial<Record<MessageArea, readonly MessageArea[]>> = {
  consumer360: ['consumer360Products', 'entity360', 'consumerLending'],
  consumer360Products: ['consumer360', 'entity360', 'consumerLending'],
  merchant360: MERCHANT_360,
  merchant360Kyc: MERCHANT_360,
  merchantChanges: ['merchant360More', 'entity360', 'disputes', 'uploads', 'investments', 'payoutRecon'],
  investments: ['uploads', 'payoutRecon', 'consumerCalls', 'paymentOps'],
  payoutRecon: ['investments', 'uploads'],
  // The chargeback rows' Raise FRM Complaint dialog (src/pages/frm/RaiseFrmDialog.tsx).
  disputes: ['frm'],
  // The request list and decision buttons are the merchant changes' (RequestQueue, DecisionButtons, reveal).
  mobileChange: ['merchantChanges', 'entity360', 'disputes'],
  // The waive-off requests' list and decision buttons are the merchant changes' (RequestQueue, DecisionButtons).
  speaker: ['merchantChanges'],
  // The settlement file upload is the merchant-support upload panel (src/pages/merchant-support/UploadPanel.tsx).
  txnRecon: ['uploads'],
};

/**
 * Pure: the area sections a screen needs, from its title key's section and the ones it names. A screen `alone` (not
 * inside its title area's frame) takes its title's section without what that area's screens share.
 */
export function areasFor(titleKey: string, named: readonly MessageArea[] = [], alone = false): MessageArea[] {
  const own = titleKey.split('.')[0] ?? '';
  const out = new Set<MessageArea>();
  const add = (area: MessageArea) => {
    out.add(area);
    (ALSO[area] ?? []).forEach((also) => out.add(also));
  };
  if (isArea(own) && alone) out.add(own);
  else if (isArea(own)) add(own);
  named.forEach(add);
  return [...out];
}
