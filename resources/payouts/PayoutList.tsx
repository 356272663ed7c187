import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import {
  BooleanInput,
  DataTable,
  FunctionField,
  List,
  SelectInput,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { PAYOUTS } from '../../contract/bindings';
import { EmptyList } from '../../src/common/EmptyList';
import { ListError } from '../../src/common/ListError';
import { StatusChip } from '../../src/common/StatusChip';
import { formatInr } from '../../src/format';
import { PayoutDecisionDialog, type PayoutRecord } from './PayoutDecisionDialog';
import { PayoutDetailsDialog } from './PayoutDetailsDialog';
import { ListPagination } from '../../src/common/ListPagination';
import { PAYOUTS_FIRST_PAGE } from '.';
import { LIGHT_CELL, LightTableBody } from '../../src/common/LightTableBody';
import { useAfterRows } from '../../src/common/AfterRows';
import { ListActionsWithViews } from '../../src/common/saved-views/ListActionsWithViews';
import { useFiltersAfterRows } from '../../src/common/filters-after-rows';

export const PAYOUT_STATUSES = ['APPROVAL_PENDING', 'APPROVED', 'REJECTED', 'SUCCESS', 'FAILED'] as const;
const PENDING = 'APPROVAL_PENDING';

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="resources.payouts.fields.status"
    choices={PAYOUT_STATUSES.map((s) => ({ id: s, name: s }))}
    alwaysOn
  />,
  // Waiting for approval past the SLA (a day): the quick summary's breach tile opens the list under it.
  <BooleanInput key="overdue" source="overdue" label="resources.payouts.fields.overdue" />,
];

type Decision = { payout: PayoutRecord; isApproved: boolean } | null;

function DetailsButton({ onOpen }: { onOpen(record: PayoutRecord): void }) {
  const record = useRecordContext<PayoutRecord>();
  const translate = useTranslate();
  const drawn = useAfterRows();
  if (!record || !drawn) return null;
  return (
    <Button size="small" onClick={() => onOpen(record)}>
      {translate('resources.payouts.details')}
    </Button>
  );
}

/** Approve and Reject, only on rows in APPROVAL_PENDING (spec §2.6); like Details, drawn just after the rows. */
function DecisionButtons({ onDecide }: { onDecide(decision: Decision): void }) {
  const record = useRecordContext<PayoutRecord>();
  const translate = useTranslate();
  const drawn = useAfterRows();
  if (!record || !drawn || record.status !== PENDING) return null;
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        color="success"
        onClick={() => onDecide({ payout: record, isApproved: true })}
      >
        {translate('resources.payouts.approve')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        onClick={() => onDecide({ payout: record, isApproved: false })}
      >
        {translate('resources.payouts.reject')}
      </Button>
    </Stack>
  );
}

/** /postpe-payouts (spec §2.6): pages of 20 from page 1; the Actions column only with CAN_APPROVE_PAYOUT. */
export default function PayoutList() {
  const { canAccess: canDecide } = useCanAccess({ resource: PAYOUTS.name, action: 'decide' });
  const [details, setDetails] = useState<PayoutRecord | null>(null);
  const [decision, setDecision] = useState<Decision>(null);
  const shownFilters = useFiltersAfterRows(filters);
  return (
    <>
      <List
        title="resources.payouts.title"
        filters={shownFilters}
        sort={PAYOUTS_FIRST_PAGE.sort}
        perPage={PAYOUTS_FIRST_PAGE.perPage}
        pagination={<ListPagination />}
        empty={<EmptyList />}
        error={<ListError />}
        exporter={false}
        actions={<ListActionsWithViews />}
      >
        <DataTable rowClick={false} bulkActionButtons={false} body={LightTableBody}>
          {/* E-mails may break anywhere, amounts and buttons never: the Actions column stays on screen beside the menu. */}
          <DataTable.Col
            source="agentEmail"
            label="resources.payouts.fields.agentEmail"
            disableSort
            cellClassName={LIGHT_CELL.wrapAnywhere}
          />
          <DataTable.Col
            source="approverEmail"
            label="resources.payouts.fields.approverEmail"
            disableSort
            cellClassName={LIGHT_CELL.wrapAnywhere}
          />
          <DataTable.Col source="amount" label="resources.payouts.fields.amount" cellClassName={LIGHT_CELL.noWrap}>
            <FunctionField<PayoutRecord> render={(r) => formatInr(r.amount)} />
          </DataTable.Col>
          <DataTable.Col source="agentRemarks" label="resources.payouts.fields.agentRemarks" disableSort />
          <DataTable.Col source="approverRemarks" label="resources.payouts.fields.approverRemarks" disableSort />
          <DataTable.Col source="status" label="resources.payouts.fields.status" disableSort>
            <StatusChip />
          </DataTable.Col>
          <DataTable.Col label="resources.payouts.details" disableSort>
            <DetailsButton onOpen={setDetails} />
          </DataTable.Col>
          {canDecide === true && (
            <DataTable.Col label="resources.payouts.actions" disableSort cellClassName={LIGHT_CELL.noWrap}>
              <DecisionButtons onDecide={setDecision} />
            </DataTable.Col>
          )}
        </DataTable>
      </List>
      <PayoutDetailsDialog payout={details} onClose={() => setDetails(null)} />
      <PayoutDecisionDialog
        payout={decision?.payout ?? null}
        isApproved={decision?.isApproved ?? true}
        onClose={() => setDecision(null)}
      />
    </>
  );
}
