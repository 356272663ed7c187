import { useState } from 'react';
import {
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  List,
  ListItem,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { SETTLEMENT_KIND, SETTLEMENT_SOURCES, type SettlementSource } from '../../../contract/recon/rules';
import {
  listReconRuns,
  uploadSettlementFile,
  type TxnReconRun,
} from '../../../dataProviders/merchant-support/txn-recon';
import { formatDateTime } from '../../format';
import { LoadError } from '../../common/QueryState';
import { ListSkeleton } from '../../common/ListSkeleton';
import { PagePager } from '../../common/PagePager';
import { UploadPanel, type UploadHook } from '../merchant-support/UploadPanel';
import { fileKey } from '../merchant-support/useUploadCsv';
import { RunResult, RECON_KEY } from './RunResult';

const T = 'txnRecon';

/** Pure: the source whose upload kind this is. */
export const sourceOfKind = (kind: string): SettlementSource => (kind === SETTLEMENT_KIND.BANK ? 'BANK' : 'ACQUIRER');

/** Sends a checked settlement file (its source from its kind); the file's own hash is its Idempotency-Key. */
const useSettlementUpload: UploadHook = (kind, onDone) => {
  const notify = useNotify();
  const translate = useTranslate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      uploadSettlementFile(sourceOfKind(kind), file, file.name, await fileKey(kind, file)),
    onSuccess: async (run) => {
      notify(translate(`${T}.uploaded`, { id: run.id, lines: run.lines, file: run.fileName }), { type: 'success' });
      await client.invalidateQueries({ queryKey: [RECON_KEY] });
      onDone(run);
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
};

function RecentRuns({ current, onOpen }: { current: number | null; onOpen(id: number): void }) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const runs = useQuery({
    queryKey: [RECON_KEY, 'runs', page],
    queryFn: ({ signal }) => listReconRuns(page, 10, signal),
  });
  return (
    <Box component="section" aria-labelledby="recon-runs-title" sx={{ mt: 4 }}>
      <Typography id="recon-runs-title" variant="h5" component="h2">
        {translate(`${T}.runs_title`)}
      </Typography>
      {runs.isPending ? (
        <ListSkeleton rows={3} />
      ) : runs.error ? (
        <LoadError error={runs.error} onRetry={runs.refetch} retrying={runs.isFetching} />
      ) : runs.data.content.length === 0 ? (
        <Typography>{translate(`${T}.no_runs`)}</Typography>
      ) : (
        <>
          <List dense>
            {runs.data.content.map((r) => (
              <ListItem key={r.id} disableGutters>
                <Link
                  component="button"
                  onClick={() => onOpen(r.id)}
                  aria-current={r.id === current ? 'true' : undefined}
                  sx={{ textAlign: 'left' }}
                >
                  {translate(`${T}.open_run`, { id: r.id })}
                </Link>
                <Typography variant="body2" sx={{ ml: 1 }}>
                  {translate(`${T}.run_line`, {
                    source: translate(`${T}.sources.${r.source}`),
                    file: r.fileName,
                    from: r.from,
                    to: r.to,
                    lines: r.lines,
                    state: translate(`${T}.states.${r.state}`),
                  })}{' '}
                  · {formatDateTime(r.runAt)}
                </Typography>
              </ListItem>
            ))}
          </List>
          {runs.data.totalPages > 1 && <PagePager page={page} pages={runs.data.totalPages} onChange={setPage} />}
        </>
      )}
    </Box>
  );
}

/**
 * /recon/upload-file: choose the source, pick a CSV (checked here in the CSV worker, as every upload), send it; the
 * run opens (`?run=`) with its four groups, rows to review and the CSV of the result; earlier runs below.
 */
export default function UploadFilePage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const runId = Number(params.get('run')) || null;
  const [source, setSource] = useState<SettlementSource>('ACQUIRER');
  const { canAccess: mayUpload } = useCanAccess({ resource: 'recon-upload-file.upload', action: 'access' });
  const open = (id: number) => setParams({ run: String(id) });
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${T}.upload_title`)}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.upload_intro`)}</Typography>
      {mayUpload && (
        <Box component="section" aria-label={translate(`${T}.upload_title`)}>
          <FormControl>
            <FormLabel id="recon-source-label">{translate(`${T}.source_label`)}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="recon-source-label"
              value={source}
              onChange={(e) => setSource(e.target.value as SettlementSource)}
            >
              {SETTLEMENT_SOURCES.map((s) => (
                <FormControlLabel key={s} value={s} control={<Radio />} label={translate(`${T}.sources.${s}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          <UploadPanel
            key={source}
            kind={SETTLEMENT_KIND[source]}
            sample
            useUpload={useSettlementUpload}
            onUploaded={(run) => open((run as TxnReconRun).id)}
          />
        </Box>
      )}
      {runId !== null && <RunResult key={runId} runId={runId} />}
      <RecentRuns current={runId} onOpen={open} />
    </Box>
  );
}
