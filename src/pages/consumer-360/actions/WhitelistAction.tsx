import { TextField } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { isPqLimit, PAYEE_MOBILE_PATTERN, PQ_LIMIT_MAX } from '../../../../contract/consumer/account-form-values';
import { validAmount } from '../../../common/amount-input';
import { formatInr } from '../../../format';
import { FormAction } from './FormAction';
import { AmountField, NOTE_MAX, NoteField, withinLength } from '../../../common/RequiredField';

const EMPTY = { mobile: '', pqLimit: '', reason: '' };
type Values = typeof EMPTY;
const k = 'consumer360.whitelist.';
/** The mobile's length (spec §5.8: 10 digits); an 11th digit is kept and refused, never cut. */
const MOBILE_LENGTH = 10;
const PQ_LIMITS = { max: PQ_LIMIT_MAX };
const mobileOk = (v: Values) => PAYEE_MOBILE_PATTERN.test(v.mobile.trim());
/** The PQ limit typed, read (Indian grouping accepted) when the server's isPqLimit takes it, else null. */
const pqLimitOf = (v: Values) => {
  const parsed = validAmount(v.pqLimit, PQ_LIMITS);
  return parsed && isPqLimit(parsed.plain) ? parsed : null;
};

/** Pure: may the whitelist form be sent? A 10-digit mobile, a PQ limit the server takes and a reason within 300. */
export const whitelistComplete = (v: Values): boolean =>
  Boolean(mobileOk(v) && pqLimitOf(v) && v.reason.trim() && withinLength(v.reason, NOTE_MAX));

/** Pure: the i18n key saying why the mobile typed is refused, or null (empty, or 10 digits). */
export function whitelistMobileProblem(mobile: string): string | null {
  if (mobile.trim() === '' || PAYEE_MOBILE_PATTERN.test(mobile.trim())) return null;
  return mobile.trim().length > MOBILE_LENGTH ? 'validation.too_long' : `${k}mobile_invalid`;
}

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
        limit: pqLimitOf(v) ? formatInr(pqLimitOf(v)?.value) : '…',
      })}
      complete={whitelistComplete}
      body={(v) => ({ mobile: v.mobile.trim(), pqLimit: pqLimitOf(v)?.plain, reason: v.reason.trim() })}
    >
      {(v, set) => {
        const mobileProblem = whitelistMobileProblem(v.mobile);
        return (
          <>
            <TextField
              required
              label={translate(`${k}mobile`)}
              value={v.mobile}
              onChange={set('mobile')}
              error={mobileProblem !== null}
              helperText={mobileProblem ? translate(mobileProblem, { max: MOBILE_LENGTH }) : undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              label={translate(`${k}whitelisted_by`)}
              value={by}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <AmountField label={`${k}pq_limit`} value={v.pqLimit} onChange={set('pqLimit')} limits={PQ_LIMITS} />
            <NoteField label={`${k}reason`} value={v.reason} onChange={set('reason')} />
          </>
        );
      }}
    </FormAction>
  );
}
