import { RemarksDialog } from '../../common/RemarksDialog';
import { alertSummary } from './alert-summary';
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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate, type DataProvider } from 'react-admin';
import type { AlertMethods } from '../../../dataProviders/investment/alerts';
import {
  ALERT_PRODUCTS,
  ALERT_STATUSES,
  ALERT_TYPES,
  needsProduct,
  type AlertStatus,
  type AlertType,
} from '../../../contract/entities/alerts';
import {
  canSubmitAlert,
  EMPTY_ALERT_FORM,
  toAlertRequest,
  withAlertType,
  type AlertFormValues,
  type AlertRequest,
} from './alert-form-state';
import { ALERT_LOG_RESOURCE } from './AlertLogs';
import { AlertTextFields, useNow } from './AlertTextFields';

const STATUS_LABEL: Record<AlertStatus, string> = {
  ENABLE: 'pages.deposit_alerts.enable',
  DISABLE: 'pages.deposit_alerts.disable',
};

/** The alert details form (§2.7, §4, §5.7): the rules live in alert-form-state.ts; the server checks them again. */
export function AlertForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<DataProvider & AlertMethods>();
  const [values, setValues] = useState<AlertFormValues>(EMPTY_ALERT_FORM);
  const set = (patch: Partial<AlertFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const { mutate, isPending } = useMutation({
    mutationFn: (request: AlertRequest) => dataProvider[request.method](ALERT_LOG_RESOURCE, { data: request.data }),
    onSuccess: () => {
      notify('pages.deposit_alerts.success', { type: 'success' });
      setAsking(null);
      setValues(EMPTY_ALERT_FORM);
      void queryClient.invalidateQueries({ queryKey: [ALERT_LOG_RESOURCE] });
    },
    onError: (error: Error) => notify(error.message || 'pages.deposit_alerts.failed', { type: 'error' }),
  });
  const now = useNow();
  // Sending changes what customers see: it asks first, restating the alert (issue 41 item 1).
  const [asking, setAsking] = useState<AlertRequest | null>(null);
  const submit = () => {
    const request = toAlertRequest(values);
    if (request && canSubmitAlert(values, Date.now())) setAsking(request);
  };
  return (
    <Paper component="section" aria-labelledby="alert-form-title" sx={{ p: 2, maxWidth: 640 }}>
      <Typography id="alert-form-title" variant="h6" component="h2">
        {translate('pages.deposit_alerts.form_title')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => (e.preventDefault(), submit())}
        sx={{ display: 'grid', gap: 2, mt: 1 }}
      >
        <TextField
          select
          label={translate('pages.deposit_alerts.alert_type')}
          value={values.alertType}
          onChange={(e) => setValues((v) => withAlertType(v, e.target.value as AlertType))}
          required
        >
          {ALERT_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
        <FormControl required>
          <FormLabel id="alert-status-label">{translate('pages.deposit_alerts.status')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="alert-status-label"
            value={values.status}
            onChange={(e) => set({ status: e.target.value as AlertStatus })}
          >
            {ALERT_STATUSES.map((s) => (
              <FormControlLabel key={s} value={s} control={<Radio />} label={translate(STATUS_LABEL[s])} />
            ))}
          </RadioGroup>
        </FormControl>
        {values.alertType && needsProduct(values.alertType) && (
          <TextField
            select
            label={translate('pages.deposit_alerts.product')}
            value={values.product}
            onChange={(e) => set({ product: e.target.value })}
            required
          >
            {ALERT_PRODUCTS.map((p) => (
              <MenuItem key={p} value={p}>
                {p}
              </MenuItem>
            ))}
          </TextField>
        )}
        {values.status === 'ENABLE' && (
          <AlertTextFields values={values} onChange={set} labels="pages.deposit_alerts" now={now} />
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={isPending || !canSubmitAlert(values, now)}>
            {translate('pages.deposit_alerts.submit')}
          </Button>
        </Box>
      </Box>
      <RemarksDialog
        open={asking !== null}
        title="pages.deposit_alerts.confirm.title"
        confirmLabel="pages.deposit_alerts.submit"
        remarks={false}
        busy={isPending}
        summary={asking ? alertSummary(asking, translate) : undefined}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && mutate(asking)}
      />
    </Paper>
  );
}
