import { useState, type ReactNode } from 'react';
import type { DecisionSummary } from '../common/decision-summary';
import { RemarksDialog } from '../common/RemarksDialog';
import type { SaveConfirm } from './save-confirm';

type Values = Record<string, unknown>;

/**
 * A form's save that first restates what it changes (issue 41: an FD rate, an offer's or a notification's status) in
 * the decision dialog (plain confirm) when `confirm` finds something to restate, and saves only once confirmed;
 * cancel sends nothing. Without `confirm`, or when it returns null, the save goes at once.
 */
export function useConfirmedSave<R>(
  confirm: SaveConfirm | null,
  record: Values | undefined,
  save: (values: Values) => Promise<R>,
): { onSubmit: (values: Values) => Promise<R | undefined>; dialog: ReactNode } {
  const [asking, setAsking] = useState<{ summary: DecisionSummary; answer: (ok: boolean) => void } | null>(null);
  const onSubmit = async (values: Values) => {
    const summary = confirm?.summaryOf(values, record);
    if (summary) {
      const ok = await new Promise<boolean>((answer) => setAsking({ summary, answer }));
      setAsking(null);
      if (!ok) return undefined;
    }
    return save(values);
  };
  const dialog = confirm && (
    <RemarksDialog
      open={asking !== null}
      title={confirm.title}
      confirmLabel={confirm.confirmLabel}
      remarks={false}
      summary={asking?.summary}
      onCancel={() => asking?.answer(false)}
      onConfirm={() => asking?.answer(true)}
    />
  );
  return { onSubmit, dialog };
}
