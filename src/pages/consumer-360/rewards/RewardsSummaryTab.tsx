import { formatDateTime } from '../../../format';
import { FieldGrid } from '../FieldGrid';
import { ConsumerProductsScope, useConsumerProduct } from '../provider';
import { QueryState } from '../../../common/QueryState';

interface RewardsSummary {
  zillion_onboarding_date: number;
  coins_balance: number;
  coins_earned: number;
  coins_redeemed: number;
  coins_expired: number;
}

function RewardsSummaryView() {
  const query = useConsumerProduct<RewardsSummary | null>('rewardsSummary');
  return (
    <QueryState query={query} emptyMessage="consumer360Products.empty.rewards">
      {(s) =>
        s && (
          <FieldGrid
            title="consumer360Products.tab.rewards-summary"
            rows={[
              {
                label: 'consumer360Products.rewards.zillion_onboarding_date',
                value: formatDateTime(s.zillion_onboarding_date, 'seconds'),
              },
              { label: 'consumer360Products.rewards.coins_balance', value: s.coins_balance },
              { label: 'consumer360Products.rewards.coins_earned', value: s.coins_earned },
              { label: 'consumer360Products.rewards.coins_redeemed', value: s.coins_redeemed },
              { label: 'consumer360Products.rewards.coins_expired', value: s.coins_expired },
            ]}
          />
        )
      }
    </QueryState>
  );
}

/** Zillion Rewards Summary (spec §3.23). */
export default function RewardsSummaryTab() {
  return (
    <ConsumerProductsScope>
      <RewardsSummaryView />
    </ConsumerProductsScope>
  );
}
