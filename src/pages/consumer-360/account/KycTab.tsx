import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FieldGrid, ReadPending } from '../FieldGrid';
import { Reveal } from '../Reveal';
import { KycImage } from './KycImage';
import { useConsumerPart, useCurrentConsumer } from '../useConsumer';

interface KycDoc {
  docType: string;
  imageId: number | null;
  imageMasked: boolean;
  docIdentifier: string | null;
  address: string | null;
  formattedDob: string | null;
}

/** kyc (CAN_VIEW_POSTPE_KYC; spec §3.22): POA front image, identifier, address, dob, selfie and PAN, all masked. */
export default function KycTab() {
  const translate = useTranslate();
  const { consumerId } = useCurrentConsumer();
  const q = useConsumerPart<{ docs: KycDoc[]; panNumber: string | null }>('kyc');
  if (!q.data) return <ReadPending query={q} />;
  if (q.data.docs.length === 0 && !q.data.panNumber)
    return <Typography sx={{ p: 2 }}>{translate('consumer360.kyc.none')}</Typography>;
  const k = 'consumer360.kyc.';
  const reveal = (field: 'address' | 'dob' | 'pan' | 'identifier', masked: string | null, label: string) => (
    <Reveal consumerId={consumerId} field={field} masked={masked} label={label} />
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {q.data.docs.map((d) => (
        <FieldGrid
          key={d.docType}
          title={d.docType === 'POA' ? `${k}poa` : `${k}selfie`}
          rows={[
            {
              label: `${k}front_image`,
              value: (
                <KycImage
                  consumerId={consumerId}
                  docType={d.docType}
                  imageId={d.imageId}
                  label={d.docType === 'POA' ? `${k}poa` : `${k}selfie`}
                />
              ),
            },
            ...(d.docType === 'POA'
              ? [
                  { label: `${k}identifier`, value: reveal('identifier', d.docIdentifier, `${k}identifier`) },
                  { label: `${k}address`, value: reveal('address', d.address, `${k}address`) },
                  { label: `${k}dob`, value: reveal('dob', d.formattedDob, `${k}dob`) },
                ]
              : []),
          ]}
        />
      ))}
      <FieldGrid title={`${k}pan`} rows={[{ label: `${k}pan`, value: reveal('pan', q.data.panNumber, `${k}pan`) }]} />
    </Stack>
  );
}
