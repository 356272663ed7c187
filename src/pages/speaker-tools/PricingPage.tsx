import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { istDayOf } from '../../../contract/business-time';
import { SPEAKER_PRICES } from '../../../contract/speaker/calls';
import { addSpeakerPrice, listSpeakerPrices, type SpeakerPrice } from '../../../dataProviders/crm/speaker';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatInr } from '../../format';
import { currentVersion, priceInput, priceSummary } from './speaker-summaries';

const T = 'speaker.pricing';
const F = 'speaker.fields';
const KEY = ['speaker-prices'];
const EMPTY = { model: '', oneTimePrice: '', monthlyRent: '', deposit: '', effectiveFrom: '' };

function PriceTable({ prices }: { prices: SpeakerPrice[] }) {
  const translate = useTranslate();
  const [today] = useState(() => istDayOf(Date.now()));
  const stateOf = (p: SpeakerPrice) => (p.current ? 'current' : p.effectiveFrom > today ? 'upcoming' : 'past');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={translate(`${T}.table`)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${F}.model`)}</TableCell>
            <TableCell align="right">{translate(`${F}.one_time_price`)}</TableCell>
            <TableCell align="right">{translate(`${F}.monthly_rent`)}</TableCell>
            <TableCell align="right">{translate(`${F}.deposit`)}</TableCell>
            <TableCell>{translate(`${F}.effective_from`)}</TableCell>
            <TableCell>{translate(`${F}.status`)}</TableCell>
            <TableCell>{translate(`${F}.created_by`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {prices.map((p) => (
            <TableRow key={p.id}>
              <TableCell>{p.model}</TableCell>
              <TableCell align="right">{formatInr(p.oneTimePrice)}</TableCell>
              <TableCell align="right">{formatInr(p.monthlyRent)}</TableCell>
              <TableCell align="right">{formatInr(p.deposit)}</TableCell>
              <TableCell>{p.effectiveFrom}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={translate(`${T}.${stateOf(p)}`)}
                  color={p.current ? 'success' : 'default'}
                  variant={p.current ? 'filled' : 'outlined'}
                />
              </TableCell>
              <TableCell>{p.createdBy}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
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
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${T}.dialog_title`)}
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        onSubmit={(e) => {
          e.preventDefault();
          if (input) setConfirming(true);
        }}
      >
        {field('model', `${F}.model`)}
        {field('oneTimePrice', `${F}.one_time_price`)}
        {field('monthlyRent', `${F}.monthly_rent`)}
        {field('deposit', `${F}.deposit`)}
        {field('effectiveFrom', `${F}.effective_from`, 'date')}
        <Button type="submit" variant="contained" disabled={!input}>
          {translate(`${T}.add`)}
        </Button>
      </Stack>
      {!input && Object.values(form).some(Boolean) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(`${T}.invalid`)}
        </Typography>
      )}
      {input && (
        <RemarksDialog
          open={confirming}
          title={`${T}.dialog_title`}
          confirmLabel={`${T}.add`}
          remarks={false}
          busy={mutation.isPending}
          summary={priceSummary(input, currentVersion(prices, input.model), translate)}
          onCancel={() => setConfirming(false)}
          onConfirm={() => mutation.mutate()}
        />
      )}
    </Paper>
  );
}

/**
 * /speaker/pricing (spec §2.3 /speaker: pricing; issue 44 item 3): every model's price versions (one-time price, monthly
 * rent, deposit, from a date), the one in force marked; a manager adds a new version from today or later (audited on the
 * server); history is never edited.
 */
export default function PricingPage() {
  const translate = useTranslate();
  const { canAccess: canAdd } = useCanAccess({ resource: SPEAKER_PRICES.name, action: 'create' });
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
