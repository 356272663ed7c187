import { useState, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';

export interface EntityLookupProps {
  /** i18n key of the field's label (spec wording, e.g. 'Mobile / Consumer ID'). */
  label: string;
  maxLength: number;
  /** What the field keeps of what is typed or pasted (digits only, a country code dropped …). Pure. */
  normalise: (raw: string) => string;
  /** i18n key of why a normalised value cannot be searched, or null when it can. */
  validate?: (value: string) => string | null;
  /** Called with the normalised value on Enter or the search button. */
  onSearch: (value: string) => void;
  /** A message under the field (e.g. the lookup found nothing), already translated. */
  message?: string | null;
  initialValue?: string;
  /** The input, so `/` can focus it. */
  inputRef?: Ref<HTMLInputElement>;
  /** Numeric keyboard on touch devices. */
  numeric?: boolean;
}

/**
 * The lookup of an entity 360 view: one field, normalised as typed or pasted, searched on Enter. An invalid value
 * says why instead of searching.
 */
export function EntityLookup({
  label,
  maxLength,
  normalise,
  validate,
  onSearch,
  message,
  initialValue = '',
  inputRef,
  numeric = true,
}: EntityLookupProps) {
  const translate = useTranslate();
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const search = () => {
    const problem = validate?.(value) ?? null;
    setError(problem);
    if (!problem) onSearch(value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      search();
    }
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    setValue(normalise(e.clipboardData.getData('text')).slice(0, maxLength));
    setError(null);
  };
  const shown = error ? translate(error, { max: maxLength }) : (message ?? translate('entity360.lookup_hint'));
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" role="search" aria-label={translate(label)}>
      <TextField
        size="small"
        label={translate(label)}
        value={value}
        onChange={(e) => {
          setValue(normalise(e.target.value).slice(0, maxLength));
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        error={Boolean(error) || Boolean(message)}
        helperText={shown}
        inputRef={inputRef}
        autoComplete="off"
        sx={{ minWidth: 260 }}
        slotProps={{ htmlInput: { maxLength, inputMode: numeric ? 'numeric' : 'text' } }}
      />
      <Button variant="contained" startIcon={<SearchIcon />} onClick={search} sx={{ mt: 0.25 }}>
        {translate('entity360.search')}
      </Button>
    </Stack>
  );
}
