import { useState } from 'react';
import { PageFrame } from '../../common/PageFrame';
import { QueryState } from '../../common/QueryState';
import { AccountsTable, S, useFmsAccounts } from './fms-accounts';
import { RaiseTransfer, TransfersList, type TransferDraft } from './fms-transfers';

/**
 * /payout/direct-fund-transfer ('Payout FMS', spec §2.3; issue 45 item 4): the company's accounts with balances and
 * ledgers; a maker raises a transfer between two of them, a second person approves it and the balances move once.
 */
export default function DirectTransferPage() {
  const accounts = useFmsAccounts();
  const [draft, setDraft] = useState<TransferDraft>({ from: '', to: '', amount: '' });
  return (
    <PageFrame title={`${S}.direct.title`}>
      <QueryState query={accounts} isEmpty={(d) => d.length === 0} items={`${S}.account_items`}>
        {(list) => (
          <>
            <AccountsTable accounts={list} />
            <RaiseTransfer mode="DIRECT" accounts={list} draft={draft} onDraft={setDraft} />
            <TransfersList mode="DIRECT" accounts={list} />
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
