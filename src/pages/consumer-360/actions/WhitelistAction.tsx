import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { isPqLimit, PAYEE_MOBILE_PATTERN } from '../../../../contract/consumer/account-form-values';
import { formatInr } from '../../../format';
import { ConfirmDialog } from './ConfirmDialog';
import { GatedButton } from './GatedButton';
import { useConsumerAction } from './useConsumerAction';

/** The whitelist form of spec §5.8: mobile, whitelisted by (the signed-in agent, read-only), PQ limit, reason. */
export function WhitelistAction() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [open, setOpen] = useState(false);
  const [v, setV] = useState({ mobile: '', pqLimit: '', reason: '' });
  const whitelist = useConsumerAction('whitelist');
  const k = 'consumer360.whitelist.';
  const set = (field: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setV((now) => ({ ...now, [field]: e.target.value }));
  const mobileOk = PAYEE_MOBILE_PATTERN.test(v.mobile.trim());
  const limitOk = isPqLimit(v.pqLimit);
  const by = String(identity?.email ?? identity?.fullName ?? '');
  return (
    <>
      <GatedButton
        action="whitelist"
        label={`${k}button`}
        deniedReason={`${k}denied`}
        onClick={() => {
          setV({ mobile: '', pqLimit: '', reason: '' });
          setOpen(true);
        }}
      />
      {open && (
        <ConfirmDialog
          title={translate(`${k}title`)}
          effect={translate(`${k}effect`, {
            mobile: mobileOk ? v.mobile.trim() : '…',
            limit: limitOk ? formatInr(Number(v.pqLimit)) : '…',
          })}
          busy={whitelist.isPending}
          blocked={mobileOk && limitOk && v.reason.trim() ? null : translate(`${k}required`)}
          onClose={() => setOpen(false)}
          onConfirm={() =>
            whitelist.mutate(
              { mobile: v.mobile.trim(), pqLimit: v.pqLimit.trim(), reason: v.reason.trim() },
              { onSuccess: () => setOpen(false) },
            )
          }
        >
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              required
              label={translate(`${k}mobile`)}
              value={v.mobile}
              onChange={set('mobile')}
              error={v.mobile !== '' && !mobileOk}
              slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric' } }}
            />
            <TextField
              label={translate(`${k}whitelisted_by`)}
              value={by}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField
              required
              type="number"
              label={translate(`${k}pq_limit`)}
              value={v.pqLimit}
              onChange={set('pqLimit')}
              error={v.pqLimit !== '' && !limitOk}
            />
            <TextField
              required
              multiline
              label={translate(`${k}reason`)}
              value={v.reason}
              onChange={set('reason')}
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
          </Stack>
        </ConfirmDialog>
      )}
    </>
  );
}
