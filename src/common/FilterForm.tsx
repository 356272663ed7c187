import type { ReactNode } from 'react';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A list's filter form (a search landmark named `label`): its fields in one wrapping row and a submit button
 * (`apply`, an i18n key); Enter or the button applies what was typed, the page keeps the draft.
 */
export function FilterForm({
  label,
  apply,
  onSubmit,
  children,
}: {
  label: string;
  apply: string;
  onSubmit(): void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box
      component="form"
      role="search"
      aria-label={translate(label)}
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        {children}
        <Button type="submit" variant="contained">
          {translate(apply)}
        </Button>
      </Stack>
    </Box>
  );
}

/** A filter's select: `any` (an i18n key) for no filter, then the options, each shown by its label. */
export function FilterSelect({
  label,
  any,
  value,
  options,
  onChange,
}: {
  label: string;
  any: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 180 }}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <MenuItem value="">{translate(any)}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A filter's search box: its label and hint (i18n keys), what was typed kept as typed, at most `maxLength`. */
export function FilterSearch({
  label,
  hint,
  value,
  maxLength,
  numeric = false,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  maxLength: number;
  numeric?: boolean;
  onChange(value: string): void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      label={translate(label)}
      helperText={translate(hint)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { maxLength, ...(numeric && { inputMode: 'numeric' }) } }}
    />
  );
}

/** A filter's from–to pair of IST days (YYYY-MM-DD), both required; `labels` are the two i18n keys. */
export function DateRangeFields<R extends { from: string; to: string }>({
  labels,
  value,
  onChange,
}: {
  labels: { from: string; to: string };
  value: R;
  onChange(next: R): void;
}) {
  const translate = useTranslate();
  return (['from', 'to'] as const).map((k) => (
    <TextField
      key={k}
      size="small"
      type="date"
      required
      label={translate(labels[k])}
      value={value[k]}
      onChange={(e) => onChange({ ...value, [k]: e.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  ));
}

/** A filter draft with a search box: what was typed, trimmed when applied (`trimmedSearch`). */
export interface SearchDraft {
  q?: string;
}

/** Pure: the draft as applied, its search trimmed. */
export const trimmedSearch = <D extends SearchDraft>(draft: D): D => ({ ...draft, q: draft.q?.trim() });

/** The draft's search box, labelled `${prefix}.search` with the hint `${prefix}.search_hint`. */
export function DraftSearch<D extends SearchDraft>({
  prefix,
  draft,
  onDraft,
  maxLength,
  numeric,
}: {
  prefix: string;
  draft: D;
  onDraft(update: (d: D) => D): void;
  maxLength: number;
  numeric?: boolean;
}) {
  return (
    <FilterSearch
      label={`${prefix}.search`}
      hint={`${prefix}.search_hint`}
      value={draft.q ?? ''}
      maxLength={maxLength}
      numeric={numeric}
      onChange={(q) => onDraft((d) => ({ ...d, q }))}
    />
  );
}
