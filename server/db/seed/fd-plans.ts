import { insertInBatches, type SeedModule } from './context.js';

const ISSUERS = [
  { name: 'Shriram Finance', code: 'SHRIRAM' },
  { name: 'Bajaj Finance', code: 'BAJAJ' },
  { name: 'Mahindra Finance', code: 'MAHINDRA' },
  { name: 'Suryoday Small Finance Bank', code: 'SURYODAY', bank: true },
  { name: 'Unity Small Finance Bank', code: 'UNITY', bank: true },
] as const;
const TENURES = [180, 365, 730, 1095] as const;

export const fdPlansSeed: SeedModule = {
  name: 'fd-plans',
  async seed({ db, rng, now }) {
    const rows = ISSUERS.flatMap((issuer, i) =>
      TENURES.map((tenure, j) => {
        const rate = Number((6.5 + rng.int(0, 250) / 100).toFixed(2));
        const configs = {
          is_popular: j === 1,
          is_coming_soon: false,
          renewal: rng.bool(),
          default_amount: rng.pick([10000, 25000, 50000]),
          is_bank: 'bank' in issuer,
          promo_label: j === 1 ? 'Most chosen' : '',
          special_rates: j === 2 ? [{ label: '9.5+ 2.5% extra', interest_rate: 9.5 }] : [],
          plan_features_before_kyc: ['Insured up to ₹5 lakh', 'No lock-in after 7 days'],
          plan_features_after_kyc: ['Interest credited monthly', 'Withdraw any time'],
          women_interest_rate: Number((rate + 0.1).toFixed(2)),
          senior_default_interest_rate: Number((rate + 0.5).toFixed(2)),
          senior_women_interest_rate: Number((rate + 0.6).toFixed(2)),
          position: 100 + i * 10 + j,
        };
        return {
          plan_id: `${issuer.code}_${tenure}D`,
          issuer_name: issuer.name,
          issuer_code: issuer.code,
          tenure_in_days: tenure,
          interest_rate: rate,
          payout_frequency: rng.pick(['MONTHLY', 'QUARTERLY', 'ON_MATURITY']),
          active: rng.bool(0.85) ? 1 : 0,
          issuer_logo: `https://img.example/issuers/${issuer.code.toLowerCase()}.png`,
          configs: JSON.stringify(configs),
          updated_at: now,
        };
      }),
    );
    await insertInBatches(db, 'fd_plans', rows);
  },
};
