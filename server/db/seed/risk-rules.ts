import type { Kysely } from 'kysely';
import { BP_STEPS } from '../../../contract/bp-resume/calls.js';
import { NO_RULE, RISK_RULE_KIND, toRequestFields } from '../../../contract/risk-manager/rules.js';
import type { Database } from '../database.js';
import { insertRequest } from '../../repositories/maker-checker.js';
import { days, type SeedModule } from './context.js';
import { grantToRoles, type RoleGrants } from './role-grants.js';
import { demoAccount } from './staff.js';

const HOUR = 3_600_000;

/**
 * Issue 46 item 5's demo (README): the Maker raises risk rule changes, the Checker decides them, the Support Agent
 * reads the rules.
 */
const GRANTS: RoleGrants = [
  { role: 'Maker', permissions: ['CAN_VIEW_RISK_RULES', 'CAN_RAISE_RISK_RULE_CHANGE'] },
  { role: 'Checker', permissions: ['CAN_VIEW_RISK_RULES', 'CAN_APPROVE_RISK_RULE_CHANGE'] },
  { role: 'Support Agent', permissions: ['CAN_VIEW_RISK_RULES', 'CAN_VIEW_BP_JOURNEYS'] },
  { role: 'Operations', permissions: ['CAN_VIEW_BP_JOURNEYS', 'CAN_RESUME_BP_JOURNEY'] },
];

/** Rules in every state: limits only, blocked until a time, blocked until lifted, a block expired, one with a change pending. */
async function seedRules(db: Kysely<Database>, now: number) {
  // Every row names every column (a multi-row insert leaves a missing one NULL on SQLite, not its default).
  const base = {
    updated_by: 'checker@console.example',
    version: 1,
    max_count_hour: null,
    max_count_day: null,
    max_amount_hour: null,
    max_amount_day: null,
    blocked: 0,
    block_reason: null,
    block_until: null,
  };
  await db
    .insertInto('risk_rules')
    .values([
      {
        ...base,
        subject_type: 'MERCHANT',
        subject_id: '1000001',
        max_count_hour: 50,
        max_count_day: 400,
        max_amount_hour: 50000,
        max_amount_day: 300000,
        updated_at: now - days(20),
      },
      {
        ...base,
        subject_type: 'MERCHANT',
        subject_id: '1000002',
        max_count_hour: 20,
        max_count_day: 100,
        blocked: 1,
        block_reason: 'Chargeback spike under review',
        block_until: now + days(2),
        updated_at: now - days(1),
      },
      {
        ...base,
        subject_type: 'CONSUMER',
        subject_id: '900000001',
        blocked: 1,
        block_reason: 'Account takeover reported by the customer',
        updated_at: now - days(3),
      },
      {
        ...base,
        subject_type: 'CONSUMER',
        subject_id: '900000002',
        max_amount_day: 20000,
        blocked: 1,
        block_reason: 'Velocity breach',
        block_until: now - days(1),
        updated_at: now - days(9),
      },
      {
        ...base,
        subject_type: 'MERCHANT',
        subject_id: '1000003',
        max_count_hour: 100,
        max_count_day: 1000,
        updated_at: now - days(40),
      },
    ])
    .execute();
  const maker = await demoAccount(db, 'maker@console.example');
  const target = await db.selectFrom('risk_rules').select('id').where('subject_id', '=', '1000003').executeTakeFirst();
  if (!maker || !target) return;
  const before = { ...NO_RULE, maxCountHour: 100, maxCountDay: 1000 };
  await insertRequest(db, {
    kind: RISK_RULE_KIND,
    productType: null,
    targetId: Number(target.id),
    targetVersion: 1,
    proposed: {
      subject: 'MERCHANT 1000003',
      ...toRequestFields({ ...before, maxCountHour: 30, maxAmountDay: 150000 }),
    },
    previous: { subject: 'MERCHANT 1000003', ...toRequestFields(before) },
    maker: { staffId: maker.id, email: maker.email },
    remarks: 'Sudden rise in late-night card transactions',
    at: now - 2 * HOUR,
  });
}

/**
 * Merchant-onboarding journeys (/bp-resume) in every state: failed at a step long ago (stuck, resumable), in progress
 * with no step for two days (stuck, not resumable), failed an hour ago (not stuck yet), completed.
 */
async function seedJourneys(db: Kysely<Database>, now: number) {
  const journeys = [
    {
      merchant_id: '1000011',
      upTo: 2,
      state: 'FAILED',
      failure: 'Penny drop failed: account name mismatch',
      ago: days(3),
    },
    { merchant_id: '1000012', upTo: 1, state: 'FAILED', failure: 'PAN and Aadhaar names differ', ago: days(6) },
    { merchant_id: '1000013', upTo: 3, state: 'IN_PROGRESS', failure: null, ago: days(2) },
    { merchant_id: '1000014', upTo: 4, state: 'FAILED', failure: 'QR vendor timed out', ago: HOUR },
    { merchant_id: '1000015', upTo: 5, state: 'COMPLETED', failure: null, ago: days(10) },
  ];
  for (const j of journeys) {
    const last = now - j.ago;
    const start = last - j.upTo * HOUR;
    const row = await db
      .insertInto('bp_journeys')
      .values({
        kind: 'MERCHANT_ONBOARDING',
        merchant_id: j.merchant_id,
        step: BP_STEPS[j.upTo]!,
        state: j.state,
        failure: j.failure,
        last_step_at: last,
        created_at: start,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const steps = BP_STEPS.slice(0, j.upTo + 1).map((step, i) => ({
      journey_id: Number(row.id),
      step,
      outcome: i < j.upTo || j.state === 'COMPLETED' ? 'DONE' : j.state === 'FAILED' ? 'FAILED' : 'DONE',
      detail: i === j.upTo && j.state === 'FAILED' ? j.failure : null,
      actor: null,
      at: start + i * HOUR,
    }));
    await db
      .insertInto('bp_journey_steps')
      .values(steps.slice(0, j.state === 'IN_PROGRESS' ? -1 : undefined))
      .execute();
  }
}

/** The risk manager's rules in every state and a change waiting for a checker; onboarding journeys in every state. */
export const riskRulesSeed: SeedModule = {
  name: 'risk-rules',
  async seed({ db, now }) {
    await grantToRoles(db, GRANTS);
    await seedRules(db, now);
    await seedJourneys(db, now);
  },
};
