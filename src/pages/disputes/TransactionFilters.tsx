import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { istDayOf } from '../../../contract/business-time';
import {
  chargebackSearchErrors,
  daysBefore,
  DISPUTE_MESSAGES,
  hasSearchKey,
  MERCHANT_ID_MAX,
  SEARCH_DEBOUNCE_MS,
  type ChargebackSearchFilters,
} from '../../../contract/disputes/rules';
import { DateTextInput } from '../../common/DateTextInput';

export const initialSearch = (): Required<ChargebackSearchFilters> => {
  const today = istDayOf(Date.now());
  return { merchantId: '', rrn: '', startDate: daysBefore(today, 30), endDate: today };
};

/**
 * The chargeback search form (spec §3.2, §5.2): merchantId, rrn shown as Transaction UTR, start and end date, each
 * rule's message under its field. Search applies the filters; once searched, later edits re-apply 500 ms after the
 * last keystroke when they are valid. Field errors on Search give 'Please fix the errors before searching.'
 */
export function TransactionFilters({ onSearch }: { onSearch: (filters: Required<ChargebackSearchFilters>) => void }) {
  const translate = useTranslate();
  const [values, setValues] = useState(initialSearch);
  const [today] = useState(() => istDayOf(Date.now()));
  const [touched, setTouched] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const searched = useRef(false);
  const errors = chargebackSearchErrors(values, today);
  const valid = Object.keys(errors).length === 0;

  useEffect(() => {
    if (!searched.current || !valid || !hasSearchKey(values)) return;
    const timer = setTimeout(() => onSearch(values), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [values, valid, onSearch]);

  const setValue = (field: keyof ChargebackSearchFilters, text: string) => {
    setTouched(true);
    setFormError(null);
    setValues((v) => ({ ...v, [field]: text }));
  };
  const set = (field: keyof ChargebackSearchFilters) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValue(field, e.target.value);
  const search = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!valid) return setFormError(DISPUTE_MESSAGES.fixErrors);
    if (!hasSearchKey(values)) return setFormError(DISPUTE_MESSAGES.searchPrompt);
    searched.current = true;
    onSearch(values);
  };
  const shown = (field: keyof ChargebackSearchFilters) => (touched ? errors[field] : undefined);
  return (
    <form onSubmit={search} noValidate aria-label={translate('disputes.search_form')}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start">
        <TextField
          size="small"
          label={translate('disputes.merchant_id')}
          value={values.merchantId}
          onChange={set('merchantId')}
          error={Boolean(shown('merchantId'))}
          helperText={shown('merchantId') ?? ' '}
          slotProps={{ htmlInput: { maxLength: MERCHANT_ID_MAX + 1, inputMode: 'numeric' } }}
        />
        <TextField
          size="small"
          label={translate('disputes.utr')}
          value={values.rrn}
          onChange={set('rrn')}
          error={Boolean(shown('rrn'))}
          helperText={shown('rrn') ?? ' '}
        />
        {(['startDate', 'endDate'] as const).map((name) => (
          <DateTextInput
            key={name}
            size="small"
            label={translate(name === 'startDate' ? 'disputes.start_date' : 'disputes.end_date')}
            value={values[name]}
            onChange={(text) => setValue(name, text)}
            error={Boolean(shown(name))}
            helperText={shown(name) ?? ' '}
          />
        ))}
        <Button type="submit" variant="contained">
          {translate('disputes.search')}
        </Button>
      </Stack>
      {formError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {formError}
        </Alert>
      )}
    </form>
  );
}
