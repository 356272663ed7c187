import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Grid, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { isSettlementRef, TXN_RECON_MESSAGES } from '../../../contract/recon/rules';
import { traceOnSpot, type FileLine, type OnSpotTrace } from '../../../dataProviders/merchant-support/txn-recon';
import { formatDateTime, formatInr } from '../../format';
import { ListSkeleton } from '../../common/ListSkeleton';
import { LoadError } from '../../common/QueryState';
import { traceDiffs, type TraceField, type TraceSource } from './summaries';

const T = 'txnRecon';
type Source = 'ours' | TraceSource;

/** One label and value; a value that disagrees with our books is marked in words and in colour. */
function Fact({ label, value, differs }: { label: string; value: string; differs?: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Typography>
      <Typography
        variant="body2"
        component="span"
        sx={differs ? { color: 'error.dark', fontWeight: 700, bgcolor: 'error.50' } : undefined}
      >
        {value}
        {differs && ` (${translate(`${T}.differs`)})`}
      </Typography>
    </Box>
  );
}

function SourceCard({ source, trace, diffs }: { source: Source; trace: OnSpotTrace; diffs: TraceField[] }) {
  const translate = useTranslate();
  const title = translate(`${T}.sources_title.${source}`);
  const line: FileLine | null = source === 'ours' ? null : trace[source];
  const ours = source === 'ours' ? trace.ours : null;
  const found = source === 'ours' ? ours !== null : line !== null;
  const f = (k: string) => translate(`${T}.field.${k}`);
  return (
    <Card variant="outlined" role="group" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {!found && <Alert severity="warning">{translate(`${T}.not_found.${source}`)}</Alert>}
        {ours && (
          <Stack spacing={0.5}>
            <Fact label={f('txn')} value={ours.txnId} />
            <Fact label={f('merchant')} value={ours.merchantId} />
            <Fact label={f('amount')} value={formatInr(ours.amount)} />
            <Fact label={f('status')} value={ours.status} />
            <Fact label={f('date')} value={`${ours.day} (${formatDateTime(ours.at)})`} />
          </Stack>
        )}
        {line && (
          <Stack spacing={0.5}>
            <Fact label={f('amount')} value={formatInr(line.amount)} differs={diffs.includes('amount')} />
            <Fact label={f('status')} value={line.status} differs={diffs.includes('status')} />
            <Fact label={f('date')} value={line.day} differs={diffs.includes('date')} />
            <Fact label={f('file')} value={line.fileName} />
            <Typography variant="body2">
              {translate(`${T}.in_run`, { id: line.runId, group: translate(`${T}.groups.${line.group}`) })}
            </Typography>
            {line.reviewStatus === 'REVIEWED' && (
              <Typography variant="body2">
                {translate(`${T}.line_reviewed`, { who: line.reviewedBy, remarks: line.reviewRemarks })}
              </Typography>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function TraceResult({ refText }: { refText: string }) {
  const translate = useTranslate();
  const trace = useQuery({
    queryKey: ['txn-recon', 'on-spot', refText],
    queryFn: ({ signal }) => traceOnSpot(refText, signal),
  });
  if (trace.isPending) return <ListSkeleton rows={3} />;
  if (trace.error) return <LoadError error={trace.error} onRetry={trace.refetch} retrying={trace.isFetching} />;
  const diffs = traceDiffs(trace.data);
  const disagreeing = (['acquirer', 'bank'] as const).flatMap((s) =>
    diffs[s].map(
      (field) => `${translate(`${T}.sources_title.${s}`)} ${translate(`${T}.field.${field}`).toLowerCase()}`,
    ),
  );
  return (
    <Box component="section" aria-label={translate(`${T}.trace_label`, { ref: trace.data.ref })} sx={{ mt: 2 }}>
      {trace.data.ours && (trace.data.acquirer || trace.data.bank) && (
        <Alert severity={disagreeing.length ? 'error' : 'success'} sx={{ mb: 2 }}>
          {disagreeing.length
            ? translate(`${T}.disagrees`, { fields: disagreeing.join(', ') })
            : translate(`${T}.agrees`)}
        </Alert>
      )}
      <Grid container spacing={2}>
        {(['ours', 'acquirer', 'bank'] as const).map((source) => (
          <Grid key={source} size={{ xs: 12, md: 4 }}>
            <SourceCard source={source} trace={trace.data} diffs={source === 'ours' ? [] : diffs[source]} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

/** /recon/on-spot: one RRN/UTR (in the address, `?ref=`) across our books, the acquirer files and the bank statements. */
export default function OnSpotPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const current = params.get('ref') ?? '';
  const [text, setText] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ref = text.trim();
    if (!isSettlementRef(ref)) return setError(TXN_RECON_MESSAGES.refFormat);
    setError(null);
    setParams({ ref: ref.toUpperCase() });
  };
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${T}.on_spot_title`)}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.on_spot_intro`)}</Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={translate(`${T}.ref_label`)}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: 30 } }}
        />
        <Button type="submit" variant="contained">
          {translate(`${T}.search`)}
        </Button>
      </Box>
      {current && isSettlementRef(current) && <TraceResult key={current} refText={current} />}
    </Box>
  );
}
