import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';

/** One id field and a Search button (Enter searches); `pattern` refuses what cannot be an id, with `problem`. */
export function IdSearch(props: {
  label: string;
  pattern: RegExp;
  problem: string;
  maxLength: number;
  onSearch: (value: string) => void;
}) {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  const [error, setError] = useState(false);
  const search = () => {
    const v = value.trim();
    const bad = !props.pattern.test(v);
    setError(bad);
    if (!bad) props.onSearch(v);
  };
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" role="search" aria-label={translate(props.label)}>
      <TextField
        size="small"
        label={translate(props.label)}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') search();
        }}
        error={error}
        helperText={error ? translate(props.problem) : ' '}
        slotProps={{ htmlInput: { maxLength: props.maxLength } }}
      />
      <Button variant="contained" startIcon={<SearchIcon />} onClick={search}>
        {translate('merchant360.search')}
      </Button>
    </Stack>
  );
}
