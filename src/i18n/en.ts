import { disputes } from './en/disputes';
import { uploads } from './en/uploads';
import { entity360 } from './en/entity360';
import { consumer360 } from './en/consumer360';
import { consumer360Products } from './en/consumer360Products';
import { merchantChanges } from './en/merchantChanges';
import { investments } from './en/investments';
import { merchant360 } from './en/merchant360';
import { merchant360Loans } from './en/merchant360Loans';
import { merchant360Kyc } from './en/merchant360Kyc';
import { payoutRecon } from './en/payoutRecon';
import { merchant360More } from './en/merchant360More';
import { frm } from './en/frm';
import { mobileChange } from './en/mobileChange';
import { merchantAlerts } from './en/merchantAlerts';
import { merchantRefunds } from './en/merchantRefunds';
import { cpv } from './en/cpv';
import { merchantCalls } from './en/merchantCalls';
import { swipeCommercial } from './en/swipeCommercial';
import { payoutFms } from './en/payoutFms';
import { consumerCalls } from './en/consumerCalls';
import { bharatSwipe } from './en/bharatSwipe';
import { speaker } from './en/speaker';
import { jobs } from './en/jobs';
import { delivery } from './en/delivery';
import { devices } from './en/devices';
import { pgVpa } from './en/pgVpa';
import { paymentOps } from './en/paymentOps';
import { txnRecon } from './en/txnRecon';
import { bankDowntime } from './en/bankDowntime';
import { dashboards } from './en/dashboards';
import { others } from './en/others';
import { insurance } from './en/insurance';
import { consumerLending } from './en/consumerLending';
import { postpeCampaign } from './en/postpeCampaign';
import { paylaterAdmin } from './en/paylaterAdmin';
import { club } from './en/club';
import { areaTitles } from './en/area-titles';
import { withTitles } from './with-titles';
import { SHELL_SECTIONS } from './shell';

/**
 * Every string the console shows (spec wording where the spec gives one), and our changes to react-admin's: one module
 * per top-level section in src/i18n/en/ (same key names), composed here as the whole catalogue for tests and tools.
 * The browser never loads this file: the shell takes its sections from ./shell.ts, and each area's section loads
 * with the pages that show it (./areas.ts), except the page titles the menu shows (./en/area-titles.ts).
 */
export const en = {
  ...SHELL_SECTIONS,
  disputes: withTitles(areaTitles.disputes, disputes),
  uploads: withTitles(areaTitles.uploads, uploads),
  entity360,
  consumer360: withTitles(areaTitles.consumer360, consumer360),
  consumer360Products,
  merchantChanges: withTitles(areaTitles.merchantChanges, merchantChanges),
  investments: withTitles(areaTitles.investments, investments),
  merchant360: withTitles(areaTitles.merchant360, merchant360),
  merchant360Loans,
  merchant360Kyc: withTitles(areaTitles.merchant360Kyc, merchant360Kyc),
  payoutRecon: withTitles(areaTitles.payoutRecon, payoutRecon),
  merchant360More,
  frm: withTitles(areaTitles.frm, frm),
  mobileChange: withTitles(areaTitles.mobileChange, mobileChange),
  merchantAlerts: withTitles(areaTitles.merchantAlerts, merchantAlerts),
  merchantRefunds: withTitles(areaTitles.merchantRefunds, merchantRefunds),
  cpv: withTitles(areaTitles.cpv, cpv),
  merchantCalls: withTitles(areaTitles.merchantCalls, merchantCalls),
  swipeCommercial: withTitles(areaTitles.swipeCommercial, swipeCommercial),
  consumerCalls: withTitles(areaTitles.consumerCalls, consumerCalls),
  bharatSwipe,
  speaker: withTitles(areaTitles.speaker, speaker),
  delivery: withTitles(areaTitles.delivery, delivery),
  devices: withTitles(areaTitles.devices, devices),
  pgVpa: withTitles(areaTitles.pgVpa, pgVpa),
  paymentOps: withTitles(areaTitles.paymentOps, paymentOps),
  jobs: withTitles(areaTitles.jobs, jobs),
  payoutFms: withTitles(areaTitles.payoutFms, payoutFms),
  txnRecon: withTitles(areaTitles.txnRecon, txnRecon),
  bankDowntime: withTitles(areaTitles.bankDowntime, bankDowntime),
  dashboards: withTitles(areaTitles.dashboards, dashboards),
  others: withTitles(areaTitles.others, others),
  insurance: withTitles(areaTitles.insurance, insurance),
  postpeCampaign: withTitles(areaTitles.postpeCampaign, postpeCampaign),
  paylaterAdmin: withTitles(areaTitles.paylaterAdmin, paylaterAdmin),
  club: withTitles(areaTitles.club, club),
  consumerLending,
};

export type Messages = typeof en;
