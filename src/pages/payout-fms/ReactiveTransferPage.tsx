import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { topUpAmount } from '../../../contract/payout-fms/rules';
import { PageFrame } from '../../common/PageFrame';
import { QueryState } from '../../common/QueryState';
import { AccountsTable, S, useFmsAccounts } from './fms-accounts';
import { RaiseTransfer, TransfersList, type TransferDraft } from './fms-transfers';

/**
 * /payout/reactive-fund-transfer ('Payout FMS'): the accounts below their threshold; "Top up" fills the transfer from
 * the account's top-up source for what brings it back to its target (editable), raised for a second person.
 */
export default function ReactiveTransferPage() {
  const translate = useTranslate();
  const accounts = useFmsAccounts();
  const [draft, setDraft] = useState<TransferDraft>({ from: '', to: '', amount: '' });
  return (
    <PageFrame title={`${S}.reactive.title`}>
      <QueryState query={accounts} isEmpty={(d) => d.length === 0} items={`${S}.account_items`}>
        {(list) => {
          const low = list.filter((a) => a.belowThreshold);
          return (
            <>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate(`${S}.reactive.low_title`)}
              </Typography>
              {low.length === 0 ? (
                <Typography sx={{ mb: 3 }}>{translate(`${S}.reactive.none_low`)}</Typography>
              ) : (
                <AccountsTable
                  accounts={low}
                  action={{
                    label: `${S}.reactive.top_up`,
                    render: (a) => (
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={a.pendingTopUpId !== null}
                        aria-label={translate(`${S}.reactive.top_up_one`, { account: a.name })}
                        onClick={() =>
                          setDraft({
                            from: a.topupSourceId === null ? '' : String(a.topupSourceId),
                            to: String(a.id),
                            amount: String(topUpAmount(a)),
                          })
                        }
                      >
                        {a.pendingTopUpId === null
                          ? translate(`${S}.reactive.top_up`)
                          : translate(`${S}.reactive.pending`, { id: a.pendingTopUpId })}
                      </Button>
                    ),
                  }}
                />
              )}
              {draft.to !== '' && (
                <RaiseTransfer mode="REACTIVE" accounts={list} draft={draft} onDraft={setDraft} lockTo />
              )}
              <TransfersList mode="REACTIVE" accounts={list} />
            </>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
