import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../format';
import { FieldGrid, ReadPending, yesNo } from '../FieldGrid';
import { useConsumerPart } from '../useConsumer';

export interface Card {
  appState: string | null;
  cardUsabilityStatus: string | null;
  cardActivated: boolean;
  cardDetails: {
    last_digits: string | null;
    bin_number: string | null;
    policies_activated: string[];
    policies_assigned: string[];
  } | null;
  delivery: { awbNumber?: string; orderStatus?: string; orderDate?: number } | null;
  unityCard: { state?: string; created_at?: number; updated_at?: number; milestone?: string } | null;
}

/** Card Details (spec §3.18): card and delivery (the Unity card has its own tab, UnityCardTab). */
export default function CardTab() {
  const translate = useTranslate();
  const q = useConsumerPart<Card>('card');
  if (!q.data) return <ReadPending query={q} />;
  const c = q.data;
  const k = 'consumer360.card.';
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <FieldGrid
        title="consumer360.tab.card"
        rows={[
          { label: `${k}appState`, value: c.appState },
          { label: `${k}cardUsabilityStatus`, value: c.cardUsabilityStatus },
          { label: `${k}cardActivated`, value: translate(yesNo(c.cardActivated)) },
          { label: `${k}last_digits`, value: c.cardDetails?.last_digits },
          { label: `${k}bin_number`, value: c.cardDetails?.bin_number },
          { label: `${k}policies_activated`, value: c.cardDetails?.policies_activated.join(', ') },
          { label: `${k}policies_assigned`, value: c.cardDetails?.policies_assigned.join(', ') },
        ]}
      />
      <FieldGrid
        title={`${k}delivery`}
        rows={[
          { label: `${k}awbNumber`, value: c.delivery?.awbNumber },
          { label: `${k}orderStatus`, value: c.delivery?.orderStatus },
          { label: `${k}orderDate`, value: formatDate(c.delivery?.orderDate, 'seconds') },
        ]}
      />
    </Stack>
  );
}
