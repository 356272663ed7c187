import { useState } from 'react';
import { Alert, Autocomplete, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useBasename, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  DISPUTE_AMOUNT_MAX_CHARS,
  disputeAmountError,
  isBank,
  isOthers,
  PROOF_TYPES,
  raiseDisputeErrors,
  type DisputeProduct,
  type FieldErrors,
  type ProofType,
  type RaiseDisputeValues,
} from '../../../contract/disputes/rules';
import type { ProofUpload } from '../../../dataProviders/chargeback/disputes';
import { useIdempotencyKey } from '../../common/idempotency-key';
import { formatInr } from '../../format';
import { STATES, STATES_AND_CITIES } from './places';
import { readProof } from './proof-file';
import { useDisputesProvider } from './provider';

type Values = Required<{ [K in keyof RaiseDisputeValues]: string }>;
const EMPTY: Values = {
  disputeCategory: '',
  otherSpecify: '',
  bankName: '',
  acknowledgementNo: '',
  subjectOfComplaint: '',
  state: '',
  city: '',
  disputeAmount: '',
  freshdeskTicketId: '',
  remarks: '',
};

/**
 * Pure (issue 41 item 2): the amount's message while it is typed, before any submit: too long (spec §5.3, at most 10
 * characters) is said at once and what was typed is kept, never cut. The other amount rules are said on submit, as
 * every field's are.
 */
export const typedAmountError = (typed: string): string | undefined =>
  typed.trim().length > DISPUTE_AMOUNT_MAX_CHARS ? disputeAmountError(typed, Infinity) : undefined;

export interface RaiseTarget {
  id: number;
  sourceProduct: DisputeProduct;
  total_amount: number;
  merchant_id: string;
  payment_transaction_id: string;
}

/**
 * The raise-dispute form (spec §2.12, §3.2, §5.3), pre-filled from the transaction (amount: its total). Every rule
 * is the contract's, so the messages are the server's; proofs by type are checked for size and content before
 * upload. Nothing is sent while any field is wrong.
 */
export function RaiseDisputeForm({ txn, categories }: { txn: RaiseTarget; categories: readonly string[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const provider = useDisputesProvider();
  const { key, reset, settle } = useIdempotencyKey();
  const [values, setValues] = useState<Values>({ ...EMPTY, disputeAmount: String(txn.total_amount) });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [proofs, setProofs] = useState<Partial<Record<ProofType, ProofUpload>>>({});
  const [proofErrors, setProofErrors] = useState<Partial<Record<ProofType, string>>>({});
  const raise = useMutation({
    mutationFn: () =>
      provider.raiseDispute({
        sourceProduct: txn.sourceProduct,
        transactionId: txn.id,
        values,
        proofs: Object.values(proofs),
        idempotencyKey: key(),
      }),
    onSuccess: () => {
      reset();
      notify('disputes.raised', { type: 'success' });
      navigate(
        `${basename}/alerts/dispute?product=${txn.sourceProduct}&search=${encodeURIComponent(txn.payment_transaction_id)}`,
      );
    },
    onError: (error: Error & { data?: { errors?: FieldErrors } }) => {
      settle(error);
      if (error.data?.errors) setErrors(error.data.errors);
      notify(error.message, { type: 'error' });
    },
  });
  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value, ...(field === 'state' ? { city: '' } : {}) }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };
  const typedError = (field: keyof Values) =>
    field === 'disputeAmount' ? typedAmountError(values.disputeAmount) : undefined;
  const text = (field: keyof Values, label: string, extra: object = {}) => (
    <TextField
      size="small"
      fullWidth
      label={translate(label)}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={Boolean(errors[field] || typedError(field))}
      helperText={errors[field] || typedError(field) || ' '}
      {...extra}
    />
  );
  const choose = async (type: ProofType, file: File | undefined) => {
    setProofErrors((e) => ({ ...e, [type]: undefined }));
    if (!file) return setProofs(({ [type]: _drop, ...rest }) => rest);
    const read = await readProof(file);
    if ('error' in read) {
      setProofs(({ [type]: _drop, ...rest }) => rest);
      return setProofErrors((e) => ({ ...e, [type]: read.error }));
    }
    setProofs((p) => ({ ...p, [type]: { proofType: type, fileName: file.name, content: read.content } }));
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = raiseDisputeErrors(values, txn.total_amount, categories);
    if (Object.keys(proofs).length === 0) found.proofs = translate('disputes.proof_required');
    setErrors(found);
    if (Object.keys(found).length > 0 || Object.values(proofErrors).some(Boolean)) return;
    raise.mutate();
  };
  const cities = STATES_AND_CITIES[values.state] ?? [];
  return (
    <form onSubmit={submit} noValidate aria-label={translate('disputes.raise_title')}>
      <Stack spacing={1} sx={{ maxWidth: 640 }}>
        <Typography>
          {translate('disputes.raise_for', {
            merchant: txn.merchant_id,
            txn: txn.payment_transaction_id,
            total: formatInr(txn.total_amount),
          })}
        </Typography>
        <Autocomplete
          options={[...categories]}
          value={values.disputeCategory || null}
          onChange={(_, v) => set('disputeCategory', v ?? '')}
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label={translate('disputes.category')}
              error={Boolean(errors.disputeCategory)}
              helperText={errors.disputeCategory || ' '}
            />
          )}
        />
        {isOthers(values.disputeCategory) && text('otherSpecify', 'disputes.other_specify')}
        {isBank(values.disputeCategory) && text('bankName', 'disputes.bank_name')}
        {text('acknowledgementNo', 'disputes.acknowledgement_no')}
        {text('subjectOfComplaint', 'disputes.subject')}
        <Autocomplete
          options={STATES}
          value={values.state || null}
          onChange={(_, v) => set('state', v ?? '')}
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label={translate('disputes.state')}
              error={Boolean(errors.state)}
              helperText={errors.state || ' '}
            />
          )}
        />
        <Autocomplete
          options={[...cities]}
          value={values.city || null}
          onChange={(_, v) => set('city', v ?? '')}
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label={translate('disputes.city')}
              error={Boolean(errors.city)}
              helperText={errors.city || ' '}
            />
          )}
        />
        {text('disputeAmount', 'disputes.amount', {
          slotProps: { htmlInput: { inputMode: 'decimal' } },
        })}
        {text('freshdeskTicketId', 'disputes.freshdesk')}
        {text('remarks', 'disputes.remarks', { multiline: true, minRows: 2 })}
        <Typography variant="subtitle1" component="h2">
          {translate('disputes.proofs')}
        </Typography>
        {PROOF_TYPES.map((type) => (
          <Stack key={type} direction="row" spacing={2} alignItems="center">
            <Button variant="outlined" component="label" size="small">
              {translate(`disputes.proof_type.${type}`)}
              <input
                hidden
                type="file"
                accept="application/pdf,image/png,image/jpeg"
                aria-label={translate(`disputes.proof_type.${type}`)}
                onChange={(e) => void choose(type, e.target.files?.[0])}
              />
            </Button>
            <Typography variant="body2">{proofs[type]?.fileName ?? ''}</Typography>
            {proofErrors[type] && (
              <Typography variant="body2" color="error">
                {proofErrors[type]}
              </Typography>
            )}
          </Stack>
        ))}
        {errors.proofs && <Alert severity="error">{errors.proofs}</Alert>}
        <Button type="submit" variant="contained" disabled={raise.isPending}>
          {translate('disputes.raise_submit')}
        </Button>
      </Stack>
    </form>
  );
}
