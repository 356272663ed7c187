import { BANNER_PLACEMENTS, type BannerPlacement } from '../../../contract/paylater-admin/banner-rules.js';
import { BPL_PLAN_CHANGE_KIND } from '../../../contract/paylater-admin/bpl-rules.js';
import { insertRequest } from '../../repositories/maker-checker.js';
import { bannerPng } from './banner-images.js';
import { days, insertInBatches, type SeedModule } from './context.js';
import { grantToRoles, type RoleGrants } from './role-grants.js';
import { demoAccount } from './staff.js';

/**
 * Issue 46 item 2's demo (README): the Maker raises BPL plan changes, the Checker approves them, Operations pauses
 * and resumes plans and manages app banners; the Support Agent reads both.
 */
const GRANTS: RoleGrants = [
  { role: 'Operations', permissions: ['CAN_VIEW_BPL_PLANS', 'CAN_OPERATE_BPL_PLANS', 'CAN_MANAGE_BANNERS'] },
  { role: 'Maker', permissions: ['CAN_VIEW_BPL_PLANS', 'CAN_RAISE_BPL_PLAN_CHANGE', 'CAN_VIEW_BANNERS'] },
  { role: 'Checker', permissions: ['CAN_VIEW_BPL_PLANS', 'CAN_APPROVE_BPL_PLAN_CHANGE', 'CAN_VIEW_BANNERS'] },
  { role: 'Support Agent', permissions: ['CAN_VIEW_BPL_PLANS', 'CAN_VIEW_BANNERS'] },
];

const PLANS = [
  ['BPL-STARTER', 'Starter', 'MIN', 500, 10_000, 5, 15, 100, 36, 'ACTIVE'],
  ['BPL-STANDARD', 'Standard', 'FULL', 500, 30_000, 1, 30, 250, 30, 'ACTIVE'],
  ['BPL-PLUS', 'Plus', 'FULL', 30_001, 100_000, 10, 45, 500, 24, 'ACTIVE'],
  ['BPL-FESTIVE', 'Festive special', 'FULL', 5_000, 50_000, 15, 60, 300, 18, 'PAUSED'],
] as const;

/** The banners: each placement with live, scheduled, unpublished and expired ones (windows around the seeding moment). */
const BANNERS: readonly [string, BannerPlacement, string, number, number, [number, number, number]][] = [
  ['Pay your bill, keep your limit', 'HOME_TOP', 'PUBLISHED', -days(3), days(330), [0, 94, 184]],
  ['Refer a friend', 'HOME_TOP', 'PUBLISHED', -days(1), days(330), [46, 125, 50]],
  ['Year-end limit upgrade', 'HOME_TOP', 'PUBLISHED', days(300), days(330), [106, 27, 154]],
  ['New app look (draft)', 'HOME_TOP', 'UNPUBLISHED', days(2), days(330), [93, 64, 55]],
  ['Cashback on groceries', 'OFFERS', 'PUBLISHED', -days(2), days(330), [191, 54, 12]],
  ['Diwali offers', 'OFFERS', 'PUBLISHED', -days(40), -days(20), [173, 20, 87]],
];

/** BPL plans active and paused, one with a change waiting for a checker; banners in every state. */
export const paylaterAdminSeed: SeedModule = {
  name: 'paylater-admin',
  async seed({ db, now }) {
    await grantToRoles(db, GRANTS);
    await insertInBatches(
      db,
      'bpl_plans',
      PLANS.map(([code, name, segment, min, max, day, free, fee, rate, status]) => ({
        code,
        name,
        segment,
        min_limit: min,
        max_limit: max,
        billing_day: day,
        interest_free_days: free,
        late_fee: fee,
        interest_rate: rate,
        status,
        updated_by: 'ops@console.example',
        updated_at: now - days(10),
      })),
    );
    const position: Partial<Record<BannerPlacement, number>> = {};
    await insertInBatches(
      db,
      'app_banners',
      BANNERS.map(([title, placement, status, start, end, colour]) => {
        const { width, height } = BANNER_PLACEMENTS[placement];
        const content = bannerPng(width, height, colour);
        position[placement] = (position[placement] ?? 0) + 1;
        return {
          title,
          placement,
          position: position[placement],
          start_time: now + start,
          end_time: now + end,
          status,
          file_name: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`,
          media_type: 'image/png',
          size_bytes: content.length,
          width,
          height,
          content,
          content_key: null,
          created_by: 'ops@console.example',
          created_at: now - days(5),
        };
      }),
    );
    const maker = await demoAccount(db, 'maker@console.example');
    const plus = await db.selectFrom('bpl_plans').selectAll().where('code', '=', 'BPL-PLUS').executeTakeFirst();
    if (!maker || !plus) return;
    await insertRequest(db, {
      kind: BPL_PLAN_CHANGE_KIND,
      productType: null,
      targetId: Number(plus.id),
      targetVersion: Number(plus.version),
      proposed: { plan: plus.name, interestFreeDays: 50, interestRate: 21 },
      previous: { plan: plus.name, interestFreeDays: 45, interestRate: 24 },
      maker: { staffId: maker.id, email: maker.email },
      remarks: 'Match the market for the year-end season',
      at: now - 3_600_000,
    });
  },
};
