import { Chip, Stack, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslate } from 'react-admin';
import type { RecentEntity } from './recent-entities';

export interface RecentEntitiesProps {
  items: readonly RecentEntity[];
  onOpen: (id: string) => void;
}

/** The entities last opened (newest first), each one click away. Nothing when there are none. */
export function RecentEntities({ items, onOpen }: RecentEntitiesProps) {
  const translate = useTranslate();
  if (items.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary" component="h2" sx={{ fontSize: '0.875rem' }}>
        <HistoryIcon fontSize="inherit" sx={{ verticalAlign: 'middle', mr: 0.5 }} />
        {translate('entity360.recent')}
      </Typography>
      {items.map((item) => (
        <Chip
          key={item.id}
          size="small"
          variant="outlined"
          clickable
          onClick={() => onOpen(item.id)}
          label={item.label ? `${item.id} · ${item.label}` : item.id}
        />
      ))}
    </Stack>
  );
}
