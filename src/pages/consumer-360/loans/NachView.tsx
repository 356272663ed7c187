import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useEntity360 } from '../../../common/entity-360';
import { formatDate, formatInr } from '../../../format';
import { FieldGrid } from '../FieldGrid';
import { Reveal } from '../Reveal';

/** Spec §3.17 NACH record as the server sends it: the bank account masked to its last 4 digits. */
export interface NachRecord {
  id: number;
  accountName: string;
  amount: number;
  bankAccountNo: string | null;
  ifsc: string;
  dateOfRegistration: number;
  dateOfClearance: number | null;
  nachClearanceDate: number | null;
  status: string;
  rejectionReason: string | null;
}

const label = (key: string) =>
  key === 'dateOfClearance' ? 'consumer360.nach_extra.dateOfClearance' : `consumer360.nach.${key}`;

/** A loan's NACH mandate; its account number is revealed only through the audited reveal (reason asked). */
export function NachView({ data }: { data: NachRecord | null }) {
  const translate = useTranslate();
  const consumerId = Number(useEntity360().entityId);
  if (data === null) return <Typography>{translate('consumer360.nach_extra.none')}</Typography>;
  const date = (v: number | null) => formatDate(v, 'seconds');
  return (
    <FieldGrid
      rows={[
        { label: label('accountName'), value: data.accountName },
        { label: label('amount'), value: formatInr(data.amount) },
        {
          label: label('bankAccountNo'),
          value: (
            <Reveal
              consumerId={consumerId}
              field="nachAccountNumber"
              recordId={data.id}
              masked={data.bankAccountNo}
              label="consumer360.nach.bankAccountNo"
            />
          ),
        },
        { label: label('ifsc'), value: data.ifsc },
        { label: label('dateOfRegistration'), value: date(data.dateOfRegistration) },
        { label: label('dateOfClearance'), value: date(data.dateOfClearance) },
        { label: label('nachClearanceDate'), value: date(data.nachClearanceDate) },
        { label: label('status'), value: data.status },
        { label: label('rejectionReason'), value: data.rejectionReason },
      ]}
    />
  );
}
