import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TRILLION_MESSAGES, trillionMessage } from '../../../../contract/consumer/plans';
import { StatusChip } from '../../../common/StatusChip';
import { formatDateTime, formatInr } from '../../../format';
import { FieldGrid, type FieldRow } from '../FieldGrid';
import { ConsumerProductsScope, useConsumerProduct, useConsumerProvider } from '../provider';
import { MaskedValue, useEntity360 } from '../../../common/entity-360';
import { actionEntry } from '../access';
import { ListSkeleton } from '../../../common/ListSkeleton';
import { EmptyRead, LoadError } from '../../../common/QueryState';

type Application = Record<string, unknown> & {
  base?: { createdAt?: number; updatedAt?: number };
  metaData?: Record<string, unknown> | null;
};

const MONEY = ['loanAmount', 'processingFee', 'loanDisbursedAmount'];
const TIMES = ['sentToLenderAt', 'loanDisbursedTimestamp'];
const FIELDS = [
  'id',
  'externalApplicationId',
  'loanAmount',
  'processingFee',
  'tenureMonth',
  'roi',
  'lender',
  'loanType',
  'stage',
  'viewState',
  'rejectionReason',
  'loanDisbursedAmount',
  'nachStatus',
  'qcStatus',
  'cpvStatus',
  'sentToLenderAt',
  'loanDisbursedTimestamp',
];
const META = [
  'apr',
  'emi',
  'irr',
  'lan_id',
  'pincode',
  'agreement_date',
  'emi_start_date',
  'aadhaar_address',
  'employment_type',
  'reference_count',
];

/** The §8 messages, as en.ts keys (a server's own message is shown as it came). */
const MESSAGE_KEYS: Record<string, string> = {
  [TRILLION_MESSAGES.notFound]: 'consumer360Products.trillion.not_found',
  [TRILLION_MESSAGES.noData]: 'consumer360Products.trillion.no_data',
  [TRILLION_MESSAGES.failed]: 'consumer360Products.trillion.failed',
};

function show(key: string, value: unknown): FieldRow['value'] {
  if (value === null || value === undefined || value === '') return null;
  if (MONEY.includes(key)) return formatInr(value);
  if (TIMES.includes(key)) return formatDateTime(value, 'seconds');
  return String(value);
}

function Trillion() {
  const query = useConsumerProduct<Application | null>('trillion');
  if (query.isPending) return <ListSkeleton rows={3} />;
  const message = trillionMessage(
    query.error ? null : { success: true, data: query.data ?? null },
    query.error?.message ?? null,
  );
  if (message) {
    const key = MESSAGE_KEYS[message];
    if (key && message !== TRILLION_MESSAGES.failed) return <EmptyRead message={key} />;
    // A failed read: the error panel with Retry, in the spec's words when it has them, else the server's.
    return (
      <LoadError
        error={new Error(message)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
        message={key ?? 'empty.read_failed'}
      />
    );
  }
  const a = query.data as Application;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <FieldGrid
        title="consumer360Products.trillion.application"
        rows={[
          { label: 'consumer360Products.trillion.status', value: <StatusChip status={String(a.status ?? '')} /> },
          ...FIELDS.map((k) => ({ label: `consumer360Products.trillion.${k}`, value: show(k, a[k]) })),
          { label: 'consumer360Products.trillion.createdAt', value: formatDateTime(a.base?.createdAt, 'seconds') },
          { label: 'consumer360Products.trillion.updatedAt', value: formatDateTime(a.base?.updatedAt, 'seconds') },
        ]}
      />
      <FieldGrid
        title="consumer360Products.trillion.meta"
        rows={META.map((k) => ({ label: `consumer360Products.trillion.meta_${k}`, value: show(k, a.metaData?.[k]) }))}
      />
    </Box>
  );
}

const SUMMARY = [
  'eligible',
  'applied',
  'activeLoan',
  'approvedLimit',
  'availableLimit',
  'usedLimit',
  'totalActiveLoans',
];
const LEAD = ['lender', 'eligible', 'leadStatus', 'loanLeadStatus', 'leadId', 'approvedLimit', 'leadDate', 'email'];
const LIMITS = ['approvedLimit', 'availableLimit', 'usedLimit'];

/**
 * The personal-loan summary or the DSA lead (spec §3.24): its fields, or the empty state / error panel. The lead's
 * e-mail comes masked; 'Reveal' asks the consumer 360's audited reveal (CAN_REVEAL_CONSUMER_PII).
 */
function PersonalLoanRecord({
  read,
  fields,
  revealEmail,
}: {
  read: 'plSummary' | 'dsaLead';
  fields: readonly string[];
  revealEmail?: (reason: string) => Promise<string>;
}) {
  const query = useConsumerProduct<Record<string, unknown>>(read);
  const translate = useTranslate();
  if (query.isPending) return <ListSkeleton rows={2} />;
  if (query.error?.message === 'No Record Found!') return <EmptyRead message="consumer360Products.pl.none" />;
  if (query.error) return <LoadError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  const value = (k: string): FieldRow['value'] => {
    const v = query.data?.[k];
    if (k === 'email' && revealEmail)
      return (
        <MaskedValue
          masked={typeof v === 'string' ? v : null}
          label="consumer360Products.pl.email"
          revealResource={actionEntry('reveal')}
          onReveal={revealEmail}
        />
      );
    if (typeof v === 'boolean') return translate(v ? 'ra.boolean.true' : 'ra.boolean.false');
    return LIMITS.includes(k) && v !== null && v !== undefined ? formatInr(v) : show(k, v);
  };
  return (
    <FieldGrid
      title={`consumer360Products.pl.${read}`}
      rows={fields.map((k) => ({ label: `consumer360Products.pl.${k}`, value: value(k) }))}
    />
  );
}

/** Trillion Personal Loan (CAN_VIEW_TRILLION_DETAILS; spec §3.24, the §8 messages exactly). */
export default function TrillionTab() {
  // The reveal is the consumer 360's call, so it is taken here, outside the scope of the products provider.
  const consumer = useConsumerProvider();
  const consumerId = Number(useEntity360().entityId);
  const revealEmail = (reason: string) => consumer.revealConsumerValue({ consumerId, field: 'dsaLeadEmail', reason });
  return (
    <ConsumerProductsScope>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <PersonalLoanRecord read="plSummary" fields={SUMMARY} />
        <PersonalLoanRecord read="dsaLead" fields={LEAD} revealEmail={revealEmail} />
      </Box>
      <Trillion />
    </ConsumerProductsScope>
  );
}
