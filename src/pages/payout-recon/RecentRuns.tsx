import { useState } from 'react';
import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../format';
import { PagePager } from '../../common/PagePager';
import { QueryState } from '../../common/QueryState';
import type { Paged } from '../investments/ops-hooks';
import { RECON_RESOURCE, useReconProvider, type ReconRun } from './recon-types';

/** Earlier reconciliations, newest first, 20 a page; each can be opened again. */
export function RecentRuns({ current, onOpen }: { current: number | null; onOpen: (id: number) => void }) {
  const translate = useTranslate();
  const provider = useReconProvider();
  const [page, setPage] = useState(1);
  const runs = useQuery({
    queryKey: [RECON_RESOURCE, 'runs', page],
    queryFn: async () => (await provider.getReconRuns(RECON_RESOURCE, { page, limit: 20 })).data as Paged<ReconRun>,
  });
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mt: 4 }}>
        {translate('payoutRecon.runs')}
      </Typography>
      <QueryState
        query={runs}
        isEmpty={(p) => p.content.length === 0}
        empty={<Typography>{translate('payoutRecon.no_runs')}</Typography>}
      >
        {(list) => (
          <Table size="small" aria-label={translate('payoutRecon.runs')}>
            <TableHead>
              <TableRow>
                {['run', 'days', 'source', 'run_by', 'run_at'].map((c) => (
                  <TableCell key={c}>{translate(`payoutRecon.runs_columns.${c}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {list.content.map((r) => (
                <TableRow key={r.id} selected={r.id === current}>
                  <TableCell>#{r.id}</TableCell>
                  <TableCell>{translate('payoutRecon.days', { from: r.from, to: r.to })}</TableCell>
                  <TableCell>
                    {translate(r.source === 'UPLOAD' ? 'payoutRecon.source_upload' : 'payoutRecon.source_held', {
                      file: r.fileName ?? '',
                      count: r.statementLines,
                    })}
                  </TableCell>
                  <TableCell>{r.runBy}</TableCell>
                  <TableCell>{formatDateTime(r.runAt)}</TableCell>
                  <TableCell>
                    <Button size="small" disabled={r.id === current} onClick={() => onOpen(r.id)}>
                      {translate('payoutRecon.open_run', { id: r.id })}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
      {runs.data && runs.data.totalPages > 1 && (
        <PagePager page={page} pages={runs.data.totalPages} onChange={setPage} />
      )}
    </>
  );
}
