import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { DataTable, ListBase, useListContext, useTranslate } from 'react-admin';
import type { CaseStatus, DisputeProduct } from '../../../contract/disputes/rules';
import { DISPUTE_CASES } from '../../../dataProviders/chargeback/disputes';
import { EmptyList } from '../../common/EmptyList';
import { formatDateTime, formatInr } from '../../format';
import type { ProofRef } from './ProofPreview';
import { ListPagination } from '../../common/ListPagination';
import { LIST_PAGE_SIZE } from '../../../contract/schema';
import { CaseKeys, type CaseChoice } from './CaseKeys';
import { useViewers } from '../../common/live/usePresence';
import { BeingReviewed } from '../../common/live/LiveNotes';
import { ScrollRegion } from '../../common/ScrollRegion';
import { LightTableBody } from '../../common/LightTableBody';
import { PreviewDialog, ReviewDialog, type CaseListRow as Row } from './CaseDialogs';

function ListError() {
  const { error } = useListContext();
  return error ? <Alert severity="error">{error.message}</Alert> : null;
}

/** The cases of one product and status (spec §2.9), with their keyboard keys, review and proof preview dialogs. */
export function CaseTable({
  product,
  status,
  search,
  overdue,
}: {
  product: DisputeProduct;
  status: CaseStatus;
  search: string;
  overdue: boolean;
}) {
  const translate = useTranslate();
  const [reviewing, setReviewing] = useState<number | null>(null);
  const [preview, setPreview] = useState<ProofRef | null>(null);
  const [choice, setChoice] = useState<CaseChoice>({ id: null, index: 0 });
  const viewers = useViewers('dispute');
  const review = (id: number | null) => {
    setReviewing(id);
    if (id !== null) setChoice((c) => ({ ...c, id }));
  };
  return (
    <ListBase
      exporter={false}
      resource={DISPUTE_CASES}
      filter={{
        sourceProduct: product,
        status,
        ...(search ? { paymentTransactionId: search } : {}),
        ...(overdue ? { overdue: true } : {}),
      }}
      perPage={LIST_PAGE_SIZE}
      disableSyncWithLocation
      disableAuthentication
    >
      <ListError />
      <CaseKeys choice={choice} onChoose={setChoice} onReview={review} onPreview={setPreview} />
      <ScrollRegion>
        <DataTable
          rowClick={false}
          rowSx={(r) => (r.id === choice.id ? { bgcolor: 'action.selected' } : {})}
          bulkActionButtons={false}
          body={LightTableBody}
          empty={<EmptyList />}
          aria-label={translate('disputes.cases_title')}
        >
          <DataTable.Col source="id" label="disputes.case_id" disableSort />
          <DataTable.Col source="paymentTransactionId" label="disputes.col.payment_transaction_id" disableSort />
          <DataTable.Col source="merchantId" label="disputes.col.merchant_id" disableSort />
          <DataTable.Col source="disputeCategory" label="disputes.category" disableSort />
          <DataTable.Col label="disputes.amount" disableSort render={(r: Row) => formatInr(r.disputeAmount)} />
          <DataTable.Col source="raisedBy" label="disputes.raised_by" disableSort />
          <DataTable.Col
            label="disputes.created"
            disableSort
            render={(r: Row) => formatDateTime(r.createdAt, 'seconds')}
          />
          <DataTable.Col
            label="disputes.proofs"
            disableSort
            render={(r: Row) =>
              r.proofs.map((p) => (
                <Button key={p.id} size="small" onClick={() => setPreview(p)}>
                  {translate('disputes.preview_action', { name: p.fileName })}
                </Button>
              ))
            }
          />
          <DataTable.Col
            label="disputes.col.action"
            disableSort
            render={(r: Row) => (
              <Stack direction="row" spacing={1} alignItems="center">
                <Button size="small" variant="outlined" onClick={() => review(r.id)}>
                  {translate('disputes.review_action')}
                </Button>
                <BeingReviewed names={viewers.get(r.id)} compact />
              </Stack>
            )}
          />
        </DataTable>
      </ScrollRegion>
      <ListPagination />
      <ReviewDialog id={reviewing} product={product} onClose={() => review(null)} onOpen={review} />
      <PreviewDialog proof={preview} product={product} onClose={() => setPreview(null)} />
    </ListBase>
  );
}
