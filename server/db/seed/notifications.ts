import { days, insertInBatches, type SeedModule } from './context.js';

const MESSAGES = [
  ['Bill due soon', 'Your postpe bill is due in 3 days. Pay on time to keep your limit active.'],
  ['Cashback credited', 'We have credited cashback to your postpe account. Check your rewards.'],
  ['New offer for you', 'Get 10% off on your next grocery order with postpe.'],
  ['Scheduled maintenance', 'UPI payments may be slow between 1 AM and 3 AM tonight.'],
  ['Limit increased', 'Good news! Your postpe credit limit has been increased.'],
] as const;

export const notificationsSeed: SeedModule = {
  name: 'notifications',
  async seed({ db, rng, now }) {
    const rows = Array.from({ length: 30 }, () => {
      const [header, body] = rng.pick(MESSAGES);
      const created = now - days(rng.int(0, 60));
      return {
        type: rng.pick(['PUSH', 'IN_APP', 'SMS']),
        header,
        body,
        expiry_date: created + days(rng.int(5, 45)),
        agent_name: rng.pick(['Omar Ops Kapoor', 'Asha Admin']),
        status: rng.bool(0.6) ? 'ACTIVE' : 'INACTIVE',
        created_at: created,
        updated_at: created,
      };
    });
    await insertInBatches(db, 'notifications', rows);
  },
};
