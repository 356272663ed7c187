import {
  Dialog,
  DialogContent,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { ForeclosureQuote, LedgerRow, ScheduleRow } from '../../../../contract/consumer/emi';
import type { LoanPart } from '../../../../dataProviders/postpe/consumer';
import { ClosableDialogTitle } from '../../../common/ClosableDialogTitle';
import { formatDate, formatInr } from '../../../format';
import { FieldGrid, ReadPending } from '../FieldGrid';
import { useConsumerProvider } from '../provider';
import { NachView, type NachRecord } from './NachView';

const TITLES: Record<LoanPart, string> = {
  quote: 'consumer360.action.details',
  ledger: 'consumer360.action.ledger_title',
  detail: 'consumer360.action.schedule',
  nach: 'consumer360.action.nach_title',
  kfs: 'consumer360.action.kfs',
};

function Rows({ head, rows }: { head: string[]; rows: (string | number)[][] }) {
  const translate = useTranslate();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {head.map((h) => (
            <TableCell key={h}>{translate(h)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r, i) => (
          <TableRow key={i}>
            {r.map((c, j) => (
              <TableCell key={j}>{c}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Body({ part, data }: { part: LoanPart; data: unknown }) {
  const translate = useTranslate();
  const c = 'consumer360.col.';
  if (part === 'quote') {
    const q = data as ForeclosureQuote;
    return (
      <FieldGrid
        rows={Object.entries(q).map(([key, value]) => ({
          label: `consumer360.quote.${key}`,
          value: key === 'emiChosen' ? value : key === 'interestRate' ? `${value}%` : formatInr(value),
        }))}
      />
    );
  }
  if (part === 'ledger') {
    const rows = data as LedgerRow[];
    return (
      <Rows
        head={[`${c}date`, `${c}amount`, `${c}principal`, `${c}interest`, `${c}penalty`]}
        rows={rows.map((r) => [
          formatDate(r.date, 'seconds'),
          formatInr(r.amount),
          formatInr(r.principle),
          formatInr(r.interest),
          formatInr(r.penalty),
        ])}
      />
    );
  }
  if (part === 'detail') {
    const rows = (data as { schedule: ScheduleRow[] }).schedule;
    if (rows.length === 0) return <Typography>{translate('consumer360.empty.schedule')}</Typography>;
    return (
      <Rows
        head={[
          `${c}number`,
          `${c}date`,
          `${c}principal`,
          `${c}interest`,
          `${c}installment`,
          `${c}paid`,
          `${c}outstanding`,
        ]}
        rows={rows.map((r) => [
          r.installmentNumber,
          formatDate(r.date, 'seconds'),
          formatInr(r.principleAmount),
          formatInr(r.interestAmount),
          formatInr(r.installmentAmount),
          translate(r.paid ? 'consumer360.field.yes' : 'consumer360.field.no'),
          formatInr(r.outstandingPrinciple),
        ])}
      />
    );
  }
  if (part === 'kfs') return <KfsLink loanLink={(data as { loanLink: string }).loanLink} />;
  return <NachView data={data as NachRecord | null} />;
}

/** The KFS letter (spec §3.17 loanLink): fetched with the session and opened as a PDF. */
function KfsLink({ loanLink }: { loanLink: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useConsumerProvider();
  const open = async () => {
    try {
      const blob = await provider.getKfsPdf(loanLink);
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } catch (e) {
      notify(e instanceof Error ? e.message : translate('consumer360.toast.failed'), { type: 'error' });
    }
  };
  return (
    <Link component="button" type="button" onClick={() => void open()}>
      {translate('consumer360.nach.kfs_link')}
    </Link>
  );
}

/** Foreclose Details, Ledger, Loan Schedule, NACH and KFS of one loan (spec §2.13, §3.17). */
export function LoanViewDialog({ loanId, part, onClose }: { loanId: number; part: LoanPart; onClose: () => void }) {
  const translate = useTranslate();
  const provider = useConsumerProvider();
  const q = useQuery({
    queryKey: ['consumer-360', 'loan', part, loanId],
    queryFn: () => provider.getLoanPart(part, loanId),
    retry: false,
  });
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="loan-view-title"
      maxWidth="md"
      slotProps={{ paper: { sx: { minWidth: 500 } } }}
    >
      <ClosableDialogTitle id="loan-view-title" onClose={onClose}>
        {translate(TITLES[part])} · {loanId}
      </ClosableDialogTitle>
      <DialogContent>
        <ReadPending query={q} />
        {q.data !== undefined && <Body part={part} data={q.data} />}
      </DialogContent>
    </Dialog>
  );
}
