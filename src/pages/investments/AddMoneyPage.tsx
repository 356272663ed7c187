import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { INVESTMENT_REQUESTS } from '../../../contract/bindings';
import { ClosableDialogTitle } from '../../common/ClosableDialogTitle';
import { formatInr } from '../../format';
import { AmountField } from '../../common/RequiredField';
import { validAmount, type AmountLimits } from '../../common/amount-input';
import { AccountSearch } from './InvestmentAccountPage';
import { InvestmentRequests } from './InvestmentRequests';
import type { InvestmentAccount } from './investment-types';
import { useOpsMutation } from './ops-hooks';
import { CheckedField, RemarksField, remarksOk } from './RequestFields';

const resource = INVESTMENT_REQUESTS.name;
/** The server's rules (contract p2pAddMoneyBody): an amount with at most 12 digits and 2 decimals, a plain reference. */
const AMOUNT: AmountLimits = { max: 999_999_999_999.99 };
const REFERENCE = /^[A-Za-z0-9]{1,40}$/;
const REFERENCE_MAX = 40;

/** Pure: whether an account can take added money (the server refuses any other with P2P_ONLY). */
export const takesAddedMoney = (a: Pick<InvestmentAccount, 'product' | 'status'>): boolean =>
  a.product === 'P2P' && a.status === 'ACTIVE';

/**
 * /p2p/add-money (spec §2.3): a maker raises money added to an ACTIVE P2P account (confirmed; one Idempotency-Key
 * per request); a checker approves it here or in the approvals inbox, and only then is the account credited.
 */
export default function AddMoneyPage() {
  const translate = useTranslate();
  const { canAccess: mayRaise } = useCanAccess({ resource, action: 'raise' });
  const [account, setAccount] = useState<InvestmentAccount | null>(null);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [remarks, setRemarks] = useState('');
  const [confirming, setConfirming] = useState(false);
  const raise = useOpsMutation<{ accountId: number; amount: number; reference: string; remarks: string }>(
    [resource],
    (p, data, idempotencyKey) => p.raiseP2pAddMoney(resource, { data, idempotencyKey }),
    {
      success: 'investments.p2p_ops.raised',
      onDone: () => {
        setConfirming(false);
        setAmount('');
        setReference('');
        setRemarks('');
      },
    },
  );
  const typed = validAmount(amount, AMOUNT);
  const valid = typed !== null && REFERENCE.test(reference.trim()) && remarksOk(remarks);
  const eligible = account !== null && takesAddedMoney(account);
  const why = !mayRaise
    ? translate('investments.no_raise')
    : !eligible
      ? translate('investments.p2p_ops.not_p2p')
      : !valid
        ? translate('investments.p2p_ops.invalid')
        : '';
  const accountText = account ? `${account.accountNo} (${account.holderName})` : '';
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('investments.p2p.add_money')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('investments.p2p_ops.add_money_intro')}</Typography>
      <AccountSearch onPick={setAccount} />
      {account && (
        <Card variant="outlined" sx={{ mt: 2 }}>
          <CardContent>
            <Typography>{`${accountText} · ${account.product} · ${account.status} · ${formatInr(account.balance)}`}</Typography>
            {!eligible && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {translate('investments.p2p_ops.not_p2p')}
              </Alert>
            )}
            <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
              <AmountField
                label="investments.p2p_ops.fields.amount"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                limits={AMOUNT}
              />
              <CheckedField
                label="investments.p2p_ops.fields.reference"
                hint="investments.p2p_ops.reference_hint"
                value={reference}
                onChange={setReference}
                pattern={REFERENCE}
                maxLength={REFERENCE_MAX}
              />
              <RemarksField value={remarks} onChange={setRemarks} />
            </Stack>
            <Tooltip title={why}>
              <span>
                <Button sx={{ mt: 2 }} variant="contained" disabled={why !== ''} onClick={() => setConfirming(true)}>
                  {translate('investments.p2p_ops.raise')}
                </Button>
              </span>
            </Tooltip>
          </CardContent>
        </Card>
      )}
      <Dialog
        open={confirming && account !== null}
        onClose={() => setConfirming(false)}
        aria-labelledby="add-money-confirm"
      >
        <ClosableDialogTitle id="add-money-confirm" onClose={() => setConfirming(false)}>
          {translate('investments.p2p_ops.confirm_title', { account: accountText })}
        </ClosableDialogTitle>
        <DialogContent>
          {translate('investments.p2p_ops.confirm_body', { amount: formatInr(typed?.value), account: accountText })}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{translate('investments.cancel')}</Button>
          <Button
            variant="contained"
            disabled={raise.isPending}
            onClick={() =>
              account &&
              raise.mutate({
                accountId: account.id,
                amount: typed?.value ?? Number.NaN,
                reference: reference.trim(),
                remarks: remarks.trim(),
              })
            }
          >
            {translate('investments.p2p_ops.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
      <InvestmentRequests kind="P2P_ADD_MONEY" />
    </Box>
  );
}
