import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MERCHANT_ALERTS, MERCHANT_ALERT_LOGS } from '../../../contract/bindings';
import { MERCHANT_ALERT_AUDIENCES } from '../../../contract/merchant-alerts/calls';
import { BUSINESS_CATEGORIES } from '../../../contract/merchant/categories';
import {
  merchantAlertCalls,
  type EnableMerchantAlertBody,
} from '../../../dataProviders/merchant-support/merchant-alerts';
import { useChangeMutation } from '../../common/useChangeMutation';
import { AlertFormFrame, ChoiceRadios } from '../alerts/AlertFormFrame';
import { AlertTextFields, useNow } from '../alerts/AlertTextFields';
import {
  canEnableMerchantAlert,
  EMPTY_MERCHANT_ALERT_FORM,
  toEnableBody,
  withAudience,
  type MerchantAlertFormValues,
} from './merchant-alert-form-state';
import { enableSummary } from './merchant-alert-summary';
import { AudienceFile } from './AudienceFile';

const T = 'merchantAlerts';
const calls = merchantAlertCalls();
const AUDIENCE_CHOICES = MERCHANT_ALERT_AUDIENCES.map((a) => ({ value: a, label: `${T}.audiences.${a}` }));

/** Enable a merchant alert: audience, then the deposit alerts' header, body and expiry; restated before it is sent. */
export function MerchantAlertForm() {
  const translate = useTranslate();
  const [values, setValues] = useState<MerchantAlertFormValues>(EMPTY_MERCHANT_ALERT_FORM);
  const [asking, setAsking] = useState<EnableMerchantAlertBody | null>(null);
  const set = (patch: Partial<MerchantAlertFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const now = useNow();
  const enable = useChangeMutation({
    call: (body: EnableMerchantAlertBody, key) => calls.enable(body, key),
    success: (result) => translate(`${T}.enabled`, { id: result.data.id }),
    failure: null,
    refresh: [[MERCHANT_ALERTS.name], [MERCHANT_ALERT_LOGS.name]],
    done: () => {
      setAsking(null);
      setValues(EMPTY_MERCHANT_ALERT_FORM);
    },
  });
  const submit = () => {
    const body = toEnableBody(values);
    if (body && canEnableMerchantAlert(values, Date.now())) setAsking(body);
  };
  return (
    <AlertFormFrame
      id="merchant-alert-form-title"
      title={`${T}.form_title`}
      submitLabel={`${T}.enable`}
      canSubmit={canEnableMerchantAlert(values, now)}
      busy={enable.isPending}
      onSubmit={submit}
      maxWidth={720}
      confirm={{
        title: `${T}.confirm.title`,
        summary: asking ? enableSummary(asking, values.file, translate) : undefined,
        onCancel: () => setAsking(null),
        onConfirm: () => asking && enable.mutate(asking),
      }}
    >
      <ChoiceRadios
        id="merchant-alert-audience-label"
        label={`${T}.audience`}
        value={values.audience}
        choices={AUDIENCE_CHOICES}
        onChange={(audience) => setValues((v) => withAudience(v, audience))}
      />
      {values.audience === 'CATEGORY' && (
        <TextField
          select
          label={translate(`${T}.category`)}
          value={values.category}
          onChange={(e) => set({ category: e.target.value })}
          required
        >
          {BUSINESS_CATEGORIES.map((c) => (
            <MenuItem key={c.mcc} value={c.mcc}>
              {`${c.name} (${c.mcc})`}
            </MenuItem>
          ))}
        </TextField>
      )}
      {values.audience === 'CSV' && <AudienceFile file={values.file} onChecked={(file) => set({ file })} />}
      <AlertTextFields values={values} onChange={set} labels={T} now={now} />
    </AlertFormFrame>
  );
}
