import { useEffect, useMemo, useState } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { RevealButton } from '../../../common/entity-360/RevealButton';
import { actionEntry } from '../access';
import { useConsumerProvider } from '../provider';

/**
 * A KYC image as the server sends it by default: its masked rendition, shown blurred as well. 'Reveal' asks for a
 * reason and fetches the clear image through the audited reveal (CAN_REVEAL_CONSUMER_PII); it stays on this screen.
 */
export function KycImage({
  consumerId,
  docType,
  imageId,
  label,
}: {
  consumerId: number;
  docType: string;
  imageId: number | null;
  label: string;
}) {
  const translate = useTranslate();
  const provider = useConsumerProvider();
  const [clear, setClear] = useState<string | null>(null);
  const masked = useQuery({
    queryKey: ['consumer-360', 'kyc-image', consumerId, docType],
    queryFn: () => provider.getKycImage(consumerId, docType),
    enabled: imageId !== null,
  });
  const maskedUrl = useMemo(() => (masked.data ? URL.createObjectURL(masked.data) : null), [masked.data]);
  useEffect(() => () => (maskedUrl ? URL.revokeObjectURL(maskedUrl) : undefined), [maskedUrl]);
  const k = 'consumer360.kyc_image.';
  if (imageId === null) return <>{translate(`${k}none`)}</>;
  if (clear !== null)
    return <Box component="img" src={clear} alt={translate(`${k}revealed_alt`, { label: translate(label) })} />;
  if (masked.error) return <>{translate(`${k}error`)}</>;
  if (!maskedUrl) return <CircularProgress size={16} aria-label={translate(`${k}loading`)} />;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="img"
        src={maskedUrl}
        alt={translate(`${k}masked_alt`, { label: translate(label) })}
        sx={{ filter: 'blur(4px)', borderRadius: 1 }}
      />
      <RevealButton
        label={label}
        resource={actionEntry('reveal')}
        onReveal={async (reason) =>
          setClear(await provider.revealConsumerValue({ consumerId, field: 'image', recordId: imageId, reason }))
        }
      />
    </Box>
  );
}
