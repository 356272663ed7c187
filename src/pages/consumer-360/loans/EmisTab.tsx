import { useState } from 'react';
import { Button, Stack, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { canForeclose, canGetLenderNoc, canSeeEmiDetails } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS, type LoanLetter, type LoanPart } from '../../../../dataProviders/postpe/consumer';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { col, columnsOf, type ColumnSpec } from '../HistoryColumns';
import { ActionAccessScope, GatedButton } from '../actions/GatedButton';
import { ForecloseDialog } from './ForecloseDialog';
import { LoanViewDialog } from './LoanViewDialog';
import { useConsumerProvider } from '../provider';
import { useOpenPdf } from '../open-pdf';

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
  const provider = useConsumerProvider();
  const openPdf = useOpenPdf();
  const [view, setView] = useState<LoanPart | 'foreclose' | null>(null);
  if (!e) return null;
  const details = canSeeEmiDetails(e.loanStatus);
  const button = (key: string, label: string, onClick: () => void, enabled = true, reason = 'details_disabled') => {
    const shown = (
      <span key={key}>
        <Button size="small" disabled={!enabled} onClick={onClick}>
          {translate(label)}
        </Button>
      </span>
    );
    // An empty tooltip shows nothing: only a disabled button carries one (its reason).
    return enabled ? (
      shown
    ) : (
      <Tooltip key={key} title={translate(`consumer360.action.${reason}`)}>
        {shown}
      </Tooltip>
    );
  };
  const viewButton = (part: LoanPart, label: string, enabled = true) =>
    button(part, label, () => setView(part), enabled);
  const letterButton = (file: LoanLetter, label: string, enabled = true) =>
    button(file, label, () => void openPdf(() => provider.getLoanLetter(file, e.id)), enabled, 'noc_disabled');
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
      {letterButton('loanLetter', 'consumer360.action.loan_letter')}
      {letterButton('lenderNoc', 'consumer360.action.lender_noc', canGetLenderNoc(e.loanStatus))}
      {view === 'foreclose' && <ForecloseDialog loan={e} consumerId={consumerId} onClose={() => setView(null)} />}
      {view && view !== 'foreclose' && <LoanViewDialog loanId={e.id} part={view} onClose={() => setView(null)} />}
    </Stack>
  );
}

const c = 'consumer360.col';
const EMI_COLUMNS: readonly ColumnSpec[] = [
  col.raw('id', `${c}.loanId`),
  col.status('loanStatus', `${c}.status`),
  col.date('dateOfLoanDisbursed', `${c}.disbursedOn`),
  col.money('disbursedAmount', `${c}.disbursed`),
  col.raw('tenure', `${c}.tenure`),
  col.money('installmentAmount', `${c}.installment`),
  col.date('nextEmiDueDate', `${c}.nextDue`),
  col.raw('lender', `${c}.lender`),
  col.element(`${c}.actions`, <EmiActions />),
];

/** Emis (spec §3.17, §4): the loans with Foreclose Loan (CAN_FORECLOSE_EMI) and their views. */
export default function EmisTab() {
  const translate = useTranslate();
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
        {columnsOf(EMI_COLUMNS, translate)}
      </EntityListTab>
    </ActionAccessScope>
  );
}
