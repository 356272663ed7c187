import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { cancelJob, downloadJobErrors, retryJob, type BackgroundJob } from '../../../dataProviders/crm/jobs';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
import { cancelSummary, retrySummary } from './job-summaries';

const T = 'jobs';
export const JOBS_KEY = ['background-jobs'] as const;

/** A job's errors file, downloaded as CSV (the queue's or an upload's). */
export function ErrorsButton({ job }: { job: BackgroundJob }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (job.errorCount === 0) return <>0</>;
  const download = async () => {
    setBusy(true);
    try {
      const url = URL.createObjectURL(await downloadJobErrors(job.id));
      Object.assign(document.createElement('a'), { href: url, download: `job-${job.id}-errors.csv` }).click();
      URL.revokeObjectURL(url);
      notify(translate(`${T}.errors_downloaded`, { ref: job.id }), { type: 'success' });
    } catch (error) {
      notify(`${T}.errors_failed`, {
        type: 'error',
        messageArgs: { message: error instanceof Error ? error.message : '' },
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      disabled={busy}
      aria-label={translate(`${T}.errors_label`, { ref: job.id, count: job.errorCount })}
      onClick={() => void download()}
    >
      {translate(`${T}.errors_file`, { count: job.errorCount })}
    </Button>
  );
}

export type JobAction = { kind: 'cancel' | 'retry'; job: BackgroundJob };
type Action = JobAction;

/** Cancel (queued or running) and Retry (failed or cancelled), each confirmed with what it does to the job. */
export function JobActions({ job, onAct }: { job: BackgroundJob; onAct(action: Action): void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1}>
      {job.canCancel && !job.cancelRequested && (
        <Button
          size="small"
          variant="outlined"
          aria-label={translate(`${T}.cancel_label`, { ref: job.id })}
          onClick={() => onAct({ kind: 'cancel', job })}
        >
          {translate(`${T}.cancel`)}
        </Button>
      )}
      {job.cancelRequested && job.state === 'RUNNING' && translate(`${T}.cancelling`)}
      {job.canRetry && (
        <Button
          size="small"
          variant="outlined"
          aria-label={translate(`${T}.retry_label`, { ref: job.id })}
          onClick={() => onAct({ kind: 'retry', job })}
        >
          {translate(`${T}.retry`)}
        </Button>
      )}
    </Stack>
  );
}

/** The cancel or retry confirmation of the action chosen, and its call. */
export function JobActionDialog({ action, onClose }: { action: Action | null; onClose(): void }) {
  const translate = useTranslate();
  const mutation = useChangeMutation({
    call: (a: Action, key: string) => (a.kind === 'cancel' ? cancelJob(a.job.id, key) : retryJob(a.job.id, key)),
    success: (r) =>
      translate(`${T}.toast.${r.data.state === 'QUEUED' ? 'retried' : 'cancelled'}`, {
        ref: r.data.id,
        label: r.data.label,
      }),
    failure: null,
    refresh: [JOBS_KEY],
    done: onClose,
  });
  if (!action) return null;
  return (
    <RemarksDialog
      open
      remarks={false}
      title={`${T}.${action.kind}_title`}
      titleArgs={{ ref: action.job.id }}
      confirmLabel={`${T}.${action.kind}`}
      busy={mutation.isPending}
      summary={action.kind === 'cancel' ? cancelSummary(translate, action.job) : retrySummary(translate, action.job)}
      onCancel={onClose}
      onConfirm={() => mutation.mutate(action)}
    />
  );
}
