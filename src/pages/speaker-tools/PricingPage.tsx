import { useState } from 'react';
import { Box, Chip, Paper, TableContainer, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { istDayOf } from '../../../contract/business-time';
import { addSpeakerPrice, listSpeakerPrices, type SpeakerPrice } from '../../../dataProviders/crm/speaker';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { QueryState } from '../../common/QueryState';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatInr } from '../../format';
import { partOf } from '../types';
import { ConfirmedForm } from './ConfirmedForm';
import { currentVersion, priceInput, priceSummary } from './speaker-summaries';

const T = 'speaker.pricing';
const F = 'speaker.fields';
const KEY = ['speaker-prices'];
const EMPTY = { model: '', oneTimePrice: '', monthlyRent: '', deposit: '', effectiveFrom: '' };

function PriceTable({ prices }: { prices: SpeakerPrice[] }) {
  const translate = useTranslate();
  const [today] = useState(() => istDayOf(Date.now()));
  const stateOf = (p: SpeakerPrice) => (p.current ? 'current' : p.effectiveFrom > today ? 'upcoming' : 'past');
  const columns: TableColumn<SpeakerPrice>[] = [
    { label: `${F}.model`, render: (p) => p.model },
    { label: `${F}.one_time_price`, render: (p) => formatInr(p.oneTimePrice) },
    { label: `${F}.monthly_rent`, render: (p) => formatInr(p.monthlyRent) },
    { label: `${F}.deposit`, render: (p) => formatInr(p.deposit) },
    { label: `${F}.effective_from`, render: (p) => p.effectiveFrom },
    {
      label: `${F}.status`,
      render: (p) => (
        <Chip
          size="small"
          label={translate(`${T}.${stateOf(p)}`)}
          color={p.current ? 'success' : 'default'}
          variant={p.current ? 'filled' : 'outlined'}
        />
      ),
    },
    { label: `${F}.created_by`, render: (p) => p.createdBy },
  ];
  return (
    <TableContainer component={Paper} variant="outlined">
      <ColumnTable label={`${T}.table`} rows={prices} columns={columns} />
    </TableContainer>
  );
}

/** The new version's form: model, the three prices and its first day; confirmed with each price before → after. */
function AddVersion({ prices }: { prices: SpeakerPrice[] }) {
  const translate = useTranslate();
  const [form, setForm] = useState(EMPTY);
  const [confirming, setConfirming] = useState(false);
  const [today] = useState(() => istDayOf(Date.now()));
  const input = priceInput(form, today);
  const mutation = useChangeMutation({
    call: (_: void, key: string) => addSpeakerPrice(input!, key),
    success: (r) => translate(`${T}.added`, { model: r.data.model, date: r.data.effectiveFrom }),
    failure: `${T}.failed`,
    refresh: [KEY],
    done: () => {
      setConfirming(false);
      setForm(EMPTY);
    },
  });
  const field = (key: keyof typeof EMPTY, label: string, type = 'text') => (
    <TextField
      size="small"
      required
      type={type}
      label={translate(label)}
      value={form[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      slotProps={{
        inputLabel: type === 'date' ? { shrink: true } : undefined,
        htmlInput: type === 'date' ? { min: today } : { inputMode: key === 'model' ? 'text' : 'decimal' },
      }}
    />
  );
  return (
    <ConfirmedForm
      heading={`${T}.dialog_title`}
      submitLabel={`${T}.add`}
      dialogTitle={`${T}.dialog_title`}
      hint={!input && Object.values(form).some(Boolean) ? translate(`${T}.invalid`) : null}
      summary={input && priceSummary(input, currentVersion(prices, input.model), translate)}
      confirming={confirming}
      setConfirming={setConfirming}
      busy={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    >
      {field('model', `${F}.model`)}
      {field('oneTimePrice', `${F}.one_time_price`)}
      {field('monthlyRent', `${F}.monthly_rent`)}
      {field('deposit', `${F}.deposit`)}
      {field('effectiveFrom', `${F}.effective_from`, 'date')}
    </ConfirmedForm>
  );
}

/**
 * /speaker/pricing (spec §2.3 /speaker: pricing; issue 44 item 3): every model's price versions (one-time price, monthly
 * rent, deposit, from a date), the one in force marked; a manager adds a new version from today or later (audited on the
 * server); history is never edited.
 */
export default function PricingPage() {
  const translate = useTranslate();
  const { canAccess: canAdd } = useCanAccess({
    resource: partOf({ name: 'speaker-pricing' }, 'add'),
    action: 'access',
  });
  const prices = useQuery({ queryKey: KEY, queryFn: ({ signal }) => listSpeakerPrices(signal) });
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('speaker.pricing_title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      {canAdd && <AddVersion prices={prices.data ?? []} />}
      <QueryState query={prices} items={`${T}.items`}>
        {(rows) => <PriceTable prices={rows} />}
      </QueryState>
    </Box>
  );
}
