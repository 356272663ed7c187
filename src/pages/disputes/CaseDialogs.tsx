import { lazy, Suspense, useState } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useListContext, useTranslate } from 'react-admin';
import type { DisputeProduct } from '../../../contract/disputes/rules';
import { DISPUTE_CASES } from '../../../dataProviders/chargeback/disputes';
import type { ProofRef } from './ProofPreview';
import { ReviewPanel, type CaseRow } from './ReviewPanel';
import { ClosableDialogTitle } from '../../common/ClosableDialogTitle';
import { useViewers, useViewing } from '../../common/live/usePresence';
import { BeingReviewed } from '../../common/live/LiveNotes';

/** A row of the case list (/alerts/dispute). */
export type CaseListRow = CaseRow & { createdAt: number };
type Row = CaseListRow;

/** pdf.js and react-pdf load only when a proof is opened, not with the case list. */
const LazyProofPreview = lazy(() => import('./ProofPreview'));
function ProofPreview(props: { proof: ProofRef; product: DisputeProduct }) {
  return (
    <Suspense fallback={<CircularProgress size={24} />}>
      <LazyProofPreview {...props} />
    </Suspense>
  );
}

/** The review split view: the proof on one side, the decision on the other (spec §2.9, §4). */
export function ReviewDialog({
  id,
  product,
  onClose,
  onOpen,
}: {
  id: number | null;
  product: DisputeProduct;
  onClose: () => void;
  onOpen: (id: number) => void;
}) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { data } = useListContext<Row>();
  const rows = data ?? [];
  const index = rows.findIndex((r) => r.id === id);
  const row = index >= 0 ? rows[index] : undefined;
  const next = index >= 0 ? rows[index + 1] : undefined;
  const [proof, setProof] = useState(0);
  const viewers = useViewers('dispute');
  useViewing('dispute', row ? row.id : null);
  if (id === null || !row) return null;
  const done = (openNext: boolean) => {
    // Only this page's lists and counts: react-admin's refresh() would refetch everything, access checks included.
    void queryClient.invalidateQueries({ queryKey: ['dispute-counts'] });
    void queryClient.invalidateQueries({ queryKey: [DISPUTE_CASES] });
    if (openNext && next) onOpen(next.id);
    else onClose();
  };
  const shown = row.proofs[proof] ?? row.proofs[0];
  return (
    <Dialog open fullWidth maxWidth="xl" onClose={onClose} aria-labelledby="review-title">
      <ClosableDialogTitle id="review-title" onClose={onClose}>
        {translate('disputes.review_title', { id: row.id })}
      </ClosableDialogTitle>
      <DialogContent>
        <BeingReviewed names={viewers.get(row.id)} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box
            sx={{
              flex: 1,
              minWidth: 0,
              maxHeight: '75vh',
              overflow: 'auto',
              borderRight: { md: 1 },
              borderColor: 'divider',
              pr: 2,
            }}
          >
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              {row.proofs.map((p, i) => (
                <Button
                  key={p.id}
                  size="small"
                  variant={i === proof ? 'contained' : 'outlined'}
                  onClick={() => setProof(i)}
                >
                  {translate(`disputes.proof_type.${p.proofType}`)}
                </Button>
              ))}
            </Stack>
            {shown ? (
              <ProofPreview key={shown.id} proof={shown} product={product} />
            ) : (
              <Typography>{translate('disputes.no_proof')}</Typography>
            )}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <ReviewPanel key={row.id} row={row} product={product} hasNext={Boolean(next)} onDone={done} />
          </Box>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

/** The PDF preview modal of the case list (spec §2.9). */
export function PreviewDialog({
  proof,
  product,
  onClose,
}: {
  proof: ProofRef | null;
  product: DisputeProduct;
  onClose: () => void;
}) {
  const translate = useTranslate();
  if (!proof) return null;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="preview-title">
      <ClosableDialogTitle id="preview-title" onClose={onClose}>
        {translate('disputes.preview_title')}
      </ClosableDialogTitle>
      <DialogContent>
        <ProofPreview proof={proof} product={product} />
      </DialogContent>
    </Dialog>
  );
}
