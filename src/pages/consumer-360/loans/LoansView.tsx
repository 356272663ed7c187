import type { ReactNode } from 'react';
import {
  Box,
  Dialog,
  DialogContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LoanIdentifier } from '../../../../contract/consumer/filters';
import { CONSUMER_PRODUCT_LISTS } from '../../../../dataProviders/postpe/consumer-products';
import { ClosableDialogTitle } from '../../../common/ClosableDialogTitle';
import { RowDialogButton } from '../../../common/RowDialogButton';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { formatDate, formatInr } from '../../../format';
import { col, columnsOf, type ColumnSpec } from '../HistoryColumns';
import { EmptyRead } from '../../../common/QueryState';

interface Loan {
  id: number;
  loanId: string;
  loanAmount: number;
  loanStatus: string;
  emiAmount: number;
  disbursedAt: number;
  closedAt: number | null;
  schedule: { installmentNumber: number; date: number; amount: number; paid: boolean }[];
}

function ScheduleButton() {
  return (
    <RowDialogButton<Loan> label="consumer360Products.loans.schedule">
      {(loan, close) => <ScheduleDialog loan={loan} onClose={close} />}
    </RowDialogButton>
  );
}

function ScheduleDialog({ loan, onClose }: { loan: Loan; onClose(): void }) {
  const translate = useTranslate();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="loan-schedule-title"
      slotProps={{ paper: { sx: { minWidth: 500 } } }}
    >
      <ClosableDialogTitle id="loan-schedule-title" onClose={onClose}>
        {translate('consumer360Products.loans.schedule_title', { id: loan.loanId })}
      </ClosableDialogTitle>
      <DialogContent>
        {loan.schedule.length === 0 ? (
          <EmptyRead message="consumer360Products.empty.schedule" />
        ) : (
          <Table size="small" aria-label={translate('consumer360Products.loans.schedule')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('consumer360Products.col.installment')}</TableCell>
                <TableCell>{translate('consumer360Products.col.date')}</TableCell>
                <TableCell>{translate('consumer360Products.col.amount')}</TableCell>
                <TableCell>{translate('consumer360Products.col.paid')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {loan.schedule.map((s) => (
                <TableRow key={s.installmentNumber}>
                  <TableCell>{s.installmentNumber}</TableCell>
                  <TableCell>{formatDate(s.date, 'seconds')}</TableCell>
                  <TableCell>{formatInr(s.amount)}</TableCell>
                  <TableCell>{translate(s.paid ? 'consumer360Products.yes' : 'consumer360Products.no')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
    </Dialog>
  );
}

const m = 'consumer360Products.col';
const LOAN_COLUMNS: readonly ColumnSpec[] = [
  col.text('loanId', `${m}.loan_id`),
  col.text('productName', `${m}.product`),
  col.text('lender', `${m}.lender`),
  col.money('loanAmount', `${m}.amount`),
  col.text('tenure', `${m}.tenure`),
  col.text('rateOfInterest', `${m}.roi`),
  col.money('emiAmount', `${m}.emi`),
  col.date('disbursedAt', `${m}.disbursed_at`),
  col.status('loanStatus', `${m}.status`),
  col.element('consumer360Products.loans.schedule', <ScheduleButton />),
];

function LoanList({ identifier, which }: { identifier: LoanIdentifier; which: 'current' | 'previous' }) {
  const translate = useTranslate();
  const { entityId } = useEntity360();
  return (
    <EntityListTab
      light
      resource={which === 'current' ? CONSUMER_PRODUCT_LISTS.loansCurrent : CONSUMER_PRODUCT_LISTS.loansPrevious}
      filter={{ consumerId: entityId, loanIdentifier: identifier }}
      empty={which === 'current' ? 'consumer360Products.empty.loan' : 'consumer360Products.empty.loans'}
      label={`consumer360Products.loans.${which}`}
    >
      {columnsOf(LOAN_COLUMNS, translate)}
    </EntityListTab>
  );
}

/** A loan tab (spec §2.13): current and previous history, each paged 20 from pageNum 1, for one loan identifier. */
export function LoansView({ identifier, extra }: { identifier: LoanIdentifier; extra?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box>
      {extra}
      {(['current', 'previous'] as const).map((which) => (
        <Box key={which} sx={{ mt: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {translate(`consumer360Products.loans.${which}`)}
          </Typography>
          <LoanList identifier={identifier} which={which} />
        </Box>
      ))}
    </Box>
  );
}
