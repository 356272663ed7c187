import { useEffect, useState } from 'react';
import { Alert, Autocomplete, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, FunctionField, ListBase, useListContext, useTranslate } from 'react-admin';
import {
  CASE_STATUSES,
  CASE_STATUS_LABELS,
  disputeListDefaults,
  disputeListErrors,
  MERCHANT_ID_MAX,
  MOBILE_MAX,
  SEARCH_DEBOUNCE_MS,
  type CaseStatus,
  type DisputeListFilters,
  type DisputeProduct,
} from '../../../contract/disputes/rules';
import { istDayOf } from '../../../contract/business-time';
import { DISPUTE_CASES } from '../../../dataProviders/chargeback/disputes';
import { EmptyList } from '../../common/EmptyList';
import { formatDateTime, formatInr } from '../../format';
import { useDisputesProvider } from './provider';
import { ListPagination } from '../../common/ListPagination';
import { LIST_PAGE_SIZE } from '../../../contract/schema';
import { DateTextInput } from '../../common/DateTextInput';
import { ScrollRegion } from '../../common/ScrollRegion';
import { LightTableBody } from '../../common/LightTableBody';

type Filters = Required<DisputeListFilters> & { status: CaseStatus };
type Row = {
  id: number;
  status: CaseStatus;
  merchantId: string;
  paymentTransactionId: string;
  rrn: string;
  mobile: string;
  disputeCategory: string;
  freshdeskTicketId: string | null;
  disputeAmount: number;
  createdAt: number;
};

function ListError() {
  const { error } = useListContext();
  return error ? <Alert severity="error">{error.message}</Alert> : null;
}

/**
 * The dispute list (spec §3.2 "other screen", §5.2, §9): merchantId, Transaction UTR, mobile, Dispute Category
 * (searchable), Freshdesk Ticket ID, start and end date (both or neither, ≤ 180 days); page 1, limit 20, status
 * Processing, a week ago to today. Valid filters reach the server 500 ms after the last keystroke.
 */
export function DisputeList({ product }: { product: DisputeProduct }) {
  const translate = useTranslate();
  const provider = useDisputesProvider();
  const [values, setValues] = useState<Filters>(() => {
    const d = disputeListDefaults(istDayOf(Date.now()));
    return {
      merchantId: '',
      transactionId: '',
      mobile: '',
      chargebackCategory: '',
      freshdeskTicketId: '',
      startDate: d.startDate,
      endDate: d.endDate,
      status: d.status,
    };
  });
  const [applied, setApplied] = useState(values);
  const errors = disputeListErrors(values);
  const valid = Object.keys(errors).length === 0;
  useEffect(() => {
    if (!valid) return;
    const timer = setTimeout(() => setApplied(values), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [values, valid]);
  const categories = useQuery({
    queryKey: ['dispute-categories'],
    retry: false,
    queryFn: () => provider.getDisputeCategories(),
  });
  const options = (categories.data?.[product] ?? '').split(',').filter(Boolean);
  const set = (field: keyof Filters) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const field = (name: keyof DisputeListFilters, label: string, extra: object = {}) => (
    <TextField
      size="small"
      label={translate(label)}
      value={values[name]}
      onChange={set(name)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      {...extra}
    />
  );
  const filter = Object.fromEntries(Object.entries({ ...applied, sourceProduct: product }).filter(([, v]) => v !== ''));
  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        flexWrap="wrap"
        alignItems="flex-start"
        role="search"
        aria-label={translate('disputes.list_title')}
      >
        {field('merchantId', 'disputes.merchant_id', { slotProps: { htmlInput: { maxLength: MERCHANT_ID_MAX } } })}
        {field('transactionId', 'disputes.utr')}
        {field('mobile', 'disputes.mobile', { type: 'tel', slotProps: { htmlInput: { maxLength: MOBILE_MAX } } })}
        <Autocomplete
          options={options}
          value={values.chargebackCategory || null}
          onChange={(_, v) => setValues((s) => ({ ...s, chargebackCategory: v ?? '' }))}
          sx={{ minWidth: 220 }}
          renderInput={(params) => (
            <TextField {...params} size="small" label={translate('disputes.category')} helperText=" " />
          )}
        />
        {field('freshdeskTicketId', 'disputes.freshdesk')}
        {(['startDate', 'endDate'] as const).map((name) => (
          <DateTextInput
            key={name}
            size="small"
            label={translate(name === 'startDate' ? 'disputes.start_date' : 'disputes.end_date')}
            value={values[name]}
            onChange={(text) => setValues((v) => ({ ...v, [name]: text }))}
            error={Boolean(errors[name])}
            helperText={errors[name] ?? ' '}
          />
        ))}
        <TextField
          select
          size="small"
          label={translate('disputes.status')}
          value={values.status}
          onChange={set('status')}
          sx={{ minWidth: 140 }}
          helperText=" "
        >
          {CASE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {CASE_STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ListBase
        exporter={false}
        resource={DISPUTE_CASES}
        filter={filter}
        perPage={LIST_PAGE_SIZE}
        disableSyncWithLocation
        disableAuthentication
      >
        <ListError />
        <ScrollRegion>
          <DataTable
            rowClick={false}
            bulkActionButtons={false}
            body={LightTableBody}
            empty={<EmptyList />}
            aria-label={translate('disputes.list_title')}
          >
            <DataTable.Col source="id" label="disputes.case_id" disableSort />
            <DataTable.Col label="disputes.status" disableSort>
              <FunctionField<Row> render={(r) => CASE_STATUS_LABELS[r.status] ?? r.status} />
            </DataTable.Col>
            <DataTable.Col source="merchantId" label="disputes.col.merchant_id" disableSort />
            <DataTable.Col source="paymentTransactionId" label="disputes.col.payment_transaction_id" disableSort />
            <DataTable.Col source="rrn" label="disputes.utr" disableSort />
            <DataTable.Col source="mobile" label="disputes.mobile" disableSort />
            <DataTable.Col source="disputeCategory" label="disputes.category" disableSort />
            <DataTable.Col label="disputes.amount" disableSort>
              <FunctionField<Row> render={(r) => formatInr(r.disputeAmount)} />
            </DataTable.Col>
            <DataTable.Col label="disputes.created" disableSort>
              <FunctionField<Row> render={(r) => formatDateTime(r.createdAt, 'seconds')} />
            </DataTable.Col>
          </DataTable>
        </ScrollRegion>
        <ListPagination />
      </ListBase>
    </Stack>
  );
}
