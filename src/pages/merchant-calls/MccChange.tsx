import { useState } from 'react';
import { menuOptions } from '../../common/menu-options';
import { Button, MenuItem, Stack } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { MCC_CHANGE_REASONS, type MccChangeReason } from '../../../contract/merchant-calls/rules';
import type { Mcc } from '../../../contract/merchant/categories';
import { raiseMccChange } from '../../../dataProviders/crm/mcc-change';
import { RemarksDialog } from '../../common/RemarksDialog';
import { RequiredSelect } from '../../common/RequiredField';
import { useChangeMutation } from '../../common/useChangeMutation';
import { MCC_PART } from '../merchant-360';
import type { MerchantProfile } from '../merchant-360/types';
import { useBusinessCategories } from '../merchant-360/useMerchant';
import { mccChangeSummary } from './summaries';

const M = 'merchantCalls.mcc';

/**
 * Profile's "Change MCC" (spec §7.3 POST /merchants/raise/request/mcc; issue 43 item 7): the merchant's MCC and
 * business category now, a new one from /meta-data/business-categories, a reason and remarks, restated before it is
 * sent once (Idempotency-Key). Nothing changes until a checker approves it in Approvals. Shown to makers only.
 */
export function MccChangeButton({ m }: { m: MerchantProfile }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: MCC_PART, action: 'access' });
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate(`${M}.change`)}
      </Button>
      {open && <MccChangeDialog m={m} onClose={() => setOpen(false)} />}
    </>
  );
}

function MccChangeDialog({ m, onClose }: { m: MerchantProfile; onClose(): void }) {
  const translate = useTranslate();
  const categories = useBusinessCategories<{ mcc: Mcc; name: string }>(m.merchantId);
  const [mcc, setMcc] = useState('');
  const [reason, setReason] = useState('');
  const target = (categories.data ?? []).find((c) => c.mcc === mcc);
  const raise = useChangeMutation({
    call: (remarks: string, idempotencyKey) =>
      raiseMccChange({
        body: { merchantId: m.merchantId, mcc: mcc as Mcc, reason: reason as MccChangeReason, remarks: remarks.trim() },
        idempotencyKey,
      }),
    success: ({ message, id }) => `${message} #${id}`,
    failure: `${M}.failed`,
    refresh: [['approval-requests'], ['m360', m.merchantId]],
    done: onClose,
  });
  return (
    <RemarksDialog
      open
      title={`${M}.dialog_title`}
      confirmLabel={`${M}.raise`}
      busy={raise.isPending}
      complete={Boolean(target) && reason !== ''}
      summary={target && reason ? mccChangeSummary(translate, { merchant: m, target, reason }) : undefined}
      onCancel={onClose}
      onConfirm={(remarks) => raise.mutate(remarks)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <RequiredSelect label={`${M}.new_category`} value={mcc} onChange={setMcc}>
          {(categories.data ?? [])
            .filter((c) => c.mcc !== m.mcc)
            .map((c) => (
              <MenuItem key={c.mcc} value={c.mcc}>
                {translate(`${M}.option`, { name: c.name, mcc: c.mcc })}
              </MenuItem>
            ))}
        </RequiredSelect>
        <RequiredSelect label={`${M}.reason`} value={reason} onChange={setReason}>
          {menuOptions(MCC_CHANGE_REASONS)}
        </RequiredSelect>
      </Stack>
    </RemarksDialog>
  );
}
