import { useState } from 'react';
import { useQuery, useMutation } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { MakerCheckerActions } from '../../../dataProviders/crm/maker-checker';
import { formatInr, parseAmount } from '../../format';
import { useIdempotencyKey } from '../../common/idempotency-key';
import {
  isCountField,
  LIMIT_FIELDS,
  newValueError,
  proposedChanges,
  REMARKS_MAX,
  type LimitConfig,
  type LimitField,
} from './limit-form';

const shown = (field: LimitField, value: number) => (isCountField(field) ? String(value) : formatInr(value));

/**
 * /limit-requests: a maker proposes new values for one transaction limit configuration (spec §3.4). Open with
 * `?limitId=<id>` to preselect one (the Transaction limits list can link here).
 */
export default function LimitRequestPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & MakerCheckerActions>();
  const [params] = useSearchParams();
  const { data: configs = [] } = useQuery({
    queryKey: ['approval-requests', 'limit-configs'],
    queryFn: async () => (await dataProvider.getLimitConfigs('approval-requests')).data as LimitConfig[],
  });
  const [limitId, setLimitId] = useState(params.get('limitId') ?? '');
  const [values, setValues] = useState<Partial<Record<LimitField, string>>>({});
  const [remarks, setRemarks] = useState('');
  const idempotency = useIdempotencyKey();
  const config = configs.find((c) => String(c.id) === limitId);
  const choose = (id: string) => {
    setLimitId(id);
    setValues({});
  };

  const changes = config ? proposedChanges(config, values) : {};
  const errors = Object.fromEntries(LIMIT_FIELDS.map((f) => [f, newValueError(f, values[f] ?? '')]));
  const valid =
    config &&
    Object.keys(changes).length > 0 &&
    Object.values(errors).every((e) => e === null) &&
    remarks.trim() &&
    remarks.trim().length <= REMARKS_MAX;

  const submit = useMutation({
    mutationFn: () =>
      dataProvider.raiseLimitChange('approval-requests', {
        change: { limit_id: Number(limitId), remarks: remarks.trim(), ...changes },
        idempotencyKey: idempotency.key(),
      }),
    onSuccess: () => {
      idempotency.reset();
      notify('pages.limit_requests.placed', { type: 'success' });
      setValues({});
      setRemarks('');
    },
    onError: (error: Error) => {
      idempotency.settle(error);
      notify(error.message, { type: 'error' });
    },
  });

  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('pages.limit_requests.title')}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <TextField
              select
              label={translate('pages.limit_requests.limit')}
              value={config ? limitId : ''}
              onChange={(e) => choose(e.target.value)}
            >
              {configs.map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  #{c.id} {c.transactionType} {c.txnIndicator} ({c.status})
                </MenuItem>
              ))}
            </TextField>
            {config &&
              LIMIT_FIELDS.map((field) => {
                const error = errors[field];
                const typed = parseAmount(values[field] ?? '');
                const current = translate('pages.limit_requests.current', { value: shown(field, config[field]) });
                return (
                  <TextField
                    key={field}
                    label={translate('pages.limit_requests.new_value', {
                      field: translate(`pages.limit_requests.fields.${field}`),
                    })}
                    value={values[field] ?? ''}
                    onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                    error={error !== null}
                    helperText={
                      error
                        ? translate(error.key, error.args)
                        : typed
                          ? `${shown(field, typed.value)} · ${current}`
                          : current
                    }
                    slotProps={{ htmlInput: { inputMode: isCountField(field) ? 'numeric' : 'decimal' } }}
                  />
                );
              })}
            <TextField
              required
              multiline
              minRows={2}
              label={translate('pages.limit_requests.remarks')}
              value={remarks}
              onChange={(e) => setRemarks(e.target.value)}
              error={remarks.trim().length > REMARKS_MAX}
              helperText={
                remarks.trim().length > REMARKS_MAX ? translate('validation.too_long', { max: REMARKS_MAX }) : undefined
              }
            />
            <Box>
              <Button variant="contained" disabled={!valid || submit.isPending} onClick={() => submit.mutate()}>
                {translate('pages.limit_requests.submit')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
