import { useState } from 'react';
import { Checkbox, FormControlLabel, FormGroup, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ActionButton } from './ActionButton';
import { CHANGE_PART } from './index';
import type { MerchantProfile } from './types';
import { useMerchantAction } from './useMerchantAction';
import { useMerchantRules, type MerchantRules } from './merchant-rules';
import { useBusinessCategories } from './useMerchant';

const blockedReason = (m: MerchantProfile) => (m.status === 'BLOCKED' ? 'merchant360.why_blocked' : null);

function TextEdit(props: {
  m: MerchantProfile;
  label: string;
  field: string;
  initial: string;
  /** The field's rule among the merchant rules (fetched at first use). */
  schema: (rules: MerchantRules) => MerchantRules['qrNameSchema'];
  action: 'qrName' | 'referralCode';
}) {
  const translate = useTranslate();
  const { run, busy } = useMerchantAction(props.m.merchantId, 'profile');
  const [value, setValue] = useState(props.initial);
  const rules = useMerchantRules();
  const checked = rules ? props.schema(rules).safeParse(value) : undefined;
  const error = value !== '' && checked && !checked.success ? checked.error.issues[0]?.message : undefined;
  return (
    <ActionButton
      label={props.label}
      part={CHANGE_PART}
      unavailable={blockedReason(props.m)}
      confirm="merchant360.edit_confirm"
      busy={busy}
      canSubmit={Boolean(checked?.success)}
      form={
        <TextField
          fullWidth
          size="small"
          label={translate(`merchant360.f.${props.field}`)}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
        />
      }
      onConfirm={async () => {
        const body = { [props.action]: checked?.success ? checked.data : value, version: props.m.version };
        return (await run(props.action, body)).ok;
      }}
    />
  );
}

export function QrNameEdit({ m }: { m: MerchantProfile }) {
  return (
    <TextEdit
      m={m}
      label="merchant360.edit_qr_name"
      field="qr_name"
      initial={m.qrName ?? ''}
      schema={(rules) => rules.qrNameSchema}
      action="qrName"
    />
  );
}

export function ReferralCodeEdit({ m }: { m: MerchantProfile }) {
  return (
    <TextEdit
      m={m}
      label="merchant360.edit_referral_code"
      field="referral_code"
      initial={m.referralCode ?? ''}
      schema={(rules) => rules.referralCodeSchema}
      action="referralCode"
    />
  );
}

/** Business category from the business-categories call (spec §7.4, §9: 6513 is Rent Payments). */
export function BusinessCategoryEdit({ m }: { m: MerchantProfile }) {
  const translate = useTranslate();
  const { run, busy } = useMerchantAction(m.merchantId, 'profile');
  const categories = useBusinessCategories(m.merchantId);
  const [mcc, setMcc] = useState(m.mcc ?? '');
  return (
    <ActionButton
      label="merchant360.edit_business_category"
      part={CHANGE_PART}
      unavailable={blockedReason(m)}
      confirm="merchant360.edit_confirm"
      busy={busy}
      canSubmit={Boolean(mcc) && mcc !== m.mcc}
      form={
        <TextField
          select
          fullWidth
          size="small"
          label={translate('merchant360.f.business_category')}
          value={mcc}
          onChange={(e) => setMcc(e.target.value)}
        >
          {(categories.data ?? []).map((c) => (
            <MenuItem key={c.mcc} value={c.mcc}>
              {`${c.mcc} · ${c.name}`}
            </MenuItem>
          ))}
        </TextField>
      }
      onConfirm={async () => (await run('businessCategory', { mcc, version: m.version })).ok}
    />
  );
}

const CHANNELS = ['sms', 'whatsapp', 'email', 'push'] as const;

export function PreferencesEdit({ m }: { m: MerchantProfile }) {
  const translate = useTranslate();
  const { run, busy } = useMerchantAction(m.merchantId, 'profile');
  const [prefs, setPrefs] = useState(m.notificationPreferences);
  return (
    <ActionButton
      label="merchant360.edit_preferences"
      part={CHANGE_PART}
      unavailable={blockedReason(m)}
      confirm="merchant360.edit_confirm"
      busy={busy}
      form={
        <FormGroup>
          {CHANNELS.map((c) => (
            <FormControlLabel
              key={c}
              label={translate(`merchant360.channel.${c}`)}
              control={<Checkbox checked={prefs[c]} onChange={(e) => setPrefs({ ...prefs, [c]: e.target.checked })} />}
            />
          ))}
        </FormGroup>
      }
      onConfirm={async () => (await run('preferences', { merchantId: m.merchantId, ...prefs, version: m.version })).ok}
    />
  );
}
