import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { createRandom } from './random.js';
import type { SeedModule } from './context.js';
import { accessSeed } from './access.js';
import { staffSeed } from './staff.js';
import { offersSeed } from './offers.js';
import { notificationsSeed } from './notifications.js';
import { fdPlansSeed } from './fd-plans.js';
import { limitsSeed } from './limits.js';
import { alertsSeed } from './alerts.js';
import { payoutsSeed } from './payouts.js';
import { approvalsSeed } from './approvals.js';
import { merchantsSeed } from './merchants.js';
import { disputesSeed } from './disputes.js';
import { consumersSeed } from './consumers.js';
import { consumerExtrasSeed } from './consumer-extras.js';
import { merchantChangesSeed } from './merchant-changes.js';
import { investmentsSeed } from './investments.js';
import { merchant360Seed } from './merchant-360.js';
import { merchantLoansSeed } from './merchant-loans.js';
import { merchantCpvSeed } from './merchant-cpv.js';
import { consumerFormsSeed } from './consumer-forms.js';
import { auditHistorySeed } from './audit-grow.js';
import { payoutReconSeed } from './payout-recon.js';
import { merchant360MoreSeed } from './merchant-360-more.js';
import { loginBlocksSeed } from './login-blocks.js';
import { insuranceSeed } from './insurance.js';
import { mobileChangeSeed } from './mobile-change.js';
import { merchantAlertsSeed } from './merchant-alerts.js';
import { frmSeed } from './frm.js';
import { merchantRefundsSeed } from './merchant-refunds.js';
import { cpvVisitsSeed } from './cpv-visits.js';
import { merchantCallsSeed } from './merchant-calls.js';
import { speakerToolsSeed } from './speaker-tools.js';
import { consumerCallsASeed } from './consumer-calls-a.js';
import { consumerCallsSeed } from './consumer-calls.js';
import { bharatSwipeSeed } from './bharat-swipe.js';
import { deliverySeed } from './delivery.js';
import { swipeCommercialSeed } from './swipe-commercial.js';
import { devicesSeed } from './devices.js';
import { deviceOnboardingSeed } from './device-onboarding.js';
import { deviceRepairsSeed } from './device-repairs.js';
import { pgVpaSeed } from './pg-vpa.js';
import { paymentOpsSeed } from './payment-ops.js';
import { backgroundJobsSeed } from './background-jobs.js';
import { deviceRefundsSeed } from './device-refunds.js';
import { payoutFmsSeed } from './payout-fms.js';
import { txnReconSeed } from './txn-recon.js';
import { bankDowntimeSeed } from './bank-downtime.js';
import { dashboardsSeed } from './dashboards.js';
import { riskRulesSeed } from './risk-rules.js';
import { clubSeed } from './club.js';
import { postpeCampaignSeed } from './postpe-campaigns.js';
import { consumerLendingSeed } from './consumer-lending.js';
import { paylaterAdminSeed } from './paylater-admin.js';

/** The fixed seed: every machine gets the same demo data. */
export const SEED = 20261122;

/** In order: later modules may read what earlier ones wrote. A new entity appends its module here. */
export const SEED_MODULES: readonly SeedModule[] = [
  accessSeed,
  staffSeed,
  offersSeed,
  notificationsSeed,
  fdPlansSeed,
  limitsSeed,
  alertsSeed,
  payoutsSeed,
  approvalsSeed,
  merchantsSeed,
  disputesSeed,
  consumersSeed,
  consumerExtrasSeed,
  merchantChangesSeed,
  investmentsSeed,
  merchant360Seed,
  merchantLoansSeed,
  merchantCpvSeed,
  consumerFormsSeed,
  auditHistorySeed,
  payoutReconSeed,
  merchant360MoreSeed,
  loginBlocksSeed,
  mobileChangeSeed,
  merchantAlertsSeed,
  frmSeed,
  merchantRefundsSeed,
  cpvVisitsSeed,
  merchantCallsSeed,
  consumerCallsSeed,
  bharatSwipeSeed,
  speakerToolsSeed,
  deliverySeed,
  swipeCommercialSeed,
  devicesSeed,
  deviceOnboardingSeed,
  deviceRepairsSeed,
  pgVpaSeed,
  paymentOpsSeed,
  backgroundJobsSeed,
  deviceRefundsSeed,
  payoutFmsSeed,
  txnReconSeed,
  bankDowntimeSeed,
  dashboardsSeed,
  riskRulesSeed,
  clubSeed,
  insuranceSeed,
  postpeCampaignSeed,
  consumerCallsASeed,
  consumerLendingSeed,
  paylaterAdminSeed,
];

export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('staff').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Seeds an empty database; does nothing on one that already has staff. Returns whether it seeded. */
export async function seedIfEmpty(db: Kysely<Database>, opts: { scale?: number; now?: number } = {}): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const ctx = { rng: createRandom(SEED), scale: opts.scale ?? 1, now: opts.now ?? Date.now() };
  await db.transaction().execute(async (trx) => {
    for (const module of SEED_MODULES) await module.seed({ ...ctx, db: trx });
  });
  return true;
}

/** Grows each module's big tables (or `only` the named modules) to `scale` (`SeedModule.grow`); rows added, by module. */
export async function growToScale(
  db: Kysely<Database>,
  scale: number,
  { now = Date.now(), only }: { now?: number; only?: readonly string[] } = {},
): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  for (const module of SEED_MODULES) {
    if (module.grow && (!only || only.includes(module.name))) added[module.name] = await module.grow(db, scale, now);
  }
  return added;
}
