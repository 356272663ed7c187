import type { Kysely } from 'kysely';
import { istDayStartAt } from '../../../contract/business-time.js';
import type { Database } from '../database.js';
import { days, insertInBatches, type SeedModule } from './context.js';
import { grantToRoles, type RoleGrants } from './role-grants.js';

/**
 * Issue 46 item 1's demo (README): the operations desk, makers and checkers read the quick summary; the treasury desk
 * and Operations the TP club and deposits book; Operations and the Support Agent the IVR dashboard. The quick summary
 * and the TP book aggregate the other seeds' rows; the IVR call log is seeded here (migration 0061).
 */
const GRANTS: RoleGrants = [
  {
    role: 'Operations',
    permissions: ['CAN_VIEW_QUICK_SUMMARY', 'CAN_VIEW_TP_DASHBOARD', 'CAN_VIEW_IVR_DASHBOARD'],
  },
  { role: 'Maker', permissions: ['CAN_VIEW_QUICK_SUMMARY'] },
  { role: 'Checker', permissions: ['CAN_VIEW_QUICK_SUMMARY'] },
  { role: 'Treasury Maker', permissions: ['CAN_VIEW_TP_DASHBOARD'] },
  { role: 'Treasury Checker', permissions: ['CAN_VIEW_TP_DASHBOARD'] },
  { role: 'Support Agent', permissions: ['CAN_VIEW_IVR_DASHBOARD'] },
];

const HOUR = 3_600_000;
/** The IVR's languages, the busier first. */
const LANGUAGES = ['Hindi', 'English', 'Tamil', 'Telugu', 'Kannada', 'Marathi', 'Bengali'] as const;
/** Calls per scale: a week of calls from 08:00 to 21:59 IST, up to the seeding moment. */
const IVR_CALLS_PER_SCALE = 1_400;

/** Hindi three calls in ten, English two, each other language one. */
const LANGUAGE_MIX = [0, 0, 0, 1, 1, 2, 3, 4, 5, 6] as const;

/** Deterministic call `k` of the log: its day (0 = today), then its hour, language and outcome, follow from k. */
function ivrCall(k: number, now: number) {
  const dayStart = istDayStartAt(now) - days(k % 7);
  const j = Math.floor(k / 7);
  const hour = 8 + ((j * 5) % 14);
  const language = LANGUAGES[LANGUAGE_MIX[(j * 7) % LANGUAGE_MIX.length]!]!;
  const dropped = j % 5 === 0 || (hour >= 18 && j % 3 === 0);
  const at = dayStart + hour * HOUR + ((k * 37) % 60) * 60_000;
  return {
    caller: `98${String(10_000_000 + ((k * 7919) % 90_000_000)).padStart(8, '0')}`,
    language,
    // Today's hours not yet come fall a week back: nothing is seeded after the seeding moment.
    started_at: at > now ? at - days(7) : at,
    outcome: dropped ? 'DROPPED' : 'ANSWERED',
    wait_seconds: 5 + ((k * 13) % 120),
    talk_seconds: dropped ? 0 : 30 + ((k * 17) % 400),
  };
}

async function growIvr(db: Kysely<Database>, want: number, now: number): Promise<number> {
  const { n } = await db
    .selectFrom('ivr_calls')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const have = Number(n);
  if (have >= want) return 0;
  await insertInBatches(
    db,
    'ivr_calls',
    Array.from({ length: want - have }, (_, j) => ivrCall(have + j, now)),
  );
  return want - have;
}

export const dashboardsSeed: SeedModule = {
  name: 'dashboards',
  async seed({ db, now }) {
    await grantToRoles(db, GRANTS);
    await growIvr(db, IVR_CALLS_PER_SCALE, now);
  },
  grow: (db, scale, now) => growIvr(db, IVR_CALLS_PER_SCALE * scale, now),
};
