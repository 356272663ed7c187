import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  FormLabel,
  Grid,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  REFUND_REASONS,
  REFUND_REMARK_MAX,
  REFUND_TYPES,
  refundableOf,
  type RefundableTransactionWire,
  type RefundReason,
  type RefundType,
} from '../../../contract/merchant-refunds/rules';
import {
  findRefundableTransaction,
  raiseRefund,
  type RefundRequest,
} from '../../../dataProviders/merchant-support/merchant-refunds';
import type { TableColumn } from '../../common/ColumnTable';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { StatusChip } from '../../common/StatusChip';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import { initialRefund, refundBody, refundErrors, refundReady, withType, type RefundInput } from './raise-form';
import { merchantLabel, refundRaiseSummary } from './refund-summary';
import { REFUND_COLUMNS, REFUND_REQUESTS_KEY, REVIEW_COLUMNS, RefundRequestsList } from './RefundRequestsList';

const T = 'merchantRefunds';
const TXN_KEY = 'merchant-refund-transaction';
const MINE: readonly TableColumn<RefundRequest>[] = [...REFUND_COLUMNS, ...REVIEW_COLUMNS];

interface Search {
  merchantId: string;
  ref: string;
}

function FindForm({ onFind }: { onFind(search: Search): void }) {
  const translate = useTranslate();
  const [merchantId, setMerchantId] = useState('');
  const [ref, setRef] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (merchantId.trim() && ref.trim()) onFind({ merchantId: merchantId.trim(), ref: ref.trim() });
  };
  return (
    <Box component="form" onSubmit={submit} aria-label={translate(`${T}.find.heading`)}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          required
          label={translate(`${T}.find.merchant_id`)}
          value={merchantId}
          onChange={(e) => setMerchantId(e.target.value)}
          helperText={translate(`${T}.find.merchant_help`)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
        <TextField
          required
          label={translate(`${T}.find.ref`)}
          value={ref}
          onChange={(e) => setRef(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 30 } }}
        />
        <Button type="submit" variant="contained" sx={{ mt: 1 }}>
          {translate(`${T}.find.submit`)}
        </Button>
      </Stack>
    </Box>
  );
}

/** The transaction's facts: who, what, when, and its money (refunded, reserved by pending requests, refundable). */
function TransactionFacts({ txn }: { txn: RefundableTransactionWire }) {
  const translate = useTranslate();
  const facts: [string, ReactNode][] = [
    ['merchantId', merchantLabel(txn.merchantId, txn.merchantName)],
    ['txnId', txn.txnId],
    ['rrn', orNotAvailable(txn.rrn)],
    ['status', <StatusChip key="status" status={txn.status} />],
    ['mode', txn.mode],
    ['createdAt', formatDateTime(txn.createdAt * 1000)],
    ['txnAmount', formatInr(txn.amount)],
    ['refundedAmount', formatInr(txn.refunded)],
    ['pending', formatInr(txn.pending)],
    ['refundableAmount', formatInr(refundableOf(txn))],
  ];
  return (
    <Grid container spacing={1} component="dl" sx={{ m: 0 }}>
      {facts.map(([field, value]) => (
        <Grid key={field} size={{ xs: 12, sm: 6, md: 4 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(`${T}.fields.${field}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}

/** The raise form on a refundable transaction, confirmed in a dialog that restates what moves. */
function RaiseForm({ txn }: { txn: RefundableTransactionWire }) {
  const translate = useTranslate();
  const [input, setInput] = useState<RefundInput>(() => initialRefund(txn));
  const [confirming, setConfirming] = useState(false);
  const errors = refundErrors(input, txn);
  const refundable = refundableOf(txn);
  const raise = useChangeMutation({
    call: (body: ReturnType<typeof refundBody>, key: string) => raiseRefund(txn.merchantId, body, key),
    success: ({ request }) =>
      translate(`${T}.raise.placed`, {
        id: request.id,
        amount: formatInr(request.proposed.amount),
        txnId: request.proposed.txnId,
      }),
    failure: `${T}.raise.failed`,
    refresh: [[TXN_KEY], [REFUND_REQUESTS_KEY]],
    done: () => {
      setConfirming(false);
      setInput((v) => ({ ...v, reason: '', remarks: '' }));
    },
  });
  const set = (patch: Partial<RefundInput>) => setInput((v) => ({ ...v, ...patch }));
  return (
    <Box component="section" sx={{ mt: 2 }} aria-labelledby="refund-raise-heading">
      <Typography id="refund-raise-heading" variant="h6" component="h2" gutterBottom>
        {translate(`${T}.raise.heading`)}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Box>
          <FormLabel id="refund-type-label">{translate(`${T}.raise.type_label`)}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="refund-type-label"
            value={input.type}
            onChange={(e) => setInput((v) => withType(v, e.target.value as RefundType, txn))}
          >
            {REFUND_TYPES.map((type) => (
              <FormControlLabel key={type} value={type} control={<Radio />} label={translate(`${T}.type.${type}`)} />
            ))}
          </RadioGroup>
        </Box>
        <TextField
          required
          label={translate(`${T}.raise.amount`)}
          value={input.amount}
          onChange={(e) => set({ amount: e.target.value })}
          error={errors.amount !== undefined}
          helperText={
            errors.amount
              ? translate(errors.amount.key, errors.amount.args)
              : translate(`${T}.raise.amount_help`, { amount: formatInr(refundable) })
          }
          // Full refunds all that is refundable: the amount is shown, not typed (read-only, still readable).
          slotProps={{ htmlInput: { inputMode: 'decimal', readOnly: input.type === 'FULL' } }}
        />
        <TextField
          select
          required
          label={translate(`${T}.raise.reason`)}
          value={input.reason}
          onChange={(e) => set({ reason: e.target.value as RefundReason })}
        >
          {REFUND_REASONS.map((reason) => (
            <MenuItem key={reason} value={reason}>
              {reason}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          required
          multiline
          minRows={2}
          label={translate(`${T}.raise.remarks`)}
          value={input.remarks}
          onChange={(e) => set({ remarks: e.target.value })}
          error={errors.remarks !== undefined}
          helperText={translate(errors.remarks ?? `${T}.raise.remarks_help`, { max: REFUND_REMARK_MAX })}
        />
        <Box>
          <Button variant="contained" disabled={!refundReady(input, txn)} onClick={() => setConfirming(true)}>
            {translate(`${T}.raise.submit`)}
          </Button>
        </Box>
      </Stack>
      <RemarksDialog
        open={confirming}
        remarks={false}
        title={`${T}.raise.confirm_title`}
        confirmLabel={`${T}.raise.confirm`}
        busy={raise.isPending}
        summary={
          confirming
            ? refundRaiseSummary(txn, { ...input, amount: refundBody(input, txn).amount }, translate)
            : undefined
        }
        onCancel={() => setConfirming(false)}
        onConfirm={() => raise.mutate(refundBody(input, txn))}
      />
    </Box>
  );
}

/** Why this transaction cannot be refunded (not successful, nothing left), or its raise form. */
function TransactionPanel({ txn }: { txn: RefundableTransactionWire }) {
  const translate = useTranslate();
  const refundable = refundableOf(txn);
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-labelledby="refund-txn-heading">
      <Typography id="refund-txn-heading" variant="h6" component="h2" gutterBottom>
        {translate(`${T}.transaction.heading`)}
      </Typography>
      <TransactionFacts txn={txn} />
      {txn.pendingRequests > 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate(`${T}.transaction.pending_note`, { count: txn.pendingRequests, amount: formatInr(txn.pending) })}
        </Alert>
      )}
      {txn.status !== 'SUCCESS' ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate(`${T}.transaction.not_successful`, { status: txn.status })}
        </Alert>
      ) : refundable <= 0 ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate(`${T}.transaction.nothing_left`)}
        </Alert>
      ) : (
        // Remounted per transaction and per figure, so the prefilled amount is always the refundable rest.
        <RaiseForm key={`${txn.txnId}-${refundable}`} txn={txn} />
      )}
    </Paper>
  );
}

/**
 * /refund-request (issue 43 item 1): find a merchant's transaction by its id or RRN, see what is refunded, reserved by
 * pending requests and still refundable, raise a full or partial refund with a reason and a remark (confirmed with
 * the money before → after), and follow my requests and their status.
 */
export default function RefundRequestPage() {
  const translate = useTranslate();
  const [search, setSearch] = useState<Search | null>(null);
  const txn = useQuery({
    queryKey: [TXN_KEY, search],
    queryFn: ({ signal }) => findRefundableTransaction(search!.merchantId, search!.ref, signal),
    enabled: search !== null,
    retry: false,
  });
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${T}.request_title`)}
      </Typography>
      <FindForm onFind={setSearch} />
      {search && (
        <QueryState query={txn} failed={`${T}.transaction.failed`} rows={3}>
          {(data) => <TransactionPanel txn={data} />}
        </QueryState>
      )}
      <RefundRequestsList query={{ mine: true }} heading={`${T}.mine.heading`} columns={MINE} />
    </Box>
  );
}
