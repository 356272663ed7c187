import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DecisionSummary } from './decision-summary';

/**
 * The decision restated: its subject, the facts, the changes before → after, and what happens next. One view for
 * every confirmation (RemarksDialog, the consumer 360's action dialogs).
 */
export function DecisionSummaryView({ summary }: { summary: DecisionSummary }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 'bold' }}>
        {summary.subject}
      </Typography>
      {summary.facts.length > 0 && (
        <Table size="small" aria-label={translate('pages.approvals.decision.facts')}>
          <TableBody>
            {summary.facts.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {summary.changes && summary.changes.length > 0 && (
        <Table size="small" aria-label={translate('pages.approvals.decision.changes')} sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(summary.changesLabel ?? 'pages.approvals.field')}</TableCell>
              <TableCell>{translate('pages.approvals.decision.before')}</TableCell>
              <TableCell>{translate(summary.afterLabel ?? 'pages.approvals.decision.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.changes.map((c, index) => (
              <TableRow key={`${c.label}-${index}`}>
                <TableCell component="th" scope="row">
                  {c.label}
                </TableCell>
                <TableCell>{c.before}</TableCell>
                <TableCell sx={{ fontWeight: 'bold' }}>{c.after}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {summary.note && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {summary.note}
        </Typography>
      )}
      <Alert severity="info" sx={{ my: 1 }}>
        {summary.next}
      </Alert>
    </>
  );
}
