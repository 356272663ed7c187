import type { ClubChangeResult } from '../../../dataProviders/investment/club';
import type { DecisionSummary } from '../../common/decision-summary';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';

/** The club's query keys: a change refreshes every club read. */
export const CLUB_QUERY = 'tp-club';

/**
 * One club change (force withdrawal raised, interest applied, subscription refunded): what moves restated first, a
 * required remark, sent once with an Idempotency-Key (pessimistic); the toast names the member, the club reads refreshed.
 */
export function ClubChangeDialog<R>({
  row,
  title,
  confirmLabel,
  summary,
  send,
  done,
  onClose,
}: {
  row: R | null;
  title: string;
  confirmLabel: string;
  summary: (row: R) => DecisionSummary;
  send: (row: R, remarks: string, idempotencyKey: string) => Promise<ClubChangeResult>;
  /** The success toast (translated), for the row. */
  done: (row: R) => string;
  onClose(): void;
}) {
  const change = useChangeMutation({
    call: ({ r, remarks }: { r: R; remarks: string }, key) => send(r, remarks, key),
    success: () => (row ? done(row) : ''),
    failure: null,
    refresh: [[CLUB_QUERY]],
    done: onClose,
  });
  return (
    <RemarksDialog
      open={row !== null}
      title={title}
      confirmLabel={confirmLabel}
      busy={change.isPending}
      summary={row ? summary(row) : undefined}
      onCancel={onClose}
      onConfirm={(remarks) => row && change.mutate({ r: row, remarks: remarks.trim() })}
    />
  );
}
