import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { VERIFIED_NAME_MAX, VERIFIED_NAME_REASONS } from '../../../../contract/consumer/calls-a-rules';
import { NOTE_MAX, NoteField, RequiredField, withinLength } from '../../../common/RequiredField';
import { ConfirmDialog } from '../actions/ConfirmDialog';
import { GatedButton } from '../actions/GatedButton';
import { useConsumerAction } from '../actions/useConsumerAction';
import type { ConsumerSummary } from '../useConsumer';
import { verifiedNameSummary } from './calls-a-summary';

const k = 'consumer360.callsA.verified_name.';
const NAME = /^[A-Za-z][A-Za-z .'-]*$/;

/** Pure: may the correction be sent? A valid new name unlike the current one, a reason and remarks within 300. */
export function verifiedNameComplete(current: string, v: { name: string; reason: string; remarks: string }): boolean {
  const name = v.name.trim();
  return (
    NAME.test(name) &&
    name.length <= VERIFIED_NAME_MAX &&
    name !== current &&
    v.reason !== '' &&
    v.remarks.trim() !== '' &&
    withinLength(v.remarks, NOTE_MAX)
  );
}

/** PUT /postpe/verified-name (spec §7.5): the correction raised for a checker (four eyes, VERIFIED_NAME). */
export function VerifiedNameAction({ summary: c }: { summary: ConsumerSummary }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [v, setV] = useState({ name: '', reason: '', remarks: '' });
  const raise = useConsumerAction('verifiedName');
  return (
    <>
      <GatedButton
        action="verifiedName"
        label={`${k}button`}
        deniedReason={`${k}denied`}
        onClick={() => {
          setV({ name: c.verifiedName, reason: '', remarks: '' });
          setOpen(true);
        }}
      />
      {open && (
        <ConfirmDialog
          title={translate(`${k}title`)}
          effect=""
          summary={verifiedNameSummary(c, v.name, translate)}
          busy={raise.isPending}
          blocked={verifiedNameComplete(c.verifiedName, v) ? null : translate(`${k}required`)}
          onClose={() => setOpen(false)}
          onConfirm={() =>
            raise.mutate(
              { consumerId: c.consumerId, verifiedName: v.name.trim(), reason: v.reason, remarks: v.remarks.trim() },
              { onSuccess: () => setOpen(false) },
            )
          }
        >
          <Stack spacing={2} sx={{ pt: 1 }}>
            <RequiredField
              label={`${k}new_name`}
              value={v.name}
              maxLength={VERIFIED_NAME_MAX}
              valid={NAME.test(v.name.trim())}
              onChange={(e) => setV({ ...v, name: e.target.value })}
            />
            <TextField
              select
              required
              label={translate(`${k}reason`)}
              value={v.reason}
              onChange={(e) => setV({ ...v, reason: e.target.value })}
            >
              {VERIFIED_NAME_REASONS.map((r) => (
                <MenuItem key={r} value={r}>
                  {r}
                </MenuItem>
              ))}
            </TextField>
            <NoteField
              label={`${k}remarks`}
              value={v.remarks}
              onChange={(e) => setV({ ...v, remarks: e.target.value })}
            />
          </Stack>
        </ConfirmDialog>
      )}
    </>
  );
}
