import { useState } from 'react';
import { Button, Chip, Paper } from '@mui/material';
import { DataTable, FunctionField, useTranslate } from 'react-admin';
import { MERCHANT_ALERTS, MERCHANT_ALERT_LOGS } from '../../../contract/bindings';
import type { MerchantAlertState } from '../../../contract/merchant-alerts/calls';
import { merchantAlertCalls } from '../../../dataProviders/merchant-support/merchant-alerts';
import { RemarksDialog } from '../../common/RemarksDialog';
import { ResourceTable } from '../../common/ResourceTable';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime } from '../../format/dates';
import { audienceText, disableSummary } from './merchant-alert-summary';

const T = 'merchantAlerts';
const calls = merchantAlertCalls();

export interface MerchantAlert {
  id: number;
  audience: string;
  category: string | null;
  recipients: number;
  header: string;
  body: string;
  expiryTime: number;
  state: MerchantAlertState;
  createdBy: string;
  createdAt: number;
}

const STATE_COLOR = { ACTIVE: 'success', EXPIRED: 'default', DISABLED: 'default' } as const;

/** The alerts, newest first, each with whom it reaches and its state; an active one can be disabled (confirmed first). */
export function MerchantAlertList() {
  const translate = useTranslate();
  const [disabling, setDisabling] = useState<MerchantAlert | null>(null);
  const disable = useChangeMutation({
    call: (alert: MerchantAlert, key) => calls.disable(alert.id, key),
    success: (result) => translate(`${T}.disabled`, { id: result.data.id }),
    failure: null,
    refresh: [[MERCHANT_ALERTS.name], [MERCHANT_ALERT_LOGS.name]],
    done: () => setDisabling(null),
  });
  const col = (source: keyof MerchantAlert, render: (a: MerchantAlert) => React.ReactNode) => (
    <DataTable.Col source={source} label={`${T}.columns.${source}`} disableSort>
      <FunctionField<MerchantAlert> render={render} />
    </DataTable.Col>
  );
  return (
    <Paper component="section" sx={{ mt: 3, px: 2 }}>
      <ResourceTable resource={MERCHANT_ALERTS.name} title={`${T}.list_title`} savedViews={false}>
        {col('createdAt', (a) => formatDateTime(a.createdAt))}
        {col('audience', (a) => audienceText(a, translate))}
        {col('recipients', (a) => a.recipients)}
        {col('header', (a) => a.header)}
        {col('expiryTime', (a) => formatDateTime(a.expiryTime))}
        {col('state', (a) => (
          <Chip
            size="small"
            color={STATE_COLOR[a.state]}
            variant={a.state === 'ACTIVE' ? 'filled' : 'outlined'}
            label={translate(`${T}.states.${a.state}`)}
          />
        ))}
        {col('createdBy', (a) => a.createdBy)}
        {col('id', (a) =>
          a.state === 'ACTIVE' ? (
            <Button
              size="small"
              aria-label={translate(`${T}.disable_one`, { id: a.id })}
              onClick={() => setDisabling(a)}
            >
              {translate(`${T}.disable`)}
            </Button>
          ) : null,
        )}
      </ResourceTable>
      <RemarksDialog
        open={disabling !== null}
        title={`${T}.confirm.disable_title`}
        confirmLabel={`${T}.disable`}
        remarks={false}
        busy={disable.isPending}
        summary={disabling ? disableSummary(disabling, translate) : undefined}
        onCancel={() => setDisabling(null)}
        onConfirm={() => disabling && disable.mutate(disabling)}
      />
    </Paper>
  );
}
