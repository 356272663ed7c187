import { orNotAvailable } from '../../../../format';

/** A step's status change, `from → to` (N/A for the first step's missing `from`). */
export function StatusChange({ from, to }: { from: string | null; to: string }) {
  return (
    <>
      {orNotAvailable(from)} → {to}
    </>
  );
}
