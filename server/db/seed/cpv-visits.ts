import type { Kysely } from 'kysely';
import { CPV_OUTCOMES, cpvWeekOf } from '../../../contract/cpv/calls.js';
import { istDayOf } from '../../../contract/business-time.js';
import type { Database } from '../database.js';
import { days, insertInBatches, type SeedModule } from './context.js';
import { MERCHANT_ID_FROM } from './merchants.js';

/** The seeded merchants with a CPV visit: Pune (index % 8 = 0) and Indore (1) ones from the 41st (no older CPV). */
const VISIT_INDEXES = Array.from({ length: 120 }, (_, i) => 40 + i).filter((i) => i % 8 < 2);
/** As merchant-360-rows.ts writes the merchant's address. */
const pincodeOf = (index: number) => String(411001 + (index % 800));
const cityOf = (index: number) => (index % 8 === 0 ? 'Pune' : 'Indore');
const pincodesIn = (city: string) => VISIT_INDEXES.filter((i) => cityOf(i) === city).map(pincodeOf);

/** The field agents: two in Pune, two in Indore, the last inactive (and holding no open visit). */
const AGENTS = [
  { name: 'Ravi Kumar', email: 'ravi.kumar@field.example', mobile: '9811100001', city: 'Pune', active: 1 },
  { name: 'Sunita Patil', email: 'sunita.patil@field.example', mobile: '9811100002', city: 'Pune', active: 1 },
  { name: 'Imran Shaikh', email: 'imran.shaikh@field.example', mobile: '9811100003', city: 'Indore', active: 1 },
  { name: 'Meena Joshi', email: 'meena.joshi@field.example', mobile: '9811100004', city: 'Indore', active: 0 },
];

/** Each visit's state by its place: waiting, assigned, visited (every outcome) and cancelled. */
const STATES = ['PENDING', 'PENDING', 'ASSIGNED', 'VISITED', 'VISITED', 'CANCELLED'] as const;

/**
 * CPV visits for /assign-cpv and /cpv-reports (issue 43 item 6): four agents (one inactive), 30 visits in every state
 * over the last weeks, each with its merchant's CPV steps; and referral signups for /new-merchant/referral-code (twelve
 * merchants signed up with the demo merchant 1000001's code REF1000001, four with REF1000002).
 */
export const cpvVisitsSeed: SeedModule = {
  name: 'cpv-visits',
  async seed({ db, now }) {
    await seedCpvVisits(db, now);
    await seedReferralSignups(db, now);
  },
};

async function seedCpvVisits(db: Kysely<Database>, now: number) {
  const agents: { id: number; name: string; city: string }[] = [];
  for (const a of AGENTS)
    agents.push(
      await db
        .insertInto('cpv_agents')
        .values({
          ...a,
          pincodes: pincodesIn(a.city).join(','),
          created_at: now - days(60),
          updated_at: now - days(60),
        })
        .returning(['id', 'name', 'city'])
        .executeTakeFirstOrThrow(),
    );
  const visits: Record<string, unknown>[] = [];
  const events: Record<string, unknown>[] = [];
  VISIT_INDEXES.forEach((index, j) => {
    const merchantId = String(MERCHANT_ID_FROM + index);
    const city = cityOf(index);
    const state = STATES[j % STATES.length]!;
    const agent = agents.filter((a) => a.city === city)[j % 2]!;
    const requested = now - days(2 + (j % 20)) - j * 3_600_000;
    const assigned = requested + days(1);
    const closed = Math.min(assigned + days(1), now - 3_600_000);
    const outcome = CPV_OUTCOMES[Math.floor(j / STATES.length) % CPV_OUTCOMES.length]!;
    const withAgent = state !== 'PENDING' && !(state === 'CANCELLED' && j % 12 === 5);
    const isClosed = state === 'VISITED' || state === 'CANCELLED';
    visits.push({
      merchant_id: merchantId,
      city,
      pincode: pincodeOf(index),
      address: `${(index % 200) + 1}, Market Road, ${city}, ${pincodeOf(index)}`,
      status: state,
      agent_id: withAgent ? agent.id : null,
      scheduled_for: withAgent ? istDayOf(state === 'ASSIGNED' ? now + days(1 + (j % 3)) : closed) : null,
      outcome: state === 'VISITED' ? outcome : null,
      remark:
        state === 'VISITED'
          ? `${outcome === 'VERIFIED' ? 'Shop found and verified' : outcome === 'NOT_FOUND' ? 'No shop at the address' : 'Signboard differs from the QR name'}`
          : state === 'CANCELLED'
            ? 'Merchant closed the account'
            : null,
      requested_at: requested,
      assigned_at: withAgent ? assigned : null,
      closed_at: isClosed ? closed : null,
      closed_day: isClosed ? istDayOf(closed) : null,
      closed_week: isClosed ? cpvWeekOf(istDayOf(closed)) : null,
      updated_by: state === 'PENDING' ? null : 'admin@console.example',
    });
    const step = (action: string, from: string | null, to: string, at: number, remarks: string | null) =>
      events.push({
        merchant_id: merchantId,
        action,
        from_status: from,
        to_status: to,
        actor: 'system',
        remarks,
        created_at: at,
      });
    step('CPV_INITIATED', null, 'INITIATED', requested, 'Raised after onboarding');
    if (withAgent)
      step('VISIT_SCHEDULED', 'INITIATED', 'SCHEDULED', assigned, `Assigned to ${agent.name} (field agent)`);
    if (state === 'VISITED') step('VISIT_DONE', 'SCHEDULED', 'VISITED', closed, `${outcome} (${agent.name})`);
  });
  await insertInBatches(db, 'cpv_visits', visits);
  await insertInBatches(db, 'cpv_events', events);
}

async function seedReferralSignups(db: Kysely<Database>, now: number) {
  const rows = Array.from({ length: 16 }, (_, k) => ({
    merchant_id: String(MERCHANT_ID_FROM + 200 + k),
    referral_code: k < 12 ? `REF${MERCHANT_ID_FROM}` : `REF${MERCHANT_ID_FROM + 1}`,
    signed_up_at: now - days(5 + k * 3),
  }));
  await insertInBatches(db, 'merchant_referral_signups', rows);
}
