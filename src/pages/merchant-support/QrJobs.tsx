import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { QR_JOBS_VISIBLE, UPLOAD_TOASTS } from '../../../contract/uploads';
import { MERCHANT_SUPPORT_UPLOADS } from '../../../contract/bindings';
import type { MerchantSupportUploadActions } from '../../../dataProviders/merchant-support/uploads';
import { useCountdown } from '../../common/Countdown';
import { BatchStatusDialog } from './BatchStatusDialog';
import { keptJob, loadJobs, mergeJobs, saveJobs, waitLeft, type KeptQrJob } from './qr-jobs';

/** §4: 'Show Status' disabled for 120 s after the submission, counting down 'Wait {n}s'. */
function ShowStatusButton({ job, onOpen }: { job: KeptQrJob; onOpen: () => void }) {
  const translate = useTranslate();
  const [from] = useState(() => waitLeft(job.timestamp, Date.now()));
  const left = useCountdown(from, job.jobId);
  return (
    <Button size="small" variant="outlined" disabled={left > 0} onClick={onOpen} aria-live="polite">
      {left > 0 ? translate('uploads.wait', { n: left }) : translate('uploads.show_status')}
    </Button>
  );
}

/** Past bulk QR jobs (§3.11): kept in the browser and read back from the server; latest 20, scrolls after 5. */
export function QrJobs({ submitted }: { submitted: KeptQrJob | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<MerchantSupportUploadActions & ReturnType<typeof useDataProvider>>();
  const [kept] = useState<KeptQrJob[]>(() => loadJobs());
  const [open, setOpen] = useState<string | null>(null);
  const server = useQuery({
    queryKey: ['qr-jobs'],
    queryFn: () => dataProvider.getQrJobs(MERCHANT_SUPPORT_UPLOADS.name),
  });
  useEffect(() => {
    if (server.isError) notify(UPLOAD_TOASTS.statusFetchFailed, { type: 'error' });
  }, [server.isError, notify]);
  const jobs = useMemo(
    () =>
      mergeJobs(
        kept,
        (server.data?.data ?? []).map((j) => keptJob(j.jobId, j.timestamp)),
        submitted ? [submitted] : [],
      ),
    [kept, server.data, submitted],
  );
  useEffect(() => saveJobs(jobs), [jobs]);
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 3 }}>
        {translate('uploads.past_jobs')}
      </Typography>
      {jobs.length === 0 ? (
        <Typography color="text.secondary">{translate('uploads.no_jobs')}</Typography>
      ) : (
        <List dense data-testid="qr-jobs" sx={{ maxHeight: QR_JOBS_VISIBLE * 56, overflowY: 'auto' }}>
          {jobs.map((job) => (
            <ListItem
              key={job.jobId}
              secondaryAction={<ShowStatusButton job={job} onOpen={() => setOpen(job.jobId)} />}
              sx={{ height: 56 }}
            >
              <ListItemText
                primary={translate('uploads.job', { jobId: job.jobId })}
                secondary={`${job.date} ${job.time}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {open && <BatchStatusDialog jobId={open} onClose={() => setOpen(null)} />}
    </>
  );
}
