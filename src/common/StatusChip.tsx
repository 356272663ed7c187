import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { NOT_AVAILABLE, isBlank } from '../format/empty';
import { statusColour, type StatusColour } from '../format/status-colour';

/** Spec §4 colours; text colours chosen for contrast (axe: no serious findings). */
const PALETTE: Record<StatusColour, { bg: string; fg: string }> = {
  green: { bg: '#2e7d32', fg: '#ffffff' },
  red: { bg: '#c62828', fg: '#ffffff' },
  orangeRed: { bg: '#bf360c', fg: '#ffffff' },
  yellow: { bg: '#fbc02d', fg: '#000000' },
  blue: { bg: '#1565c0', fg: '#ffffff' },
  khaki: { bg: '#f0e68c', fg: '#000000' },
  grey: { bg: '#e0e0e0', fg: '#000000' },
};

interface StatusChipProps {
  /** The status to show; default: the record's `source` field. */
  status?: unknown;
  source?: string;
}

/** A status as a coloured chip (green approved/success/active/credit, red rejected …); N/A when empty. */
export function StatusChip({ status, source = 'status' }: StatusChipProps) {
  const record = useRecordContext();
  const value = status ?? record?.[source];
  if (isBlank(value)) return <span>{NOT_AVAILABLE}</span>;
  const { bg, fg } = PALETTE[statusColour(value)];
  return <Chip size="small" label={String(value)} data-colour={statusColour(value)} sx={{ bgcolor: bg, color: fg }} />;
}
