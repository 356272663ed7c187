import { alertSummary } from './alert-summary';
import { useState } from 'react';
import { TextField } from '@mui/material';
import { menuOptions } from '../../common/menu-options';
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
import { AlertFormFrame, ChoiceRadios } from './AlertFormFrame';

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
    <AlertFormFrame
      id="alert-form-title"
      title="pages.deposit_alerts.form_title"
      submitLabel="pages.deposit_alerts.submit"
      canSubmit={canSubmitAlert(values, now)}
      busy={isPending}
      onSubmit={submit}
      confirm={{
        title: 'pages.deposit_alerts.confirm.title',
        summary: asking ? alertSummary(asking, translate) : undefined,
        onCancel: () => setAsking(null),
        onConfirm: () => asking && mutate(asking),
      }}
    >
      <TextField
        select
        label={translate('pages.deposit_alerts.alert_type')}
        value={values.alertType}
        onChange={(e) => setValues((v) => withAlertType(v, e.target.value as AlertType))}
        required
      >
        {menuOptions(ALERT_TYPES)}
      </TextField>
      <ChoiceRadios
        id="alert-status-label"
        label="pages.deposit_alerts.status"
        value={values.status}
        choices={ALERT_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
        onChange={(status) => set({ status })}
      />
      {values.alertType && needsProduct(values.alertType) && (
        <TextField
          select
          label={translate('pages.deposit_alerts.product')}
          value={values.product}
          onChange={(e) => set({ product: e.target.value })}
          required
        >
          {menuOptions(ALERT_PRODUCTS)}
        </TextField>
      )}
      {values.status === 'ENABLE' && (
        <AlertTextFields values={values} onChange={set} labels="pages.deposit_alerts" now={now} />
      )}
    </AlertFormFrame>
  );
}
