import { days, insertInBatches, type SeedModule } from './context.js';

const TYPES = ['UPI_P2P', 'UPI_P2M', 'IMPS', 'NEFT', 'BANK_TRANSFER', 'PAYMENT', 'VAN_CREDIT'] as const;

export const limitsSeed: SeedModule = {
  name: 'limits',
  async seed({ db, rng, now }) {
    const rows = TYPES.flatMap((type) =>
      (['DEBIT', 'CREDIT'] as const).map((indicator) => {
        const perTxn = rng.pick([10000, 25000, 50000, 100000]);
        const linked = rng.bool(0.3);
        return {
          transaction_type: type,
          max_count: rng.int(5, 20),
          max_amount: perTxn,
          monthly_max_count: rng.int(50, 200),
          monthly_max_amount: perTxn * 20,
          monthly_overall_max_amount: perTxn * 30,
          lifetime_max_amount: perTxn * 500,
          van_id: linked ? `VAN${rng.digits(8)}` : null,
          status: rng.bool(0.85) ? 'ACTIVE' : 'INACTIVE',
          particulars: `${type} ${indicator.toLowerCase()} limit`,
          mode: rng.pick(['ONLINE', 'OFFLINE', 'ALL']),
          txn_indicator: indicator,
          link_van: linked ? 1 : 0,
          internal_client_merchant_id: linked ? `M${rng.digits(9)}` : null,
          submitted_by: 'maker@console.example',
          approved_by: 'checker@console.example',
          approved_at: now - days(rng.int(1, 100)),
          created_at: now - days(rng.int(100, 300)),
          remarks: 'Initial configuration',
        };
      }),
    );
    await insertInBatches(db, 'transaction_limits', rows);
  },
};
