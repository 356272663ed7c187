import { useRef, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import {
  CALLS_A_MESSAGES,
  DEATH_CERTIFICATE_MAX_BYTES,
  type DeathCertificateWire,
} from '../../../../contract/consumer/calls-a-rules';
import { NOTE_MAX, NoteField, withinLength } from '../../../common/RequiredField';
import { QueryState } from '../../../common/QueryState';
import { formatDateTime } from '../../../format';
import { readProof } from '../../disputes/proof-file';
import { actionEntry } from '../access';
import { ConfirmDialog } from '../actions/ConfirmDialog';
import { GatedButton } from '../actions/GatedButton';
import { useConsumerAction } from '../actions/useConsumerAction';
import { FieldGrid } from '../FieldGrid';
import { useOpenPdf } from '../open-pdf';
import { useConsumerProvider } from '../provider';
import type { ConsumerSummary } from '../useConsumer';
import { deathCertificateSummary, fileSize } from './calls-a-summary';
import { Section } from './Section';
import { useCallsA } from './useCallsA';

const k = 'consumer360.callsA.death.';
const LIMIT = { max: DEATH_CERTIFICATE_MAX_BYTES, message: CALLS_A_MESSAGES.certificateTooLarge };

type Chosen = { name: string; content: string; mediaType: string; size: number };

/** The upload dialog: the file checked by its content and size before anything is sent, restated, with remarks. */
function UploadDialog({ c, onFile, onClose }: { c: ConsumerSummary; onFile: string | null; onClose: () => void }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [remarks, setRemarks] = useState('');
  const upload = useConsumerAction('uploadDeathCertificate');
  const choose = async (picked: File | undefined) => {
    setFile(null);
    setProblem(null);
    if (!picked) return;
    const read = await readProof(picked, LIMIT);
    if ('error' in read) setProblem(read.error);
    else setFile({ name: picked.name, ...read });
  };
  const complete = file !== null && remarks.trim() !== '' && withinLength(remarks, NOTE_MAX);
  return (
    <ConfirmDialog
      title={translate(`${k}dialog_title`)}
      effect=""
      summary={deathCertificateSummary(c, file, onFile, translate)}
      busy={upload.isPending}
      blocked={complete ? null : translate(`${k}required`)}
      onClose={onClose}
      onConfirm={() =>
        file &&
        upload.mutate(
          { consumerId: c.consumerId, fileName: file.name, content: file.content, remarks: remarks.trim() },
          { onSuccess: onClose },
        )
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Stack direction="row" spacing={1} alignItems="center">
          <Button variant="outlined" component="label">
            {translate(`${k}choose`)}
            <input
              ref={input}
              hidden
              type="file"
              accept="application/pdf,image/png,image/jpeg"
              aria-label={translate(`${k}file`)}
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </Button>
          <Typography variant="body2">
            {file ? translate(`${k}chosen`, { name: file.name, size: fileSize(file.size) }) : translate(`${k}file`)}
          </Typography>
        </Stack>
        {problem && <Alert severity="error">{problem}</Alert>}
        <NoteField label={`${k}remarks`} value={remarks} onChange={(e) => setRemarks(e.target.value)} />
      </Stack>
    </ConfirmDialog>
  );
}

/** The death certificate (lending upload and fetch, spec §7.5): what is on file, View, and Upload. */
export function DeathCertificate({ summary: c }: { summary: ConsumerSummary }) {
  const translate = useTranslate();
  const provider = useConsumerProvider();
  const openFile = useOpenPdf();
  const [open, setOpen] = useState(false);
  const { canAccess, isPending } = useCanAccess({ resource: actionEntry('deathCertificateView'), action: 'access' });
  const allowed = !isPending && canAccess === true;
  const cert = useCallsA<DeathCertificateWire | null>('deathCertificate', c.consumerId, allowed);
  const upload = (
    <GatedButton
      action="uploadDeathCertificate"
      label={`${k}button`}
      deniedReason={`${k}denied`}
      onClick={() => setOpen(true)}
    />
  );
  if (!allowed) return null;
  return (
    <Section id="consumer-death-certificate" title={`${k}title`} actions={upload}>
      <QueryState query={cert} emptyMessage={`${k}none`}>
        {(d) => (
          <FieldGrid
            rows={[
              { label: `${k}file_name`, value: d.fileName },
              { label: `${k}media_type`, value: d.mediaType },
              { label: `${k}size`, value: fileSize(d.size) },
              { label: `${k}uploaded_by`, value: d.uploadedBy },
              { label: `${k}uploaded_at`, value: formatDateTime(d.uploadedAt) },
              { label: `${k}uploaded_remarks`, value: d.remarks },
            ]}
          >
            <Button
              size="small"
              sx={{ mt: 1 }}
              onClick={() =>
                void openFile(() => provider.getCallsAFile('deathCertificateFile', { consumerId: c.consumerId }))
              }
            >
              {translate(`${k}view`)}
            </Button>
          </FieldGrid>
        )}
      </QueryState>
      {open && <UploadDialog c={c} onFile={cert.data?.fileName ?? null} onClose={() => setOpen(false)} />}
    </Section>
  );
}
