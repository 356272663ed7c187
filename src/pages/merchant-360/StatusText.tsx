import { StatusChip } from '../../common/StatusChip';
import { orNotAvailable } from '../../format';

/** A status as a coloured chip; an empty one is N/A (spec §8). */
export function StatusText({ value }: { value: string | null | undefined }) {
  if (!value) return <>{orNotAvailable(value)}</>;
  return <StatusChip status={value} />;
}
