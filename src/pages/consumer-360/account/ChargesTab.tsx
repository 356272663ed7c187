import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMPS_CHARGE_RUPEES } from '../../../../contract/consumer/rules';
import { formatInr } from '../../../format';
import { FieldGrid, ReadPending } from '../FieldGrid';
import { useConsumerPart } from '../useConsumer';

interface Slab {
  lowerBound: number;
  upperBound: number;
  baseFee?: number;
  fee?: number;
}
interface Charges {
  EMI_CHARGES: { tenures: number[]; chargePercent: number };
  PERSONAL_LOAN: { chargePercent: number; processingFee: number };
  SEND_MONEY: Slab[];
  BILL_PENALTY: Slab[];
  QR_CONVENIENCE_FEE: Slab[];
  BILL_TO_EMI_CHARGES: Slab[];
}

/** Charges (spec §2.13, §3.20): interest, personal loan, send money, overdue, QR, bill-to-EMI and IMPS cards. */
export default function ChargesTab() {
  const translate = useTranslate();
  const q = useConsumerPart<Charges>('charges');
  if (!q.data) return <ReadPending query={q} />;
  const c = q.data;
  const k = 'consumer360.charges.';
  const slabs = (list: Slab[]) =>
    list.map((s, i) => ({
      label: `#${i + 1}`,
      value: translate(`${k}slab`, {
        lower: formatInr(s.lowerBound),
        upper: formatInr(s.upperBound),
        fee: formatInr(s.fee ?? s.baseFee ?? 0),
      }),
    }));
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <FieldGrid
        title={`${k}interest`}
        rows={[
          { label: `${k}interest`, value: translate(`${k}percent`, { value: c.EMI_CHARGES.chargePercent }) },
          { label: `${k}tenures`, value: translate(`${k}tenures`, { list: c.EMI_CHARGES.tenures.join(', ') }) },
        ]}
      />
      <FieldGrid
        title={`${k}personal_loan`}
        rows={[
          { label: `${k}interest`, value: translate(`${k}percent`, { value: c.PERSONAL_LOAN.chargePercent }) },
          {
            label: `${k}personal_loan`,
            value: translate(`${k}processing_fee`, { value: c.PERSONAL_LOAN.processingFee }),
          },
        ]}
      />
      <FieldGrid title={`${k}send_money`} rows={slabs(c.SEND_MONEY)} />
      <FieldGrid title={`${k}overdue`} rows={slabs(c.BILL_PENALTY)} />
      <FieldGrid title={`${k}qr`} rows={slabs(c.QR_CONVENIENCE_FEE)} />
      <FieldGrid title={`${k}bill_to_emi`} rows={slabs(c.BILL_TO_EMI_CHARGES)} />
      <FieldGrid
        title={`${k}imps`}
        rows={[{ label: `${k}imps`, value: translate(`${k}imps_charge`, { amount: formatInr(IMPS_CHARGE_RUPEES) }) }]}
      />
    </Stack>
  );
}
