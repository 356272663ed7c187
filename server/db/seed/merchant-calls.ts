import type { Kysely } from 'kysely';
import type { PermissionKey } from '../../../contract/permissions.js';
import { categoryName } from '../../../contract/merchant/categories.js';
import type { Database } from '../database.js';
import { insertRequest } from '../../repositories/maker-checker.js';
import { linkRequest } from '../../repositories/merchant-bank.js';
import { days, insertInBatches, type SeedModule } from './context.js';
import { MERCHANT_ID_FROM } from './merchants.js';

/**
 * Issue 43 item 7's demo (README): the MCC maker (Maker) and checker (Checker), both reading the merchant 360; QR
 * orders listed by Operations and the Support Agent, refunded by the Support Agent.
 */
const GRANTS: readonly { role: string; permissions: readonly PermissionKey[] }[] = [
  { role: 'Maker', permissions: ['CAN_RAISE_MCC_CHANGE', 'CAN_LIST_MERCHANT_DETAILS'] },
  { role: 'Checker', permissions: ['CAN_APPROVE_MCC_CHANGE', 'CAN_LIST_MERCHANT_DETAILS'] },
  { role: 'Operations', permissions: ['CAN_VIEW_QR_ORDERS'] },
  { role: 'Support Agent', permissions: ['CAN_VIEW_QR_ORDERS', 'CAN_REFUND_QR_ORDER'] },
];

/** How many merchants have MDR rates and a P2P wallet (the first ones, which have stores). */
const WALLET_MERCHANTS = 30;
/** Wallet transactions per store: more than one page of 20, so the tab pages. */
const TXNS_PER_STORE = 26;
const QR_ORDERS = 60;

const NETWORKS = [
  ['VISA', 'CLASSIC', 1.75],
  ['VISA', 'PLATINUM', 1.9],
  ['MASTERCARD', 'WORLD', 1.95],
  ['RUPAY', 'CLASSIC', 0],
  ['AMEX', 'CORPORATE', 2.5],
] as const;

const TXN_KINDS = [
  { txnType: 'P2P_RECEIVE', indicator: 'CREDIT', status: 'SUCCESS', subStatus: null },
  { txnType: 'P2P_SEND', indicator: 'DEBIT', status: 'SUCCESS', subStatus: null },
  { txnType: 'WITHDRAWAL', indicator: 'DEBIT', status: 'PENDING', subStatus: 'BANK_PROCESSING' },
  { txnType: 'P2P_SEND', indicator: 'DEBIT', status: 'FAILED', subStatus: 'BENEFICIARY_BANK_DOWN' },
  { txnType: 'CASHBACK', indicator: 'CREDIT', status: 'SUCCESS', subStatus: null },
] as const;

const PAYERS = ['Ravi Kumar', 'Sneha Patil', 'Arjun Mehta', 'Kavya Rao', 'Imran Shaikh'];

/** Adds each role's permissions it lacks (a demo role not in this database is skipped); other seeds use it too. */
export async function grant(db: Kysely<Database>, grants: typeof GRANTS = GRANTS) {
  for (const g of grants) {
    const role = await db.selectFrom('roles').select('id').where('name', '=', g.role).executeTakeFirst();
    if (!role) continue;
    const held = await db
      .selectFrom('role_permissions')
      .select('permission_name')
      .where('role_id', '=', role.id)
      .execute();
    const have = new Set(held.map((h) => h.permission_name));
    const rows = g.permissions
      .filter((p) => !have.has(p))
      .map((permission_name) => ({ role_id: role.id, permission_name }));
    await insertInBatches(db, 'role_permissions', rows);
  }
}

async function seedMdrAndWallets(db: Kysely<Database>, now: number) {
  const ids = Array.from({ length: WALLET_MERCHANTS }, (_, i) => String(MERCHANT_ID_FROM + i));
  const mdr = ids.flatMap((merchant_id, i) =>
    NETWORKS.flatMap(([card_network, card_type, rate], j) => [
      // The rate in force, and (for every other merchant) the one it replaced.
      { merchant_id, card_network, card_type, rate, effective_from: now - days(30 + j) },
      ...(i % 2 === 0
        ? [{ merchant_id, card_network, card_type, rate: rate + 0.1, effective_from: now - days(400) }]
        : []),
    ]),
  );
  await insertInBatches(db, 'merchant_mdr_rates', mdr);

  const stores = await db
    .selectFrom('merchant_stores')
    .select(['merchant_id', 'store_id', 'name'])
    .where('merchant_id', 'in', ids)
    .orderBy('id')
    .execute();
  const wallets = [];
  const txns = [];
  for (const [s, store] of stores.entries()) {
    let balance = 5000 + (s % 7) * 1250;
    const storeTxns = [];
    for (let t = 0; t < TXNS_PER_STORE; t++) {
      const kind = TXN_KINDS[t % TXN_KINDS.length]!;
      const amount = 100 + ((s * 37 + t * 53) % 40) * 25;
      const fee = kind.txnType === 'WITHDRAWAL' ? 5 : 0;
      if (kind.status === 'SUCCESS' || kind.status === 'PENDING')
        balance += kind.indicator === 'CREDIT' ? amount : -(amount + fee);
      const at = now - days(TXNS_PER_STORE - t) - s * 60_000;
      const payer = PAYERS[(s + t) % PAYERS.length]!;
      storeTxns.push({
        txn_id: `P2P${store.store_id}${String(t + 1).padStart(3, '0')}`,
        merchant_id: store.merchant_id,
        store_id: store.store_id,
        txn_time: at,
        updated_at: at + 60_000,
        payer_name: kind.indicator === 'CREDIT' ? payer : store.name,
        payee_name: kind.indicator === 'CREDIT' ? store.name : payer,
        payee_mobile: `98${String(10_000_000 + s * 97 + t).slice(-8)}`,
        bank_reference_number: kind.status === 'FAILED' ? null : `BRN${String(s * 1000 + t).padStart(9, '0')}`,
        amount,
        fee,
        balance: Math.max(0, balance),
        status: kind.status,
        sub_status: kind.subStatus,
        txn_type: kind.txnType,
        txn_indicator: kind.indicator,
        mode: kind.txnType === 'WITHDRAWAL' ? 'IMPS' : 'UPI',
        vpa: `${payer.split(' ')[0]!.toLowerCase()}@upi`,
      });
    }
    txns.push(...storeTxns);
    wallets.push({
      merchant_id: store.merchant_id,
      store_id: store.store_id,
      store_name: store.name,
      balance: Math.max(0, balance),
      status: s % 11 === 10 ? 'FROZEN' : 'ACTIVE',
      updated_at: now - days(1),
    });
  }
  await insertInBatches(db, 'merchant_wallets', wallets);
  await insertInBatches(db, 'merchant_wallet_txns', txns);
}

/** QR orders in every state; the refunded ones refunded by the support agent. */
async function seedQrOrders(db: Kysely<Database>, now: number) {
  const merchants = await db
    .selectFrom('merchants')
    .select(['merchant_id', 'name'])
    .orderBy('merchant_id')
    .limit(12)
    .execute();
  const states = ['PAID', 'PAID', 'CREATED', 'PAID', 'FAILED', 'REFUNDED'] as const;
  const rows = Array.from({ length: QR_ORDERS }, (_, i) => {
    const m = merchants[i % merchants.length]!;
    const status = states[i % states.length]!;
    const at = now - days(QR_ORDERS - i) / 4;
    return {
      order_id: `QRO${String(i + 1).padStart(7, '0')}`,
      merchant_id: m.merchant_id,
      merchant_name: m.name,
      amount: 149 + (i % 9) * 100,
      payer_vpa: status === 'CREATED' ? null : `${PAYERS[i % PAYERS.length]!.split(' ')[0]!.toLowerCase()}@upi`,
      status,
      created_at: at,
      refund_reference: status === 'REFUNDED' ? `RFD${String(i + 1).padStart(8, '0')}` : null,
      refunded_by: status === 'REFUNDED' ? 'support@console.example' : null,
      refunded_at: status === 'REFUNDED' ? at + days(1) : null,
      version: status === 'REFUNDED' ? 2 : 1,
    };
  });
  await insertInBatches(db, 'qr_orders', rows);
}

/** One MCC change waiting for the checker, raised by the maker: the inbox shows the kind from the start. */
async function seedPendingMcc(db: Kysely<Database>, now: number) {
  const maker = await db
    .selectFrom('staff')
    .select(['id', 'email'])
    .where('email', '=', 'maker@console.example')
    .executeTakeFirst();
  const merchantId = String(MERCHANT_ID_FROM + 40);
  const merchant = await db
    .selectFrom('merchants')
    .select(['id', 'mcc', 'version'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!maker || !merchant) return;
  const mcc = merchant.mcc === '5812' ? '5499' : '5812';
  const at = now - days(1);
  const row = await insertRequest(db, {
    kind: 'MCC_CHANGE',
    productType: mcc,
    targetId: merchant.id,
    targetVersion: merchant.version,
    proposed: { merchantId, mcc, businessCategory: categoryName(mcc), changeReason: 'Business changed' },
    previous: { merchantId, mcc: merchant.mcc, businessCategory: categoryName(merchant.mcc) },
    maker: { staffId: maker.id, email: maker.email },
    remarks: 'The shop now serves meals; the merchant sent photos.',
    at,
  });
  await linkRequest(db, {
    approvalId: row.id,
    merchantId,
    kind: 'MCC_CHANGE',
    purpose: null,
    verificationId: null,
    at,
  });
}

/** MDR rates, P2P wallets and their transactions, QR orders in every state, one pending MCC change (issue 43 item 7). */
export const merchantCallsSeed: SeedModule = {
  name: 'merchant-calls',
  async seed({ db, now }) {
    await grant(db);
    await seedMdrAndWallets(db, now);
    await seedQrOrders(db, now);
    await seedPendingMcc(db, now);
  },
};
