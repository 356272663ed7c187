import { TextField } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { isPqLimit, PAYEE_MOBILE_PATTERN } from '../../../../contract/consumer/account-form-values';
import { formatInr } from '../../../format';
import { FormAction } from './FormAction';
import { NoteField } from '../../../common/RequiredField';

const EMPTY = { mobile: '', pqLimit: '', reason: '' };
const k = 'consumer360.whitelist.';
const mobileOk = (v: typeof EMPTY) => PAYEE_MOBILE_PATTERN.test(v.mobile.trim());

/** The whitelist form of spec §5.8: mobile, whitelisted by (the signed-in agent, read-only), PQ limit, reason. */
export function WhitelistAction() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const by = String(identity?.email ?? identity?.fullName ?? '');
  return (
    <FormAction
      action="whitelist"
      prefix={k}
      empty={EMPTY}
      effect={(v) => ({
        mobile: mobileOk(v) ? v.mobile.trim() : '…',
        limit: isPqLimit(v.pqLimit) ? formatInr(Number(v.pqLimit)) : '…',
      })}
      complete={(v) => Boolean(mobileOk(v) && isPqLimit(v.pqLimit) && v.reason.trim())}
      body={(v) => ({ mobile: v.mobile.trim(), pqLimit: v.pqLimit.trim(), reason: v.reason.trim() })}
    >
      {(v, set) => (
        <>
          <TextField
            required
            label={translate(`${k}mobile`)}
            value={v.mobile}
            onChange={set('mobile')}
            error={v.mobile !== '' && !mobileOk(v)}
            slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric' } }}
          />
          <TextField label={translate(`${k}whitelisted_by`)} value={by} slotProps={{ htmlInput: { readOnly: true } }} />
          <TextField
            required
            type="number"
            label={translate(`${k}pq_limit`)}
            value={v.pqLimit}
            onChange={set('pqLimit')}
            error={v.pqLimit !== '' && !isPqLimit(v.pqLimit)}
          />
          <NoteField label={`${k}reason`} value={v.reason} onChange={set('reason')} />
        </>
      )}
    </FormAction>
  );
}
