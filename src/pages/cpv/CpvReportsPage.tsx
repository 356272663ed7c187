import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { CPV_PERIODS, type CpvPeriod } from '../../../contract/cpv/calls';
import { downloadCpvReport, getCpvReport, type CpvCounts, type CpvReportQuery } from '../../../dataProviders/crm/cpv';
import { FilterForm } from '../../common/FilterForm';
import { QueryState } from '../../common/QueryState';
import { defaultReportRange } from './cpv-summaries';

const COUNTS: readonly (keyof CpvCounts)[] = ['verified', 'notFound', 'mismatch', 'cancelled', 'total'];
const COUNT_LABEL: Record<keyof CpvCounts, string> = {
  verified: 'cpv.outcomes.VERIFIED',
  notFound: 'cpv.outcomes.NOT_FOUND',
  mismatch: 'cpv.outcomes.MISMATCH',
  cancelled: 'cpv.reports.cancelled',
  total: 'cpv.reports.total',
};

/** The period, from and to (IST days); applied on submit. */
function ReportFilters({ initial, onApply }: { initial: CpvReportQuery; onApply(q: CpvReportQuery): void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(initial);
  const set = (key: keyof CpvReportQuery) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  return (
    <FilterForm label="cpv.reports.filters" apply="cpv.apply" onSubmit={() => onApply(draft)}>
      <TextField
        select
        size="small"
        sx={{ minWidth: 200 }}
        label={translate('cpv.reports.period')}
        value={draft.period}
        onChange={set('period')}
      >
        {CPV_PERIODS.map((p) => (
          <MenuItem key={p} value={p}>
            {translate(`cpv.reports.periods.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      {(['from', 'to'] as const).map((k) => (
        <TextField
          key={k}
          size="small"
          type="date"
          label={translate(`cpv.reports.${k}`)}
          value={draft[k]}
          onChange={set(k)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </FilterForm>
  );
}

/**
 * /cpv-reports (the spec names the route only; issue 43 item 6): the closed CPV visits by period (day, week, month) and
 * agent, each outcome counted, with the totals: the numbers come from one aggregate query on the server. Export CSV
 * downloads the same report as a file (the server audits each export).
 */
export default function CpvReportsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [query, setQuery] = useState<CpvReportQuery>(() => ({ period: 'day', ...defaultReportRange(Date.now()) }));
  const [exporting, setExporting] = useState(false);
  const report = useQuery({
    queryKey: ['cpv-report', query],
    queryFn: ({ signal }) => getCpvReport(query, signal),
  });
  const exportCsv = async () => {
    setExporting(true);
    try {
      const blob = await downloadCpvReport(query);
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: `cpv-report-${query.period}-${query.from}-to-${query.to}.csv`,
      });
      link.click();
      URL.revokeObjectURL(url);
      notify('cpv.reports.exported', { type: 'success' });
    } catch (error) {
      notify('cpv.reports.export_failed', {
        type: 'error',
        messageArgs: { message: error instanceof Error ? error.message : '' },
      });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h4" component="h1">
          {translate('cpv.reports_title')}
        </Typography>
        <Button variant="outlined" onClick={() => void exportCsv()} disabled={exporting || !report.data?.rows.length}>
          {translate('cpv.reports.export')}
        </Button>
      </Stack>
      <ReportFilters initial={query} onApply={(q) => setQuery({ ...q, period: q.period as CpvPeriod })} />
      <QueryState query={report} isEmpty={(r) => r.rows.length === 0} items="cpv.reports.items">
        {(r) => (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={translate('cpv.reports.table')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`cpv.reports.periods.${r.period}`)}</TableCell>
                  <TableCell>{translate('cpv.f.agent')}</TableCell>
                  {COUNTS.map((c) => (
                    <TableCell key={c} align="right">
                      {translate(COUNT_LABEL[c])}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {r.rows.map((row) => (
                  <TableRow key={`${row.period}-${row.agentId ?? 'none'}`}>
                    <TableCell>{row.period}</TableCell>
                    <TableCell>{row.agentName ?? translate('cpv.reports.unassigned')}</TableCell>
                    {COUNTS.map((c) => (
                      <TableCell key={c} align="right">
                        {row[c]}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell component="th" scope="row" colSpan={2}>
                    {translate('cpv.reports.total')}
                  </TableCell>
                  {COUNTS.map((c) => (
                    <TableCell key={c} align="right">
                      {r.totals[c]}
                    </TableCell>
                  ))}
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        )}
      </QueryState>
    </Box>
  );
}
