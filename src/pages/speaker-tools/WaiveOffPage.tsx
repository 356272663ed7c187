import { useState } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { DataTable, useCanAccess, useTranslate } from 'react-admin';
import { SPEAKER_RENT_WAIVERS } from '../../../contract/speaker/calls';
import { SPEAKER_REASON_MAX, SPEAKER_WAIVER_KIND, WAIVER_MONTHS_MAX } from '../../../contract/speaker/rules';
import { raiseWaiver, type SpeakerDevice } from '../../../dataProviders/crm/speaker';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatInr } from '../../format';
import { DecisionButtons, type DecidableRequest } from '../merchant-changes/DecisionButtons';
import { RequestQueue, type QueueLabels, type QueueRow } from '../merchant-changes/RequestQueue';
import { ConfirmedForm } from './ConfirmedForm';
import { DeviceLookup, useSpeakerDevice } from './DeviceLookup';
import { totalWaived, waiverDecisionSummary, waiverInput, waiverRaiseSummary } from './speaker-summaries';

const T = 'speaker.waiver';
const EMPTY = { monthlyAmount: '', months: '1', reason: '' };
const TOASTS = { approved: `${T}.approved`, rejected: `${T}.rejected`, error: `${T}.decide_failed` };

function RaiseWaiver({ device }: { device: SpeakerDevice }) {
  const translate = useTranslate();
  const [form, setForm] = useState(EMPTY);
  const [confirming, setConfirming] = useState(false);
  const input = waiverInput(device, form);
  const mutation = useChangeMutation({
    call: (_: void, key: string) => raiseWaiver(input!, key),
    success: (r) => translate(`${T}.raised`, { id: r.data.id, serial: device.serial }),
    failure: `${T}.failed`,
    refresh: [[SPEAKER_RENT_WAIVERS.name]],
    done: () => {
      setConfirming(false);
      setForm(EMPTY);
    },
  });
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: e.target.value });
  return (
    <ConfirmedForm
      submitLabel={`${T}.raise`}
      dialogTitle={`${T}.dialog_title`}
      hint={input ? `${translate(`${T}.total`)}: ${formatInr(totalWaived(input))}` : translate(`${T}.invalid`)}
      summary={input && waiverRaiseSummary(input, device, translate)}
      confirming={confirming}
      setConfirming={setConfirming}
      busy={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    >
      <TextField
        size="small"
        required
        label={translate(`${T}.monthly_amount`)}
        value={form.monthlyAmount}
        onChange={set('monthlyAmount')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        helperText={translate(`${T}.max`, { rent: formatInr(device.monthlyRental) })}
      />
      <TextField
        size="small"
        required
        type="number"
        label={translate(`${T}.months`)}
        value={form.months}
        onChange={set('months')}
        slotProps={{ htmlInput: { min: 1, max: WAIVER_MONTHS_MAX } }}
      />
      <TextField
        size="small"
        required
        label={translate(`${T}.reason`)}
        value={form.reason}
        onChange={set('reason')}
        slotProps={{ htmlInput: { maxLength: SPEAKER_REASON_MAX } }}
        sx={{ flex: 1 }}
      />
    </ConfirmedForm>
  );
}

function Decide({ request }: { request: DecidableRequest }) {
  const translate = useTranslate();
  return (
    <DecisionButtons
      kind={SPEAKER_WAIVER_KIND}
      request={request}
      queryKey={[SPEAKER_RENT_WAIVERS.name]}
      toast={TOASTS}
      summaryOf={(isApproved) => waiverDecisionSummary(request, isApproved, translate)}
    />
  );
}

/**
 * /speaker/waive-off (spec §2.3 /speaker: rental waive-off; issue 44 item 3): a maker finds a speaker by serial and
 * raises a waive-off of its rent (amount a month, months, reason); a checker approves or rejects it here or in the
 * approvals inbox (four eyes on the server: maker ≠ checker, one pending per device). Approved, the waiver lowers the
 * device's invoices from that month.
 */
export default function WaiveOffPage() {
  const translate = useTranslate();
  const { canAccess: canRaise } = useCanAccess({ resource: SPEAKER_RENT_WAIVERS.name, action: 'raise' });
  const lookup = useSpeakerDevice();
  const device = lookup.device;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('speaker.waiver_title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      {canRaise && (
        <>
          <DeviceLookup lookup={lookup} />
          {device && !device.returned && <RaiseWaiver key={device.serial} device={device} />}
        </>
      )}
      <RequestQueue resource={SPEAKER_RENT_WAIVERS.name} title={`${T}.requests`} labels={LABELS}>
        <DataTable.Col
          label="speaker.fields.serial"
          disableSort
          render={(r: QueueRow) => String(r.proposed.serial ?? '')}
        />
        <DataTable.Col
          label={`${T}.monthly_amount`}
          disableSort
          render={(r: QueueRow) => formatInr(Number(r.proposed.monthlyAmount ?? 0))}
        />
        <DataTable.Col label={`${T}.months`} disableSort render={(r: QueueRow) => String(r.proposed.months ?? '')} />
        <DataTable.Col label={`${T}.reason`} disableSort render={(r: QueueRow) => String(r.proposed.reason ?? '')} />
        <DataTable.Col
          label={`${T}.decision`}
          disableSort
          render={(r: QueueRow) => <Decide request={r as DecidableRequest} />}
        />
      </RequestQueue>
    </Box>
  );
}

const LABELS: QueueLabels = {
  id: `${T}.request`,
  merchant: 'speaker.fields.merchant_id',
  maker: `${T}.raised_by`,
  created: `${T}.raised_at`,
  status: 'speaker.fields.status',
};
