import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ActionButton } from './ActionButton';
import { SETTLE_PART } from './index';
import { useMerchantAction } from './useMerchantAction';
import { useMerchantRules } from './merchant-rules';
import { NOTE_MAX, useTooLong } from '../../common/RequiredField';
import { menuOptions } from '../../common/menu-options';

/** A UTR's limit (the server's settlementUpdateBody): longer is refused with its message, never cut. */
const UTR_MAX = 22;

const TARGETS = ['SETTLED', 'FAILED', 'PENDING'] as const;

/** A PENDING or FAILED settlement's correction (spec §7.4 settlement/update): its status, UTR and remarks. */
export function SettlementUpdate({ merchantId, row }: { merchantId: string; row: Record<string, unknown> }) {
  const translate = useTranslate();
  const { run, busy } = useMerchantAction(merchantId, 'settlements');
  const [status, setStatus] = useState<(typeof TARGETS)[number]>('SETTLED');
  const [utr, setUtr] = useState('');
  const [remarks, setRemarks] = useState('');
  const utrTooLong = useTooLong(utr, UTR_MAX);
  const remarksTooLong = useTooLong(remarks, NOTE_MAX);
  const body = {
    settlementId: row.id,
    status,
    ...(utr.trim() ? { utr: utr.trim() } : {}),
    ...(remarks.trim() ? { remarks: remarks.trim() } : {}),
  };
  const checked = useMerchantRules()?.settlementUpdateBody.safeParse(body);
  const needsUtr = status === 'SETTLED' && !utr.trim();
  const utrError = utr.trim() && checked && !checked.success ? checked.error.issues[0]?.message : undefined;
  const open = row.status === 'PENDING' || row.status === 'FAILED';
  return (
    <ActionButton
      label="merchant360.settlement_update"
      part={SETTLE_PART}
      unavailable={open ? null : 'merchant360.why_settlement_final'}
      confirm="merchant360.settlement_update_confirm"
      confirmArgs={{ ref: row.settlementRef }}
      canSubmit={Boolean(checked?.success) && !needsUtr && !utrTooLong.error && !remarksTooLong.error}
      busy={busy}
      form={
        <Stack spacing={2}>
          <TextField
            select
            size="small"
            label={translate('merchant360.f.status')}
            value={status}
            onChange={(e) => setStatus(e.target.value as (typeof TARGETS)[number])}
          >
            {menuOptions(TARGETS)}
          </TextField>
          <TextField
            size="small"
            label={translate('merchant360.f.utr')}
            value={utr}
            onChange={(e) => setUtr(e.target.value.toUpperCase())}
            error={Boolean(utrError) || needsUtr || utrTooLong.error}
            helperText={utrTooLong.helperText ?? utrError ?? (needsUtr ? translate('merchant360.utr_needed') : ' ')}
          />
          <TextField
            size="small"
            label={translate('merchant360.f.remarks')}
            value={remarks}
            onChange={(e) => setRemarks(e.target.value)}
            {...remarksTooLong}
          />
        </Stack>
      }
      onConfirm={async () => (await run('settlementUpdate', body)).ok}
    />
  );
}
