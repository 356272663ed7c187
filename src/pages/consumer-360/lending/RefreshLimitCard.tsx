import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useEntity360 } from '../../../common/entity-360';
import { formatInr } from '../../../format';
import { ConfirmDialog } from '../actions/ConfirmDialog';
import { GatedButton } from '../actions/GatedButton';
import { FieldGrid } from '../FieldGrid';
import { useLendingAction } from './calls';

/** What refresh-account-limit answers: the parts of the recomputation and the available limit before → after. */
export interface LimitRefresh {
  sanctioned: number;
  outstanding: number;
  holds: number;
  before: number;
  after: number;
}

const k = 'consumerLending.limit';

/** Refresh account limit (spec §7.5): recomputed from the ledger, confirmed, then shown before → after. */
export function RefreshLimitCard() {
  const translate = useTranslate();
  const consumerId = Number(useEntity360().entityId);
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<LimitRefresh | null>(null);
  const refresh = useLendingAction('refreshLimit', () => setOpen(false));
  return (
    <FieldGrid
      title={`${k}.title`}
      rows={
        result
          ? (['sanctioned', 'outstanding', 'holds', 'before', 'after'] as const).map((f) => ({
              label: `${k}.${f}`,
              value: formatInr(result[f]),
            }))
          : []
      }
    >
      <Stack spacing={1} sx={{ mt: 1 }} alignItems="flex-start">
        {result && (
          <Alert severity="success" role="status">
            {translate(`${k}.result`, { before: formatInr(result.before), after: formatInr(result.after) })}
          </Alert>
        )}
        <GatedButton
          action="refreshLimit"
          label={`${k}.refresh`}
          deniedReason={`${k}.refresh_denied`}
          onClick={() => setOpen(true)}
        />
      </Stack>
      {open && (
        <ConfirmDialog
          answers="yes-no"
          title={translate(`${k}.dialog_title`, { id: consumerId })}
          effect={translate(`${k}.effect`)}
          busy={refresh.isPending}
          onClose={() => setOpen(false)}
          onConfirm={() => refresh.mutate({ consumerId }, { onSuccess: (r) => setResult(r.data as LimitRefresh) })}
        />
      )}
    </FieldGrid>
  );
}
