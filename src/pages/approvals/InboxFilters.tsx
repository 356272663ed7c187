import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InboxFilterValues, InboxKind } from './inbox-items';
import { INBOX_KINDS } from './inbox-kinds';
import { DateTextInput } from '../../common/DateTextInput';

export const NO_FILTER: InboxFilterValues = { kind: '', maker: '', from: '', to: '' };

/** Kind (only those the user may see, each with its pending count), maker e-mail and created-between days. */
export function InboxFilters({
  kinds,
  counts,
  value,
  onChange,
}: {
  kinds: readonly InboxKind[];
  /** Pending items per kind under the other filters (shown beside each kind once the server answered). */
  counts: Partial<Record<InboxKind, number>>;
  value: InboxFilterValues;
  onChange(next: InboxFilterValues): void;
}) {
  const translate = useTranslate();
  const set = (key: keyof InboxFilterValues) => (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [key]: e.target.value });
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
            {counts[k] === undefined
              ? translate(INBOX_KINDS[k].label)
              : translate('pages.approvals.kind_count', { kind: translate(INBOX_KINDS[k].label), n: counts[k] })}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={translate('pages.approvals.maker')} value={value.maker} onChange={set('maker')} />
      {(['from', 'to'] as const).map((end) => (
        <DateTextInput
          key={end}
          label={translate(`pages.approvals.${end}`)}
          value={value[end]}
          onChange={(text) => onChange({ ...value, [end]: text })}
        />
      ))}
    </Stack>
  );
}
