import { createContext } from 'react';
import type { DecisionSummary } from '../common/decision-summary';

/**
 * A schema form's confirmation before it saves (issue 41 item 2: an FD rate change shows old → new first): given the
 * values about to be saved and the record as it was read, the decision to restate, or null to save at once.
 */
export interface SaveConfirm {
  /** i18n keys of the dialog's title and confirm button. */
  title: string;
  confirmLabel: string;
  summaryOf(values: Record<string, unknown>, record: Record<string, unknown> | undefined): DecisionSummary | null;
}

/** Provided by a resource's edit view around SchemaEdit; without it a schema form saves at once. */
export const SaveConfirmContext = createContext<SaveConfirm | null>(null);
