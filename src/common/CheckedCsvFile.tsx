import { Fragment, useState, type ReactNode } from 'react';
import { useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import { Alert, Box, Button, Paper, TableContainer, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { UploadKind } from '../../contract/uploads';
import { formatDateTime } from '../format';
import { downloadText, sampleCsv } from '../pages/merchant-support/samples';
import { ColumnTable, type TableColumn } from './ColumnTable';
import { CsvFilePicker } from './CsvFilePicker';
import type { DecisionSummary } from './decision-summary';
import { useIdempotencyKey } from './idempotency-key';
import { PageFrame } from './PageFrame';
import { QueryState } from './QueryState';
import { RemarksDialog } from './RemarksDialog';
import { useChangeMutation } from './useChangeMutation';

/**
 * How a failed file call is told: `failure` is an i18n key given the server's `message`, or with `serverMessage` the
 * server's message itself (the key when it has none).
 */
export interface FileFailure {
  failure: string;
  serverMessage?: boolean;
}

function useFailureToast({ failure, serverMessage }: FileFailure) {
  const notify = useNotify();
  return (error: Error) =>
    serverMessage
      ? notify(error.message || failure, { type: 'error' })
      : notify(failure, { type: 'error', messageArgs: { message: error.message } });
}

/**
 * A CSV the server checks before anything changes (a VPA file, an insurance cancellation file, a merchant alert's
 * audience): the chooser and its sample (strings under `prefix`, see CsvFilePicker), the file sent with one
 * Idempotency-Key per file name, and once the server answered, `children` given its answer (`checked`, kept by the
 * caller). A failure clears the answer and is told.
 */
export function CsvCheckStep<T>({
  prefix,
  sample,
  check,
  checked,
  onChecked,
  children,
  ...failure
}: FileFailure & {
  prefix: string;
  /** The sample file offered: its name and the upload kind whose columns it shows. */
  sample: { fileName: string; kind: UploadKind };
  check: (file: File, fileName: string, idempotencyKey: string) => Promise<T>;
  checked: NoInfer<T> | null;
  onChecked(checked: NoInfer<T> | null): void;
  children(checked: T): ReactNode;
}) {
  const failed = useFailureToast(failure);
  const idempotency = useIdempotencyKey();
  const mutation = useMutation({
    mutationFn: (chosen: File) => check(chosen, chosen.name, idempotency.key(chosen.name)),
    onSuccess: (answer: T) => {
      idempotency.reset();
      onChecked(answer);
    },
    onError: (error: Error) => {
      idempotency.settle(error);
      onChecked(null);
      failed(error);
    },
  });
  return (
    <>
      <CsvFilePicker
        prefix={prefix}
        onSample={() => downloadText(sample.fileName, sampleCsv(sample.kind))}
        checking={mutation.isPending ? (mutation.variables?.name ?? '') : null}
        onFile={(chosen) => mutation.mutate(chosen)}
      />
      {checked !== null && !mutation.isPending && children(checked)}
    </>
  );
}

/**
 * The server's answer on a checked file, told politely to screen readers: an alert with its counts (an error when no
 * row can be used, a warning when some rows were rejected), then what the page shows of the rows.
 */
export function CheckedFileResult({
  usable,
  rejected,
  counts,
  nothing,
  children,
}: {
  /** How many rows the file would apply. */
  usable: number;
  rejected: number;
  /** The counts, translated. */
  counts: string;
  /** Added when no row can be used, translated. */
  nothing: string;
  children?: ReactNode;
}) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
      <Alert severity={usable === 0 ? 'error' : rejected ? 'warning' : 'success'}>
        {counts}
        {usable === 0 && ` ${nothing}`}
      </Alert>
      {children}
    </Box>
  );
}

/** The button that downloads a checked file's rejected rows as CSV (the server's errors file). */
export function ErrorsFileButton({
  label,
  fileName,
  fetch,
  ...failure
}: FileFailure & { label: string; fileName: string; fetch(): Promise<Blob> }) {
  const translate = useTranslate();
  const failed = useFailureToast(failure);
  const download = async () => {
    try {
      downloadText(fileName, await (await fetch()).text());
    } catch (error) {
      failed(error as Error);
    }
  };
  return <Button onClick={() => void download()}>{translate(label)}</Button>;
}

/**
 * The confirmation of a checked file: the button, then the dialog restating what moves (`summary`), with remarks
 * when `remarks`; the call carries one Idempotency-Key per submit, toasts either way and refreshes `refresh`.
 */
export function ConfirmCheckedFile<R>({
  label,
  title,
  remarks = true,
  summary,
  call,
  success,
  failure,
  refresh,
  onDone,
}: {
  label: string;
  title: string;
  remarks?: boolean;
  summary: DecisionSummary;
  call(remarks: string, idempotencyKey: string): Promise<R>;
  success(result: R): string;
  failure: string;
  refresh: readonly QueryKey[];
  onDone(): void;
}) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const mutation = useChangeMutation({
    call,
    success,
    failure,
    refresh,
    done: () => {
      setConfirming(false);
      onDone();
    },
  });
  return (
    <>
      <Button variant="contained" onClick={() => setConfirming(true)}>
        {translate(label)}
      </Button>
      {confirming && (
        <RemarksDialog
          open
          title={title}
          confirmLabel={label}
          remarks={remarks}
          busy={mutation.isPending}
          summary={summary}
          onCancel={() => setConfirming(false)}
          onConfirm={(text) => mutation.mutate(text)}
        />
      )}
    </>
  );
}

/** What every recent checked file shows. */
export interface RecentFile {
  jobId: number;
  fileName: string;
  state: string;
  uploadedBy: string;
  uploadedAt: number;
}

/**
 * The recent files of an upload kind: file, state, counts (`counts_value`), the kind's own columns (`extra`), who
 * uploaded it and when. Strings under `prefix`: `recent`, `recent_items`, `states.*`, `counts_value`, `columns.*`.
 */
export function RecentCheckedFiles<F extends RecentFile>({
  prefix,
  queryKey,
  list,
  extra = [],
}: {
  prefix: string;
  queryKey: QueryKey;
  list(signal: AbortSignal): Promise<F[]>;
  extra?: TableColumn<F & { id: number }>[];
}) {
  const translate = useTranslate();
  const query = useQuery({ queryKey, queryFn: ({ signal }) => list(signal) });
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${prefix}.recent`)}
      </Typography>
      <QueryState query={query} isEmpty={(d) => d.length === 0} items={`${prefix}.recent_items`}>
        {(files) => (
          <TableContainer component={Paper} variant="outlined">
            <ColumnTable<F & { id: number }>
              label={`${prefix}.recent`}
              rows={files.map((f) => ({ ...f, id: f.jobId }))}
              columns={[
                { label: `${prefix}.columns.file`, render: (f) => f.fileName },
                { label: `${prefix}.columns.state`, render: (f) => translate(`${prefix}.states.${f.state}`) },
                { label: `${prefix}.columns.counts`, render: (f) => translate(`${prefix}.counts_value`, { ...f }) },
                ...extra,
                { label: `${prefix}.columns.uploadedBy`, render: (f) => f.uploadedBy },
                { label: `${prefix}.columns.uploadedAt`, render: (f) => formatDateTime(f.uploadedAt) },
              ]}
            />
          </TableContainer>
        )}
      </QueryState>
    </Box>
  );
}

/**
 * A page of one upload kind: its intro (`${prefix}.intro`), the check step, the checked file (`children`, given the
 * answer and `done` to clear it after a confirmation) and the kind's recent files below.
 */
export function CheckedCsvPage<T extends { jobId: number }, F extends RecentFile>({
  title,
  recent,
  children,
  ...step
}: {
  title: string;
  prefix: string;
  sample: { fileName: string; kind: UploadKind };
  check: (file: File, fileName: string, idempotencyKey: string) => Promise<T>;
  failure: string;
  recent: { queryKey: QueryKey; list(signal: AbortSignal): Promise<F[]>; extra?: TableColumn<F & { id: number }>[] };
  children(checked: T, done: () => void): ReactNode;
}) {
  const translate = useTranslate();
  const [checked, setChecked] = useState<T | null>(null);
  return (
    <PageFrame title={title}>
      <Typography sx={{ mb: 2 }}>{translate(`${step.prefix}.intro`)}</Typography>
      <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
        <CsvCheckStep {...step} checked={checked} onChecked={setChecked}>
          {(answer) => <Fragment key={answer.jobId}>{children(answer, () => setChecked(null))}</Fragment>}
        </CsvCheckStep>
      </Box>
      <RecentCheckedFiles prefix={step.prefix} {...recent} />
    </PageFrame>
  );
}
