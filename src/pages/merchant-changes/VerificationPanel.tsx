import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BankVerificationDto } from '../../../contract/merchant-changes/bank';
import { orNotAvailable } from '../../format';

const SEVERITY = { MATCH: 'success', MISMATCH: 'warning', NONE: 'error' } as const;

/** A /bank-ac/verify result: the penny drop, the name the bank returned beside the merchant's name, the match score. */
export function VerificationPanel({ verification }: { verification: BankVerificationDto }) {
  const translate = useTranslate();
  const v = verification;
  return (
    <Alert severity={SEVERITY[v.nameMatch]} data-testid="verification" sx={{ my: 1 }}>
      <Stack spacing={0.5}>
        <Typography variant="subtitle2">
          {translate('merchantChanges.verification.penny_drop')}:{' '}
          <strong>{translate(`merchantChanges.verification.${v.result}`)}</strong> ({v.reference})
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
          <span>{translate('merchantChanges.verification.name_at_bank')}</span>
          <strong>{orNotAvailable(v.nameAtBank)}</strong>
          <span>{translate('merchantChanges.verification.merchant_name')}</span>
          <strong>{v.merchantName}</strong>
        </Box>
        <Box>
          <Chip
            size="small"
            label={translate('merchantChanges.verification.score', { score: v.matchScore })}
            color={v.nameMatch === 'MATCH' ? 'success' : v.nameMatch === 'MISMATCH' ? 'warning' : 'default'}
          />{' '}
          <span>{translate(`merchantChanges.verification.match_${v.nameMatch}`)}</span>
        </Box>
        <Typography variant="body2">{v.message}</Typography>
      </Stack>
    </Alert>
  );
}
