import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DowntimeState } from '../../../contract/bank-downtime/rules';
import type { Downtime } from '../../../dataProviders/crm/bank-downtime';
import { formatIst } from '../../format';

const T = 'bankDowntime';
const STATE_COLOURS = { UPCOMING: 'primary', ONGOING: 'error', ENDED: 'default', CANCELLED: 'default' } as const;

/** A downtime's state as a chip (the text says it; the colour only repeats it). */
export function StateChip({ state }: { state: DowntimeState }) {
  const translate = useTranslate();
  return (
    <Chip size="small" label={translate(`${T}.states.${state}`)} color={STATE_COLOURS[state]} variant="outlined" />
  );
}

export const windowText = (d: Pick<Downtime, 'start' | 'end'>, openEnded: string) =>
  `${formatIst(d.start)} → ${d.end === null ? openEnded : formatIst(d.end)}`;
