import { useState } from 'react';
import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { MERCHANT_ALERTS, MERCHANT_ALERT_LOGS } from '../../../contract/bindings';
import { MERCHANT_ALERT_AUDIENCES, type MerchantAlertAudience } from '../../../contract/merchant-alerts/calls';
import { BUSINESS_CATEGORIES } from '../../../contract/merchant/categories';
import {
  merchantAlertCalls,
  type EnableMerchantAlertBody,
} from '../../../dataProviders/merchant-support/merchant-alerts';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
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
    <Paper component="section" aria-labelledby="merchant-alert-form-title" sx={{ p: 2, maxWidth: 720 }}>
      <Typography id="merchant-alert-form-title" variant="h6" component="h2">
        {translate(`${T}.form_title`)}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => (e.preventDefault(), submit())}
        sx={{ display: 'grid', gap: 2, mt: 1 }}
      >
        <FormControl required>
          <FormLabel id="merchant-alert-audience-label">{translate(`${T}.audience`)}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="merchant-alert-audience-label"
            value={values.audience}
            onChange={(e) => setValues((v) => withAudience(v, e.target.value as MerchantAlertAudience))}
          >
            {MERCHANT_ALERT_AUDIENCES.map((a) => (
              <FormControlLabel key={a} value={a} control={<Radio />} label={translate(`${T}.audiences.${a}`)} />
            ))}
          </RadioGroup>
        </FormControl>
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
        <Box>
          <Button type="submit" variant="contained" disabled={enable.isPending || !canEnableMerchantAlert(values, now)}>
            {translate(`${T}.enable`)}
          </Button>
        </Box>
      </Box>
      <RemarksDialog
        open={asking !== null}
        title={`${T}.confirm.title`}
        confirmLabel={`${T}.enable`}
        remarks={false}
        busy={enable.isPending}
        summary={asking ? enableSummary(asking, values.file, translate) : undefined}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && enable.mutate(asking)}
      />
    </Paper>
  );
}
