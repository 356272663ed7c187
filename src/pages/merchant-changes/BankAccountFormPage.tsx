import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { BANK_PURPOSES, type BankVerificationDto } from '../../../contract/merchant-changes/bank';
import { useIdempotencyKey } from '../../common/idempotency-key';
import { useMerchantChangeActions } from './actions';
import { bankFormErrors, canVerify, EMPTY_BANK_FORM, raiseBlocker, verifies, type BankFormInput } from './bank-form';
import { MerchantBankPanel } from './MerchantBankPanel';
import { VerificationPanel } from './VerificationPanel';

type Mode = 'change' | 'beneficiary';
/**
 * The typed fields. No maxlength (issue 41 item 2): a value too long is kept as typed and its rule's message says so
 * (bankFormErrors, the contract's rules the server applies), and the request cannot be verified or raised.
 */
const TEXT_FIELDS = ['merchantId', 'accountNumber', 'ifsc', 'beneficiaryName', 'remarks'] as const;

/**
 * /bank-ac/change (Change Bank Account) and /bank-ac/beneficiary (Update Beneficiary Name): the account is verified
 * through /bank-ac/verify (penny drop, name at the bank, match score) before the request can be raised; a second
 * person approves it in the bank change lists or the approvals inbox.
 */
export function BankAccountFormPage({ mode }: { mode: Mode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const actions = useMerchantChangeActions();
  const [raw, setInput] = useState<BankFormInput>(EMPTY_BANK_FORM);
  const [verification, setVerification] = useState<BankVerificationDto | null>(null);
  const [confirming, setConfirming] = useState(false);
  const verifyKey = useIdempotencyKey();
  const raiseKey = useIdempotencyKey();
  const merchantReady = /^\d{1,10}$/.test(raw.merchantId.trim());
  const accounts = useQuery({
    queryKey: ['merchant-bank-accounts', raw.merchantId],
    enabled: mode === 'beneficiary' && merchantReady,
    retry: false,
    queryFn: () => actions.getBankAccounts({ merchantId: raw.merchantId }),
  });
  const current = accounts.data?.find((a) => a.status === 'ACTIVE' && a.purpose === raw.purpose);
  // Account numbers come masked (last 4): the current one is revealed whole for the verification, audited with why.
  const revealed = useQuery({
    queryKey: ['merchant-bank-reveal', raw.merchantId, current?.id],
    enabled: mode === 'beneficiary' && current !== undefined,
    retry: false,
    staleTime: Infinity,
    queryFn: () =>
      actions.revealBankAccount({
        merchantId: raw.merchantId.trim(),
        body: { accountId: Number(current!.id), reason: translate('merchant360More.beneficiary_reveal_reason') },
      }),
  });
  // Updating the beneficiary name keeps the merchant's current account: the form shows (and verifies) that one.
  const input: BankFormInput =
    mode === 'beneficiary'
      ? {
          ...raw,
          accountNumber: current ? (revealed.data ?? '') : '',
          ifsc: current ? String(current.ifsc) : '',
        }
      : raw;
  const errors = bankFormErrors(input);
  const verify = useMutation({
    mutationFn: () =>
      actions.verifyBankAccount({
        body: {
          merchantId: input.merchantId.trim(),
          purpose: input.purpose,
          accountNumber: input.accountNumber.trim(),
          ifsc: input.ifsc.trim().toUpperCase(),
        },
        idempotencyKey: verifyKey.key(),
      }),
    onSuccess: (v) => {
      verifyKey.reset();
      setVerification(v);
    },
    onError: (error: Error) => {
      verifyKey.settle(error);
      notify('merchantChanges.bank.update_error', { type: 'error', messageArgs: { message: error.message } });
    },
  });
  const raise = useMutation({
    mutationFn: (v: BankVerificationDto) =>
      actions.raiseBankChange({
        merchantId: input.merchantId.trim(),
        body: {
          purpose: input.purpose,
          accountNumber: input.accountNumber.trim(),
          ifsc: input.ifsc.trim().toUpperCase(),
          beneficiaryName: input.beneficiaryName.trim(),
          verificationId: v.verificationId,
          remarks: input.remarks.trim(),
        },
        idempotencyKey: raiseKey.key(),
      }),
    onSuccess: ({ message }) => {
      raiseKey.reset();
      setConfirming(false);
      notify(message, { type: 'success' });
      setVerification(null);
      setInput((v) => ({
        ...v,
        remarks: '',
        beneficiaryName: '',
        ...(mode === 'change' ? { accountNumber: '', ifsc: '' } : {}),
      }));
      void client.invalidateQueries({ queryKey: ['merchant-bank-audit', input.merchantId] });
    },
    onError: (error: Error) => {
      raiseKey.settle(error);
      setConfirming(false);
      notify('merchantChanges.bank.update_error', { type: 'error', messageArgs: { message: error.message } });
    },
  });
  const blocker = raiseBlocker(input, verification);
  const set = (key: keyof BankFormInput, value: string) => setInput((v) => ({ ...v, [key]: value }));
  const locked = (key: string) => mode === 'beneficiary' && (key === 'accountNumber' || key === 'ifsc');
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(mode === 'change' ? 'merchantChanges.bank.change_title' : 'merchantChanges.bank.beneficiary_title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Card variant="outlined" sx={{ flex: 1, minWidth: 320 }}>
          <CardContent>
            <Stack spacing={2}>
              <TextField
                select
                label={translate('merchantChanges.form.purpose')}
                value={input.purpose}
                onChange={(e) => set('purpose', e.target.value)}
              >
                {BANK_PURPOSES.map((p) => (
                  <MenuItem key={p} value={p}>
                    {translate(`merchantChanges.bank.purposes.${p}`)}
                  </MenuItem>
                ))}
              </TextField>
              {TEXT_FIELDS.map((key) => (
                <TextField
                  key={key}
                  required
                  label={translate(`merchantChanges.form.${key}`)}
                  value={locked(key) && key === 'accountNumber' ? String(current?.accountNumber ?? '') : input[key]}
                  // Read-only, not disabled: a locked field stays readable and focusable, its note legible (axe).
                  onChange={(e) => set(key, e.target.value)}
                  error={errors[key] !== undefined}
                  helperText={
                    errors[key] ?? (locked(key) ? translate('merchantChanges.form.current_account') : undefined)
                  }
                  multiline={key === 'remarks'}
                  slotProps={{ htmlInput: { readOnly: locked(key) } }}
                />
              ))}
              {verification && verifies(verification, input) && <VerificationPanel verification={verification} />}
              <Stack direction="row" spacing={2}>
                <Tooltip title={canVerify(input) ? '' : translate('merchantChanges.form.verify_needs')}>
                  <span>
                    <Button
                      variant="outlined"
                      disabled={!canVerify(input) || verify.isPending}
                      onClick={() => verify.mutate()}
                    >
                      {translate('merchantChanges.bank.verify')}
                    </Button>
                  </span>
                </Tooltip>
                <Tooltip title={blocker ? translate(blocker) : ''}>
                  <span>
                    <Button
                      variant="contained"
                      disabled={blocker !== null || raise.isPending}
                      onClick={() => setConfirming(true)}
                    >
                      {translate('merchantChanges.bank.raise')}
                    </Button>
                  </span>
                </Tooltip>
              </Stack>
              {blocker && <Typography variant="body2">{translate(blocker)}</Typography>}
            </Stack>
          </CardContent>
        </Card>
        <Card variant="outlined" sx={{ flex: 1, minWidth: 320 }}>
          <CardContent>
            {merchantReady ? (
              <MerchantBankPanel merchantId={input.merchantId} />
            ) : (
              <Typography>{translate('merchantChanges.form.enter_merchant')}</Typography>
            )}
          </CardContent>
        </Card>
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={raise.isPending}
        title="merchantChanges.bank.confirm_title"
        content="merchantChanges.bank.confirm_content"
        onConfirm={() => verification && raise.mutate(verification)}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

export const ChangeBankAccountPage = () => <BankAccountFormPage mode="change" />;
export const UpdateBeneficiaryPage = () => <BankAccountFormPage mode="beneficiary" />;
export default ChangeBankAccountPage;
