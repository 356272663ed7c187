import { useState } from 'react';
import { Button, Stack, Tooltip } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { canForeclose, canSeeEmiDetails } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS, type LoanPart } from '../../../../dataProviders/postpe/consumer';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { StatusChip } from '../../../common/StatusChip';
import { formatDate, formatInr } from '../../../format';
import { ActionAccessScope, GatedButton } from '../actions/GatedButton';
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

const EMI_ACTIONS = ['foreclose'] as const;

function EmiActions() {
  const e = useRecordContext<EmiRow>();
  const translate = useTranslate();
  const consumerId = Number(useEntity360().entityId);
  const [view, setView] = useState<LoanPart | 'foreclose' | null>(null);
  if (!e) return null;
  const details = canSeeEmiDetails(e.loanStatus);
  const viewButton = (part: LoanPart, label: string, enabled = true) => {
    const button = (
      <span key={part}>
        <Button size="small" disabled={!enabled} onClick={() => setView(part)}>
          {translate(label)}
        </Button>
      </span>
    );
    // An empty tooltip shows nothing: only a disabled button carries one (its reason).
    return enabled ? (
      button
    ) : (
      <Tooltip key={part} title={translate('consumer360.action.details_disabled')}>
        {button}
      </Tooltip>
    );
  };
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
    <ActionAccessScope actions={EMI_ACTIONS}>
      <EntityListTab
        light
        resource={CONSUMER_LISTS.emis}
        filter={{ consumerId: entityId }}
        empty="consumer360.empty.emis"
        label="consumer360.tab.emis"
      >
        <DataTable.Col source="id" label="consumer360.col.loanId" disableSort />
        <DataTable.Col<EmiRow>
          label="consumer360.col.status"
          disableSort
          render={(r) => <StatusChip status={r.loanStatus} />}
        />
        <DataTable.Col<EmiRow>
          label="consumer360.col.disbursedOn"
          disableSort
          render={(r) => formatDate(r.dateOfLoanDisbursed, 'seconds')}
        />
        <DataTable.Col<EmiRow>
          label="consumer360.col.disbursed"
          disableSort
          render={(r) => formatInr(r.disbursedAmount)}
        />
        <DataTable.Col source="tenure" label="consumer360.col.tenure" disableSort />
        <DataTable.Col<EmiRow>
          label="consumer360.col.installment"
          disableSort
          render={(r) => formatInr(r.installmentAmount)}
        />
        <DataTable.Col<EmiRow>
          label="consumer360.col.nextDue"
          disableSort
          render={(r) => formatDate(r.nextEmiDueDate, 'seconds')}
        />
        <DataTable.Col source="lender" label="consumer360.col.lender" disableSort />
        <DataTable.Col label="consumer360.col.actions" disableSort>
          <EmiActions />
        </DataTable.Col>
      </EntityListTab>
    </ActionAccessScope>
  );
}
