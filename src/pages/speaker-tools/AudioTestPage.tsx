import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  TableContainer,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { SPEAKER_LANGUAGES, SPEAKER_TEXT_MAX } from '../../../contract/speaker/rules';
import {
  getAudioTest,
  listAudioTests,
  sendAudioTest,
  type AudioTest,
  type SpeakerDevice,
} from '../../../dataProviders/crm/speaker';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { QueryState } from '../../common/QueryState';
import { StatusChip } from '../../common/StatusChip';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime, formatInr, NOT_AVAILABLE } from '../../format';
import { DeviceLookup, useSpeakerDevice } from './DeviceLookup';
import { rupeesOf, testProgress } from './speaker-summaries';

const T = 'speaker.audio';
const historyKey = (serial: string) => ['speaker-audio-tests', serial];

/** The test just sent: polled each second while the device has not answered, then its outcome. */
function TestProgress({ sent }: { sent: AudioTest }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const test = useQuery({
    queryKey: ['speaker-audio-test', sent.id],
    queryFn: ({ signal }) => getAudioTest(sent.id, signal),
    initialData: sent,
    refetchInterval: (q) => (q.state.data?.status === 'WAITING' ? 1000 : false),
  });
  // When the answer shown was read: each poll moves it on while the device has not answered.
  const now = test.dataUpdatedAt;
  const waiting = test.data.status === 'WAITING';
  useEffect(() => {
    if (!waiting) void client.invalidateQueries({ queryKey: historyKey(sent.serial) });
  }, [waiting, client, sent.serial]);
  const severity = test.data.status === 'PLAYED' ? 'success' : waiting ? 'info' : 'warning';
  return (
    <Box sx={{ my: 2 }}>
      {waiting && <LinearProgress aria-label={translate(`${T}.outcome.WAITING`)} />}
      <Alert severity={severity} role="status" sx={{ mt: 1 }}>
        {testProgress(test.data, now, translate)}
      </Alert>
    </Box>
  );
}

function SendTest({ device, onSent }: { device: SpeakerDevice; onSent(test: AudioTest): void }) {
  const translate = useTranslate();
  const [text, setText] = useState('Payment received');
  const [amount, setAmount] = useState('100');
  const [language, setLanguage] = useState<string>(SPEAKER_LANGUAGES[0]);
  const rupees = rupeesOf(amount);
  const valid = text.trim().length > 0 && text.length <= SPEAKER_TEXT_MAX && rupees !== null;
  const mutation = useChangeMutation({
    call: (_: void, key: string) => sendAudioTest(device.serial, { text: text.trim(), amount: rupees!, language }, key),
    success: () => translate(`${T}.sent`, { serial: device.serial }),
    failure: `${T}.failed`,
    refresh: [historyKey(device.serial)],
    done: () => undefined,
  });
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      sx={{ alignItems: { md: 'center' } }}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) mutation.mutate(undefined, { onSuccess: (r) => onSent(r.data) });
      }}
    >
      <TextField
        size="small"
        required
        label={translate(`${T}.text`)}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: SPEAKER_TEXT_MAX } }}
      />
      <TextField
        size="small"
        required
        label={translate(`${T}.amount`)}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        helperText={rupees === null ? translate(`${T}.invalid`) : formatInr(rupees)}
      />
      <TextField
        select
        size="small"
        label={translate(`${T}.language`)}
        value={language}
        onChange={(e) => setLanguage(e.target.value)}
        sx={{ minWidth: 140 }}
      >
        {SPEAKER_LANGUAGES.map((l) => (
          <MenuItem key={l} value={l}>
            {l}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" disabled={!valid || mutation.isPending}>
        {translate(`${T}.send`)}
      </Button>
    </Stack>
  );
}

function History({ serial }: { serial: string }) {
  const translate = useTranslate();
  const tests = useQuery({ queryKey: historyKey(serial), queryFn: ({ signal }) => listAudioTests(serial, signal) });
  const columns: TableColumn<AudioTest>[] = [
    { label: `${T}.sent_at`, render: (t) => formatDateTime(t.sentAt) },
    { label: `${T}.text`, render: (t) => t.text },
    { label: `${T}.amount`, render: (t) => formatInr(t.amount) },
    { label: `${T}.language`, render: (t) => t.language },
    { label: 'speaker.fields.status', render: (t) => <StatusChip status={t.status} /> },
    {
      label: `${T}.latency`,
      render: (t) => (t.latencyMs === null ? NOT_AVAILABLE : translate(`${T}.latency_ms`, { ms: t.latencyMs })),
    },
    { label: `${T}.sent_by`, render: (t) => t.sentBy },
  ];
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {translate(`${T}.history`)}
      </Typography>
      <QueryState query={tests} items={`${T}.items`}>
        {(rows) => (
          <TableContainer component={Paper} variant="outlined">
            <ColumnTable label={`${T}.history`} rows={rows} columns={columns} />
          </TableContainer>
        )}
      </QueryState>
    </>
  );
}

/**
 * /speaker/audio-test (spec §2.3 /speaker: audio test; issue 44 item 3): find a speaker by serial, send it a test
 * announcement (text, amount, language), watch it wait for the device's answer (played with its latency, offline, or
 * timed out) and read the device's earlier tests. A second test while one waits is refused by the server (409).
 */
export default function AudioTestPage() {
  const translate = useTranslate();
  const lookup = useSpeakerDevice();
  const [sent, setSent] = useState<AudioTest | null>(null);
  const device = lookup.device;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('speaker.audio_title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      <DeviceLookup lookup={lookup} />
      {device && !device.returned && <SendTest key={device.serial} device={device} onSent={setSent} />}
      {sent && device && sent.serial === device.serial && <TestProgress key={sent.id} sent={sent} />}
      {device && <History serial={device.serial} />}
    </Box>
  );
}
