import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A merchant id that opens the merchant on one of its tabs (its own module: no merchant 360 strings). */
export { MerchantLink } from './MerchantLink';

/**
 * One select filter of a portfolio list, as data: the query parameter it sets, its label's i18n key, its options
 * ('' reads Any) each named by the i18n key `${names}.${option}` (shown as it is without `names`: a lender's name),
 * and the option it opens on.
 */
export interface ChoiceFilterSpec {
  param: string;
  label: string;
  options: readonly string[];
  names?: string;
  initial?: string;
}

/**
 * The filters of a portfolio list (issue 43 item 6: /loan-app, /credit-line): its selects from `choices`, then the
 * merchant id (digits only, sent once it is a whole id); `filter` is what the list sends.
 */
export function usePortfolioFilters(choices: readonly ChoiceFilterSpec[]) {
  const translate = useTranslate();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(choices.map((c) => [c.param, c.initial ?? ''])),
  );
  const [merchantId, setMerchantId] = useState('');
  const filter = {
    ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')),
    ...(/^\d{1,10}$/.test(merchantId) ? { merchantId } : {}),
  };
  const name = (c: ChoiceFilterSpec, o: string) =>
    o ? (c.names ? translate(`${c.names}.${o}`) : o) : translate('merchant360.any');
  const controls = (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }} role="search">
      {choices.map((c) => (
        <TextField
          key={c.param}
          select
          size="small"
          sx={{ minWidth: 160 }}
          label={translate(c.label)}
          value={values[c.param]}
          onChange={(e) => setValues((v) => ({ ...v, [c.param]: e.target.value }))}
        >
          {['', ...c.options].map((o) => (
            <MenuItem key={o} value={o}>
              {name(c, o)}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <TextField
        size="small"
        label={translate('merchant360.f.merchant_id')}
        value={merchantId}
        onChange={(e) => setMerchantId(e.target.value.replace(/\D/g, '').slice(0, 10))}
      />
    </Stack>
  );
  return { filter, controls };
}
