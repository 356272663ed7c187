import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { fmsPart } from './parts';
import { useCanAccess, useTranslate } from 'react-admin';
import { saveThreshold, type FmsAccount } from '../../../dataProviders/payouts/payout-fms';
import { PageFrame } from '../../common/PageFrame';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { AmountField } from '../../common/RequiredField';
import { validAmount } from '../../common/amount-input';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatInr } from '../../format';
import { AccountSelect, AccountsTable, FMS_REFRESH, labelOf, S, useFmsAccounts } from './fms-accounts';
import { TransfersList } from './fms-transfers';
import { thresholdSummary } from './summaries';

/** An account's threshold, top-up target and source, restated (now → new) before it is saved. */
function ThresholdDialog({
  account,
  accounts,
  onClose,
}: {
  account: FmsAccount;
  accounts: readonly FmsAccount[];
  onClose(): void;
}) {
  const translate = useTranslate();
  const [threshold, setThreshold] = useState(account.threshold === null ? '' : String(account.threshold));
  const [target, setTarget] = useState(account.topupTarget === null ? '' : String(account.topupTarget));
  const [source, setSource] = useState(account.topupSourceId === null ? '' : String(account.topupSourceId));
  const t = validAmount(threshold)?.value;
  const g = validAmount(target)?.value;
  const from = accounts.find((a) => String(a.id) === source && a.id !== account.id);
  const complete = Boolean(t && g && from && g > t);
  const save = useChangeMutation({
    call: (_: void, key) =>
      saveThreshold(
        account.id,
        { threshold: t!, topupTarget: g!, sourceAccountId: from!.id, version: account.version },
        key,
      ),
    success: ({ message }) => `${message} ${labelOf(account)}`,
    failure: `${S}.failed`,
    refresh: FMS_REFRESH,
    done: onClose,
  });
  return (
    <RemarksDialog
      open
      title={`${S}.threshold.dialog_title`}
      titleArgs={{ account: labelOf(account) }}
      confirmLabel={`${S}.threshold.save`}
      remarks={false}
      complete={complete}
      busy={save.isPending}
      summary={
        complete
          ? thresholdSummary(translate, {
              account: labelOf(account),
              source: labelOf(from!),
              before: { threshold: account.threshold, topupTarget: account.topupTarget },
              after: { threshold: t!, topupTarget: g! },
              balance: account.balance,
            })
          : undefined
      }
      onCancel={onClose}
      onConfirm={() => save.mutate()}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <AmountField
          label={`${S}.threshold.threshold`}
          value={threshold}
          onChange={(e) => setThreshold(e.target.value)}
        />
        <AmountField
          label={`${S}.threshold.target`}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          problem={t && g && g <= t ? translate(`${S}.threshold.order`) : null}
        />
        <AccountSelect
          label={`${S}.threshold.source`}
          accounts={accounts.filter((a) => a.id !== account.id)}
          value={source}
          onChange={setSource}
        />
      </Stack>
    </RemarksDialog>
  );
}

/**
 * /payout/threshold-fund-transfer ('Payout FMS'): each account's threshold and top-up target; when a balance crosses
 * below its threshold the server raises the top-up once (listed here as pending), for a second person to approve.
 */
export default function ThresholdTransferPage() {
  const translate = useTranslate();
  const accounts = useFmsAccounts();
  const { canAccess: mayEdit } = useCanAccess({ resource: fmsPart('edit'), action: 'access' });
  const [editing, setEditing] = useState<FmsAccount | null>(null);
  return (
    <PageFrame title={`${S}.threshold.title`}>
      <QueryState query={accounts} isEmpty={(d) => d.length === 0} items={`${S}.account_items`}>
        {(list) => (
          <>
            <AccountsTable
              accounts={list}
              action={{
                label: `${S}.threshold.target`,
                render: (a) => (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{a.topupTarget === null ? translate(`${S}.none`) : formatInr(a.topupTarget)}</span>
                    {mayEdit && (
                      <Button
                        size="small"
                        onClick={() => setEditing(a)}
                        aria-label={translate(`${S}.threshold.edit_one`, { account: a.name })}
                      >
                        {translate(`${S}.threshold.edit`)}
                      </Button>
                    )}
                  </Stack>
                ),
              }}
            />
            <TransfersList mode="THRESHOLD" accounts={list} />
            {editing && <ThresholdDialog account={editing} accounts={list} onClose={() => setEditing(null)} />}
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
