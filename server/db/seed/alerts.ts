import { days, insertInBatches, type SeedModule } from './context.js';

export const alertsSeed: SeedModule = {
  name: 'alerts',
  async seed({ db, rng, now }) {
    await db
      .insertInto('alerts')
      .values([
        {
          alert_type: 'HOMESCREEN_ALERT',
          product: '',
          header: 'Withdrawals are slower today',
          body: 'Bank partner maintenance: withdrawals may take up to 4 hours.',
          expiry_time: now + days(2),
          enabled: 1,
          updated_by: 'ops@console.example',
          updated_at: now,
        },
        {
          alert_type: 'WITHDRAWAL_ALERT',
          product: 'P2P',
          header: 'P2P withdrawals paused',
          body: 'P2P withdrawals resume tomorrow at 9 AM.',
          expiry_time: now - days(1),
          enabled: 0,
          updated_by: 'ops@console.example',
          updated_at: now - days(1),
        },
      ])
      .execute();
    const logs = Array.from({ length: 35 }, (_, i) => {
      const enable = rng.bool(0.6);
      const type = rng.pick(['HOMESCREEN_ALERT', 'WITHDRAWAL_ALERT', 'WITHDRAWAL_CTA_ALERT']);
      const created = now - days(35 - i) + rng.int(0, 80_000_000);
      return {
        alert_type: type,
        product: type === 'HOMESCREEN_ALERT' ? '' : rng.pick(['ALL', 'P2P', 'FD']),
        action: enable ? 'ENABLE' : 'DISABLE',
        header: enable ? 'Service notice' : null,
        body: enable ? 'Some withdrawals may be delayed.' : null,
        expiry_time: enable ? created + days(1) : null,
        agent_email: rng.pick(['ops@console.example', 'admin@console.example']),
        created_at: created,
      };
    });
    await insertInBatches(db, 'alert_logs', logs);
  },
};
