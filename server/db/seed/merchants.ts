import type { PermissionKey } from '../../../contract/permissions.js';
import { insertInBatches, days, type SeedModule } from './context.js';

/** How many merchants the seed writes; ids run from MERCHANT_ID_FROM. */
export const SEEDED_MERCHANTS = 300;
export const MERCHANT_ID_FROM = 1_000_001;

const STATUSES = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'INACTIVE', 'BLOCKED'] as const;
const KYC = ['VERIFIED', 'VERIFIED', 'PENDING', 'REJECTED'] as const;
const SHOPS = ['Kirana Store', 'Medicals', 'Sweets', 'Mobile Point', 'Tea Stall', 'Garments', 'Hardware', 'Dairy'];
const TOWNS = ['Pune', 'Indore', 'Jaipur', 'Kochi', 'Nagpur', 'Surat', 'Patna', 'Mysuru'];

/** Who does the uploads in the demo (README): Operations uploads merchant-support files; Maker raises config requests, Checker decides them. */
const GRANTS: readonly { role: string; permissions: readonly PermissionKey[] }[] = [
  { role: 'Operations', permissions: ['CAN_UPDATE_MERCHANT_FIELDS'] },
  { role: 'Maker', permissions: ['CAN_UPLOAD_SETTLEMENT_CONFIG_REQUEST', 'CAN_UPLOAD_P2PM_CONFIG_REQUEST'] },
  { role: 'Checker', permissions: ['CAN_APPROVE_SETTLEMENT_CONFIG_REQUEST', 'CAN_APPROVE_P2PM_CONFIG_REQUEST'] },
];

/** A few IFSC branches so an upload shows both inserts and updates. */
const BRANCHES = [
  {
    ifsc: 'HDFC0000001',
    bank: 'HDFC Bank',
    branch: 'Fort',
    city: 'Mumbai',
    district: 'Mumbai',
    state: 'Maharashtra',
    bank_code: '240',
  },
  {
    ifsc: 'SBIN0000691',
    bank: 'State Bank of India',
    branch: 'New Delhi Main',
    city: 'New Delhi',
    district: 'New Delhi',
    state: 'Delhi',
    bank_code: '002',
  },
  {
    ifsc: 'ICIC0000002',
    bank: 'ICICI Bank',
    branch: 'Bandra',
    city: 'Mumbai',
    district: 'Mumbai',
    state: 'Maharashtra',
    bank_code: '229',
  },
];

/** Merchants the uploads change (status, KYC, settlement config, P2PM flag), IFSC branches, and the upload grants. */
export const merchantsSeed: SeedModule = {
  name: 'merchants',
  async seed({ db, rng, now }) {
    const merchants = Array.from({ length: SEEDED_MERCHANTS }, (_, i) => {
      const status = STATUSES[rng.int(0, STATUSES.length - 1)]!;
      return {
        merchant_id: String(MERCHANT_ID_FROM + i),
        store_id: String(5_000_001 + i),
        name: `${TOWNS[i % TOWNS.length]} ${SHOPS[rng.int(0, SHOPS.length - 1)]}`,
        status,
        status_remarks: null,
        kyc_status: KYC[rng.int(0, KYC.length - 1)]!,
        kyc_remarks: null,
        settlement_status: 'ACTIVE',
        settlement_type: i % 3 === 0 ? 'INSTANT_SETTLEMENT' : 'AUTO_SETTLEMENT',
        settlement_start: null,
        settlement_end: null,
        settlement_hold: null,
        settlement_remarks: null,
        p2pm_enabled: i % 4 === 0 ? 1 : 0,
        updated_at: now - days(rng.int(1, 60)),
      };
    });
    await insertInBatches(db, 'merchants', merchants);
    await insertInBatches(
      db,
      'ifsc_codes',
      BRANCHES.map((b) => ({ ...b, address: null, contact: null, status: 'ACTIVE', updated_at: now - days(30) })),
    );
    for (const grant of GRANTS) {
      const role = await db.selectFrom('roles').select('id').where('name', '=', grant.role).executeTakeFirst();
      if (!role) continue;
      await insertInBatches(
        db,
        'role_permissions',
        grant.permissions.map((permission_name) => ({ role_id: role.id, permission_name })),
      );
    }
  },
};
