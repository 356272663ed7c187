import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MOBILE_CHANGE_REQUESTS } from '../../../contract/mobile-change/calls';
import { mobileChangeCalls } from '../../../dataProviders/crm/mobile-change';
import { MaskedValue } from '../../common/entity-360';
import { REVEAL_ACCESS } from '../../common/entity-360/merchant-reveal-access';
import { newIdempotencyKey } from '../../common/idempotency-key';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, orNotAvailable } from '../../format';
import { DecisionButtons } from '../merchant-changes/DecisionButtons';
import { StoredDocumentPreview } from '../merchant-changes/KycDocumentPreview';
import { decisionSummary, proofLine, type MobileChangeRow } from './mobile-change-summary';

const T = 'mobileChange';
const calls = mobileChangeCalls();

/** One label and its value, in the detail's grid. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

/**
 * One request as the checker opens it: the merchant, old → new number (masked; each revealed with a reason, audited),
 * the reason, who raised it and why, the proof itself, and Approve / Reject restated in the remarks dialog. The maker
 * sees the same, without the decision.
 */
export function MobileChangeDetail({ row, onClose }: { row: MobileChangeRow | null; onClose(): void }) {
  const translate = useTranslate();
  if (!row) return null;
  const p = row.proposed;
  const reveal = (side: 'previous' | 'proposed') => (reason: string) =>
    calls.reveal(row.id, side, reason, newIdempotencyKey());
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="mobile-change-detail-title">
      <DialogTitle id="mobile-change-detail-title">{translate(`${T}.request`, { id: row.id })}</DialogTitle>
      <DialogContent>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, mt: 0 }}
        >
          <Fact label={translate(`${T}.merchant`)}>{`${orNotAvailable(p.merchantName)} (${row.merchantId})`}</Fact>
          <Fact label={translate(`${T}.status`)}>
            <StatusChip status={row.status} />
          </Fact>
          <Fact label={translate(`${T}.old_number`)}>
            <MaskedValue
              masked={row.previous?.mobile}
              label={`${T}.reveal_old`}
              {...REVEAL_ACCESS}
              onReveal={reveal('previous')}
            />
          </Fact>
          <Fact label={translate(`${T}.new_number`)}>
            <MaskedValue masked={p.mobile} label={`${T}.reveal_new`} {...REVEAL_ACCESS} onReveal={reveal('proposed')} />
          </Fact>
          <Fact label={translate(`${T}.reason`)}>{orNotAvailable(p.reason)}</Fact>
          <Fact label={translate(`${T}.maker`)}>{`${row.makerEmail}, ${formatDateTime(row.createdAt)}`}</Fact>
          <Fact label={translate(`${T}.maker_remarks`)}>{orNotAvailable(row.makerRemarks)}</Fact>
          {row.decidedAt !== null && (
            <>
              <Fact label={translate(`${T}.checker`)}>
                {`${orNotAvailable(row.checkerEmail)}, ${formatDateTime(row.decidedAt)}`}
              </Fact>
              <Fact label={translate(`${T}.checker_remarks`)}>{orNotAvailable(row.checkerRemarks)}</Fact>
            </>
          )}
        </Box>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {translate(`${T}.proof`)}
        </Typography>
        <StoredDocumentPreview
          queryKey={['mobile-change-proof', row.id]}
          load={() => calls.proof(row.id)}
          heading={
            p.fileName
              ? proofLine({ fileName: p.fileName, size: p.size ?? 0, mediaType: p.mediaType ?? '' }, translate)
              : ''
          }
          fileName={p.fileName ?? ''}
          testId="mobile-change-proof-view"
        />
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
        <Stack direction="row" spacing={2}>
          {row.status === 'PENDING' && (
            <DecisionButtons
              kind="MOBILE_CHANGE"
              request={row}
              queryKey={[MOBILE_CHANGE_REQUESTS.name]}
              toast={{ approved: `${T}.approved`, rejected: `${T}.rejected`, error: `${T}.decide_failed` }}
              summaryOf={(isApproved) => decisionSummary(row, isApproved, translate)}
            />
          )}
        </Stack>
        <Button onClick={onClose}>{translate(`${T}.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
