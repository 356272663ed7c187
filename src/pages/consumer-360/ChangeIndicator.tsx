import { Box } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useTranslate } from 'react-admin';
import { changeIndicator } from '../../../contract/consumer/rules';
import { formatInr } from '../../format';

/** Spec §9: a numeric change, red down for negative, green up otherwise, grey N/A when missing. */
export function ChangeIndicator({ value }: { value: number | null | undefined }) {
  const translate = useTranslate();
  const kind = changeIndicator(value);
  if (kind === 'none')
    return (
      <Box component="span" sx={{ color: 'text.secondary' }} data-change="none">
        {translate('entity360.not_available')}
      </Box>
    );
  const Icon = kind === 'down' ? ArrowDownwardIcon : ArrowUpwardIcon;
  return (
    <Box
      component="span"
      data-change={kind}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.25,
        color: kind === 'down' ? 'error.dark' : 'success.dark',
      }}
    >
      <Icon fontSize="inherit" aria-hidden />
      {formatInr(value)}
    </Box>
  );
}
