import { Alert, Chip, Tooltip } from '@mui/material';
import SyncDisabledIcon from '@mui/icons-material/SyncDisabled';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslate } from 'react-admin';
import type { LiveStatus } from './live-connection';

/** A small note while the queue is not updating by itself (nothing when it is, or while it first connects). */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  const translate = useTranslate();
  if (status !== 'off') return null;
  return (
    <Tooltip title={translate('live.off_hint')}>
      <Chip size="small" variant="outlined" icon={<SyncDisabledIcon />} label={translate('live.off')} role="status" />
    </Tooltip>
  );
}

/** "Being reviewed by …" on a queue row (compact) or an item's view: a warning, never in the way of a decision. */
export function BeingReviewed({ names, compact = false }: { names: readonly string[] | undefined; compact?: boolean }) {
  const translate = useTranslate();
  if (!names || names.length === 0) return null;
  const label = translate('live.being_reviewed', { names: names.join(', ') });
  return compact ? (
    <Tooltip title={translate('live.being_reviewed_hint')}>
      <Chip size="small" color="warning" variant="outlined" icon={<VisibilityIcon />} label={label} />
    </Tooltip>
  ) : (
    <Alert severity="warning" icon={<VisibilityIcon />} sx={{ mb: 1 }}>
      {label}. {translate('live.being_reviewed_hint')}
    </Alert>
  );
}
