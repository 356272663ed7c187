import { useState } from 'react';
import { Button, Stack, Tooltip } from '@mui/material';
import { DataTable, FunctionField, useRecordContext, useTranslate } from 'react-admin';
import { canForeclose, canSeeEmiDetails } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS, type LoanPart } from '../../../../dataProviders/postpe/consumer';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { StatusChip } from '../../../common/StatusChip';
import { formatDate, formatInr } from '../../../format';
import { GatedButton } from '../actions/GatedButton';
import { ForecloseDialog } from './ForecloseDialog';
import { LoanViewDialog } from './LoanViewDialog';

export interface EmiRow {
  id: number;
  loanStatus: string;
  dateOfLoanDisbursed: number;
  disbursedAmount: number;
  tenure: number;
  rateOfInterest: number;
  installmentAmount: number;
  nextEmiDueDate: number | null;
  canForeclose: boolean;
  lender: string;
}

function EmiActions() {
  const e = useRecordContext<EmiRow>();
  const translate = useTranslate();
  const consumerId = Number(useEntity360().entityId);
  const [view, setView] = useState<LoanPart | 'foreclose' | null>(null);
  if (!e) return null;
  const details = canSeeEmiDetails(e.loanStatus);
  const viewButton = (part: LoanPart, label: string, enabled = true) => (
    <Tooltip key={part} title={enabled ? '' : translate('consumer360.action.details_disabled')}>
      <span>
        <Button size="small" disabled={!enabled} onClick={() => setView(part)}>
          {translate(label)}
        </Button>
      </span>
    </Tooltip>
  );
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      <GatedButton
        action="foreclose"
        label="consumer360.action.foreclose"
        deniedReason="consumer360.action.foreclose_denied"
        hideWhenDenied
        unavailable={canForeclose(e) ? null : translate('consumer360.action.foreclose_disabled')}
        onClick={() => setView('foreclose')}
      />
      {viewButton('quote', 'consumer360.action.details', details)}
      {viewButton('ledger', 'consumer360.action.ledger', details)}
      {viewButton('detail', 'consumer360.action.schedule')}
      {viewButton('nach', 'consumer360.action.nach')}
      {viewButton('kfs', 'consumer360.action.kfs')}
      {view === 'foreclose' && <ForecloseDialog loan={e} consumerId={consumerId} onClose={() => setView(null)} />}
      {view && view !== 'foreclose' && <LoanViewDialog loanId={e.id} part={view} onClose={() => setView(null)} />}
    </Stack>
  );
}

/** Emis (spec §3.17, §4): the loans with Foreclose Loan (CAN_FORECLOSE_EMI) and their views. */
export default function EmisTab() {
  const { entityId } = useEntity360();
  return (
    <EntityListTab
      resource={CONSUMER_LISTS.emis}
      filter={{ consumerId: entityId }}
      empty="consumer360.empty.emis"
      label="consumer360.tab.emis"
    >
      <DataTable.Col source="id" label="consumer360.col.loanId" disableSort />
      <DataTable.Col label="consumer360.col.status" disableSort>
        <FunctionField<EmiRow> render={(r) => <StatusChip status={r.loanStatus} />} />
      </DataTable.Col>
      <DataTable.Col label="consumer360.col.disbursedOn" disableSort>
        <FunctionField<EmiRow> render={(r) => formatDate(r.dateOfLoanDisbursed, 'seconds')} />
      </DataTable.Col>
      <DataTable.Col label="consumer360.col.disbursed" disableSort>
        <FunctionField<EmiRow> render={(r) => formatInr(r.disbursedAmount)} />
      </DataTable.Col>
      <DataTable.Col source="tenure" label="consumer360.col.tenure" disableSort />
      <DataTable.Col label="consumer360.col.installment" disableSort>
        <FunctionField<EmiRow> render={(r) => formatInr(r.installmentAmount)} />
      </DataTable.Col>
      <DataTable.Col label="consumer360.col.nextDue" disableSort>
        <FunctionField<EmiRow> render={(r) => formatDate(r.nextEmiDueDate, 'seconds')} />
      </DataTable.Col>
      <DataTable.Col source="lender" label="consumer360.col.lender" disableSort />
      <DataTable.Col label="consumer360.col.actions" disableSort>
        <EmiActions />
      </DataTable.Col>
    </EntityListTab>
  );
}
