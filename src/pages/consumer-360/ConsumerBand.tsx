import { Box, Chip, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { SummaryBand } from '../../common/entity-360';
import { StatusChip } from '../../common/StatusChip';
import { formatInr } from '../../format';
import type { ConsumerSummary } from './useConsumer';

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Box sx={{ fontWeight: 500 }}>{children}</Box>
    </Box>
  );
}

/** The band (issue 12): status, KYC level, limit used/available, dues, blocked and write-off flags. */
export function ConsumerBand({ summary }: { summary: UseQueryResult<ConsumerSummary> }) {
  const translate = useTranslate();
  const c = summary.data;
  return (
    <SummaryBand isPending={summary.isPending} error={summary.error} label="consumer360.band.label">
      {c && (
        <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap" alignItems="center">
          <Typography variant="h6" component="h2" data-testid="consumer-name">
            {c.verifiedName} · {translate('consumer360.band.consumer', { id: c.consumerId })}
          </Typography>
          <Item label="consumer360.band.status">
            <StatusChip status={c.accountStatus} />
          </Item>
          <Item label="consumer360.band.kyc">{c.kycLevel}</Item>
          <Item label="consumer360.band.limit">
            {formatInr(c.postPaidAccount.usedLimit)} / {formatInr(c.postPaidAccount.availableLimit)}
          </Item>
          <Item label="consumer360.band.dues">
            {formatInr(c.postPaidAccount.dueNowAmount)} / {formatInr(c.postPaidAccount.totalDueAmount)}
          </Item>
          {c.permanentBlockedUser.blocked && (
            <Chip
              color="error"
              label={`${translate('consumer360.band.blocked')}: ${c.permanentBlockedUser.reason ?? ''}`}
            />
          )}
          {c.isWriteOff && (
            <Chip
              color="warning"
              label={`${translate('consumer360.band.write_off')}: ${formatInr(c.writeOffAmount)}`}
            />
          )}
        </Stack>
      )}
    </SummaryBand>
  );
}
