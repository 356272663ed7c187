import { useMemo, useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useCanAccessResources, useTranslate } from 'react-admin';
import {
  CASHBACK_PERMISSIONS,
  CASHBACK_RULES,
  isCashbackAmount,
  isTierRule,
  tierCashbackAmount,
  type CashbackRuleCode,
} from '../../../../contract/consumer/cashback';
import { CASHBACK_AMOUNT_MAX_CHARS, CASHBACK_TIERS } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { formatInr } from '../../../format';
import { AmountField } from '../../../common/RequiredField';
import { validAmount } from '../../../common/amount-input';
import { ConfirmDialog } from '../actions/ConfirmDialog';
import { useConsumerAction } from '../actions/useConsumerAction';
import { cashbackEntry } from '../access';
import type { TxnRow } from './TxnActions';

/**
 * Apply Cashback (spec §5.8, §6): the rule codes this transaction type offers that the agent's permissions allow;
 * a tier 1–5 for the tier rules (amount from the tier), else an amount of at most 3 characters.
 */
export function CashbackDialog({ txn, consumerId, onClose }: { txn: TxnRow; consumerId: number; onClose: () => void }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccessResources({ action: 'access', resources: CASHBACK_PERMISSIONS.map(cashbackEntry) });
  const rules = useMemo(
    () =>
      (Object.keys(CASHBACK_RULES) as CashbackRuleCode[]).filter(
        (code) =>
          CASHBACK_RULES[code].txnType === txn.txnType && canAccess?.[cashbackEntry(CASHBACK_RULES[code].permission)],
      ),
    [canAccess, txn.txnType],
  );
  const [rule, setRule] = useState<CashbackRuleCode | ''>('');
  const [tier, setTier] = useState<number | ''>('');
  const [amount, setAmount] = useState('');
  /** Spec §9 'cashback amount max 3 characters': more is refused with its message, never cut (issue 41 item 2). */
  const typed = validAmount(amount, { maxChars: CASHBACK_AMOUNT_MAX_CHARS });
  const apply = useConsumerAction('cashback', [CONSUMER_LISTS.transactions]);
  const tiered = rule !== '' && isTierRule(rule);
  const value = tiered
    ? tier === ''
      ? null
      : tierCashbackAmount(tier)
    : typed && isCashbackAmount(typed.plain)
      ? typed.value
      : null;
  const blocked = rule === '' || value === null ? translate('consumer360.action.cashback_denied') : null;
  return (
    <ConfirmDialog
      title={translate('consumer360.action.cashback_title', { id: txn.txnId })}
      effect={translate('consumer360.action.cashback_effect', { amount: formatInr(value ?? 0), type: txn.txnType })}
      busy={apply.isPending}
      blocked={blocked}
      onClose={onClose}
      onConfirm={() =>
        apply.mutate(
          {
            txnId: txn.txnId,
            consumerId,
            cashbackRuleCode: rule,
            ...(tiered ? { tier } : { cashbackAmount: typed?.plain }),
          },
          { onSuccess: onClose },
        )
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          label={translate('consumer360.action.rule')}
          value={rule}
          onChange={(e) => setRule(e.target.value as CashbackRuleCode)}
        >
          {rules.map((code) => (
            <MenuItem key={code} value={code}>
              {code}
            </MenuItem>
          ))}
        </TextField>
        {tiered ? (
          <TextField
            select
            label={translate('consumer360.action.tier')}
            value={tier}
            onChange={(e) => setTier(Number(e.target.value))}
          >
            {CASHBACK_TIERS.map((n) => (
              <MenuItem key={n} value={n}>
                {n}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <AmountField
            label="consumer360.action.amount"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            limits={{ maxChars: CASHBACK_AMOUNT_MAX_CHARS }}
          />
        )}
      </Stack>
    </ConfirmDialog>
  );
}
