import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../format';
import { FieldGrid, ReadPending } from '../FieldGrid';
import { useConsumerPart } from '../useConsumer';
import type { Card } from './CardTab';

/**
 * Unity EMI Credit Card (spec §2.13, CAN_VIEW_UNITY_BANK_CARD): its own tab, reading the card details the server
 * answers with the Unity card only for a holder of that key.
 */
export default function UnityCardTab() {
  const translate = useTranslate();
  const q = useConsumerPart<Card>('card');
  if (!q.data) return <ReadPending query={q} />;
  const unity = q.data.unityCard;
  const k = 'consumer360.card.';
  if (!unity) return <Alert severity="info">{translate(`${k}unity_none`)}</Alert>;
  return (
    <FieldGrid
      title="consumer360.tab.unity-card"
      rows={[
        { label: `${k}state`, value: unity.state },
        { label: `${k}created_at`, value: formatDate(unity.created_at, 'seconds') },
        { label: `${k}updated_at`, value: formatDate(unity.updated_at, 'seconds') },
        { label: `${k}milestone`, value: unity.milestone },
      ]}
    />
  );
}
