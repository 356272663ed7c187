import { BRANDS } from './names.js';
import { days, insertInBatches, type SeedModule } from './context.js';

const CATEGORY_NAMES = ['Exclusive Offers', 'Regular Offers', 'Special Offers'] as const;
const CATEGORIES = ['Food', 'Fashion', 'Travel', 'Groceries', 'Electronics', 'Health', 'Entertainment'] as const;

export const offersSeed: SeedModule = {
  name: 'offers',
  async seed({ db, rng, now, scale }) {
    const rows = Array.from({ length: 60 * scale }, () => {
      const brand = rng.pick(BRANDS);
      const pct = rng.pick([5, 10, 15, 20, 25]);
      const cap = rng.pick([50, 100, 150, 250, 500]);
      const start = now + days(rng.int(-30, 20));
      const hasCoupon = rng.bool(0.6);
      const created = now - days(rng.int(0, 90));
      return {
        brand,
        img: `https://img.example/offers/${brand.toLowerCase().replace(/\W+/g, '-')}.png`,
        category: rng.pick(CATEGORIES),
        coupon_code: hasCoupon ? `${brand.replace(/\W+/g, '').slice(0, 6).toUpperCase()}${pct}` : null,
        category_name: rng.pick(CATEGORY_NAMES),
        short: `${pct}% off up to &#8377;${cap} with postpe`,
        search_name: brand.toLowerCase(),
        type: 'Online-Postpe',
        start_time: start,
        end_time: start + days(rng.int(7, 60)),
        status: rng.bool(0.7) ? 'ACTIVE' : 'INACTIVE',
        details: `Get **${pct}% off** up to &#8377;${cap} on ${brand} when you pay with postpe.`,
        tnc: `- Minimum order &#8377;${cap * 2}\n- Valid once per user\n- Cannot be combined with other offers`,
        process: `1. Shop on ${brand}\n2. Choose postpe at checkout\n3. Cashback is credited in 48 hours`,
        redirection_link: rng.bool(0.5)
          ? `https://www.${brand.toLowerCase().replace(/\W+/g, '')}.example/offers`
          : null,
        created_at: created,
        updated_at: created,
      };
    });
    await insertInBatches(db, 'offers', rows);
  },
};
