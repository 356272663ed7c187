import type { SeedModule } from './context.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const AGENT = 'support@console.example';

/**
 * Merchant alerts for /merchant-alerts: every audience (all merchants, a business category, a CSV of merchant ids) and
 * every state (active, expired, disabled), each with its log rows (ENABLE, and DISABLE for the disabled one). The
 * active ones run weeks ahead, so they stay active a while after seeding (the tests seed a fixed day).
 */
export const merchantAlertsSeed: SeedModule = {
  name: 'merchant-alerts',
  async seed({ db, now }) {
    const merchants = await db.selectFrom('merchants').select(['merchant_id', 'mcc']).orderBy('merchant_id').execute();
    const category = merchants.find((m) => m.mcc)?.mcc ?? '5411';
    const csvIds = merchants.slice(0, 3).map((m) => m.merchant_id);
    const inCategory = merchants.filter((m) => m.mcc === category).length;
    const job = await db
      .insertInto('upload_jobs')
      .values({
        kind: 'merchant-alert-audience',
        status: 'DONE',
        file_name: 'festive-merchants.csv',
        file_sha256: '0'.repeat(64),
        file_size: 40,
        row_count: csvIds.length + 1,
        staff_id: (await db.selectFrom('staff').select('id').where('email', '=', AGENT).executeTakeFirstOrThrow()).id,
        staff_email: AGENT,
        approval_id: null,
        created_at: now - 3 * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('upload_job_rows')
      .values([
        ...csvIds.map((id, i) => ({ job_id: job.id, line: i + 2, merchant_id: id, status: 'VALID', remarks: null })),
        {
          job_id: job.id,
          line: csvIds.length + 2,
          merchant_id: '9999999999',
          status: 'REJECTED',
          remarks: 'merchantId: Merchant not found.',
        },
      ])
      .execute();
    // audience, header, body, enabled (days before seeding), expiry (days after), disabled (hours after enabling).
    const alert = (
      audience: 'ALL' | 'CATEGORY' | 'CSV',
      header: string,
      body: string,
      [enabledDaysAgo, expiryDays, disabledAfterHours]: [number, number, number?],
    ) => ({
      audience,
      category: audience === 'CATEGORY' ? category : null,
      jobId: audience === 'CSV' ? job.id : null,
      recipients: audience === 'CSV' ? csvIds.length : audience === 'CATEGORY' ? inCategory : merchants.length,
      header,
      body,
      created: now - enabledDaysAgo * DAY,
      expiry: now + expiryDays * DAY,
      disabled: disabledAfterHours === undefined ? null : now - enabledDaysAgo * DAY + disabledAfterHours * HOUR,
    });
    const alerts = [
      alert('ALL', 'Settlements on Diwali', 'Settlements of 1 November reach your bank on 3 November.', [2, 60]),
      alert('CATEGORY', 'New QR stands for your shop', 'Order a free QR stand from the app this month.', [30, -10]),
      alert('CSV', 'Festive cashback for you', 'Accept 50 payments this week and get 500 rupees cashback.', [3, 45]),
      alert('ALL', 'App maintenance tonight', 'The app is down from 1 to 2 am for maintenance.', [4, 2, 6]),
    ];
    for (const a of alerts) {
      const { id } = await db
        .insertInto('merchant_alerts')
        .values({
          audience: a.audience,
          category: a.category,
          audience_job_id: a.jobId,
          recipients: a.recipients,
          header: a.header,
          body: a.body,
          expiry_time: a.expiry,
          enabled: a.disabled === null ? 1 : 0,
          created_by: AGENT,
          created_at: a.created,
          disabled_by: a.disabled === null ? null : AGENT,
          disabled_at: a.disabled,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (a.jobId !== null)
        await db
          .insertInto('merchant_alert_recipients')
          .values(csvIds.map((merchant_id) => ({ alert_id: id, merchant_id })))
          .execute();
      const log = {
        alert_id: id,
        audience: a.audience,
        category: a.category,
        recipients: a.recipients,
        header: a.header,
        expiry_time: a.expiry,
      };
      await db
        .insertInto('merchant_alert_logs')
        .values([
          { ...log, action: 'ENABLE', agent_email: AGENT, created_at: a.created },
          ...(a.disabled === null ? [] : [{ ...log, action: 'DISABLE', agent_email: AGENT, created_at: a.disabled }]),
        ])
        .execute();
    }
  },
};
