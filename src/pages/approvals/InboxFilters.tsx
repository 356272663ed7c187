import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InboxFilterValues, InboxKind } from './inbox-items';
import { INBOX_KINDS } from './inbox-kinds';

export const NO_FILTER: InboxFilterValues = { kind: '', maker: '', from: '', to: '' };

/** Kind (only those the user may see), maker e-mail and created-between days. */
export function InboxFilters({
  kinds,
  value,
  onChange,
}: {
  kinds: readonly InboxKind[];
  value: InboxFilterValues;
  onChange(next: InboxFilterValues): void;
}) {
  const translate = useTranslate();
  const set = (key: keyof InboxFilterValues) => (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [key]: e.target.value });
  const date = { inputLabel: { shrink: true } };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        select
        label={translate('pages.approvals.kind')}
        value={value.kind}
        onChange={set('kind')}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{translate('pages.approvals.all_kinds')}</MenuItem>
        {kinds.map((k) => (
          <MenuItem key={k} value={k}>
            {translate(INBOX_KINDS[k].label)}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={translate('pages.approvals.maker')} value={value.maker} onChange={set('maker')} />
      <TextField
        type="date"
        label={translate('pages.approvals.from')}
        value={value.from}
        onChange={set('from')}
        slotProps={date}
      />
      <TextField
        type="date"
        label={translate('pages.approvals.to')}
        value={value.to}
        onChange={set('to')}
        slotProps={date}
      />
    </Stack>
  );
}
