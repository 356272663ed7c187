import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { DOWNTIME_CHANNELS, DOWNTIME_SEVERITIES, istInputOf } from '../../../contract/bank-downtime/rules';
import {
  declareDowntime,
  editDowntime,
  listPaymentBanks,
  type Downtime,
  type DowntimeInput,
} from '../../../dataProviders/crm/bank-downtime';
import { ClosableDialogTitle } from '../../common/ClosableDialogTitle';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
import { declareSummary, downtimeInput, EMPTY_FORM, type DowntimeForm } from './downtime-form';

const T = 'bankDowntime';
export const DOWNTIMES_KEY = ['bank-downtimes'];
export const ALERTS_KEY = ['downtime-alerts'];
export const QR_KEY = ['qr-priority'];

const formOf = (d: Downtime): DowntimeForm => ({
  bankId: String(d.bankId),
  channel: d.channel,
  start: istInputOf(d.start),
  end: d.end === null ? '' : istInputOf(d.end),
  openEnded: d.end === null,
  severity: d.severity,
  note: d.note,
});

/**
 * Declares a downtime (`editing` null) or edits one: bank, channel, the window in IST (or open-ended), severity and
 * note, checked as typed (downtime-form.ts); Review restates it (RemarksDialog) before it is sent.
 */
export function DowntimeFormDialog({
  editing,
  open,
  onClose,
}: {
  editing: Downtime | null;
  open: boolean;
  onClose(): void;
}) {
  const translate = useTranslate();
  const [form, setForm] = useState<DowntimeForm>(editing ? formOf(editing) : EMPTY_FORM);
  const [shown, setShown] = useState<string | null>(null);
  const [review, setReview] = useState<DowntimeInput | null>(null);
  const banks = useQuery({
    queryKey: ['payment-banks'],
    queryFn: ({ signal }) => listPaymentBanks(signal),
    enabled: open,
  });
  const save = useChangeMutation({
    call: (input: DowntimeInput, key: string) =>
      editing
        ? editDowntime(
            editing.id,
            {
              start: input.start,
              end: input.end,
              severity: input.severity,
              note: input.note,
              version: editing.version,
            },
            key,
          )
        : declareDowntime(input, key),
    success: (r) =>
      editing
        ? translate(`${T}.updated`, { id: r.data.id })
        : translate(`${T}.declared`, { id: r.data.id, bank: r.data.bankName, channel: r.data.channel }),
    failure: `${T}.failed`,
    refresh: [DOWNTIMES_KEY, ALERTS_KEY, QR_KEY],
    done: () => {
      setReview(null);
      onClose();
    },
  });
  const set = (patch: Partial<DowntimeForm>) => {
    setForm({ ...form, ...patch });
    setShown(null);
  };
  const onReview = () => {
    const checked = downtimeInput(form, Date.now());
    if (checked.input) setReview(checked.input);
    else setShown(checked.error);
  };
  const select = (
    key: 'bankId' | 'channel' | 'severity',
    label: string,
    options: { id: string; name: string }[],
    disabled = false,
  ) => (
    <TextField
      select
      required
      size="small"
      label={translate(label)}
      value={form[key]}
      disabled={disabled}
      onChange={(e) => set({ [key]: e.target.value } as Partial<DowntimeForm>)}
    >
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
  /** A date-time typed in IST (the form keeps the input's `yyyy-MM-ddTHH:mm`). */
  const istField = (key: 'start' | 'end', disabled = false) => (
    <TextField
      required
      size="small"
      type="datetime-local"
      label={translate(`${T}.fields.${key}`)}
      value={form[key]}
      disabled={disabled}
      onChange={(e) => set({ [key]: e.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  const title = editing ? translate(`${T}.edit_title`, { id: editing.id }) : translate(`${T}.declare_title`);
  return (
    <>
      <Dialog
        open={open && review === null}
        onClose={onClose}
        fullWidth
        maxWidth="sm"
        aria-labelledby="downtime-form-title"
      >
        <ClosableDialogTitle id="downtime-form-title" onClose={onClose}>
          {title}
        </ClosableDialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {select(
              'bankId',
              `${T}.fields.bank`,
              (banks.data ?? []).map((b) => ({ id: String(b.id), name: `${b.name} (${b.kind})` })),
              editing !== null,
            )}
            {select(
              'channel',
              `${T}.fields.channel`,
              DOWNTIME_CHANNELS.map((c) => ({ id: c, name: c })),
              editing !== null,
            )}
            {istField('start', editing?.state === 'ONGOING')}
            <FormControlLabel
              control={<Checkbox checked={form.openEnded} onChange={(e) => set({ openEnded: e.target.checked })} />}
              label={translate(`${T}.fields.open_ended`)}
            />
            {!form.openEnded && istField('end')}
            {select(
              'severity',
              `${T}.fields.severity`,
              DOWNTIME_SEVERITIES.map((s) => ({ id: s, name: translate(`${T}.severities.${s}`) })),
            )}
            <TextField
              required
              multiline
              minRows={2}
              size="small"
              label={translate(`${T}.fields.note`)}
              value={form.note}
              onChange={(e) => set({ note: e.target.value })}
            />
            {shown && (
              <Alert severity="error" role="alert">
                {translate(shown)}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(`${T}.close`)}</Button>
          <Button variant="contained" onClick={onReview}>
            {translate(`${T}.review`)}
          </Button>
        </DialogActions>
      </Dialog>
      <RemarksDialog
        open={review !== null}
        remarks={false}
        title={`${T}.confirm_title`}
        confirmLabel={`${T}.confirm`}
        busy={save.isPending}
        summary={
          review
            ? declareSummary(
                review,
                banks.data?.find((b) => b.id === review.bankId),
                editing,
                translate,
              )
            : undefined
        }
        onCancel={() => setReview(null)}
        onConfirm={() => review && save.mutate(review)}
      />
    </>
  );
}
