import type { DecisionSummary } from './decision-summary';
import { onFirstOpen } from './lazy-mount';

export interface RemarksDialogProps {
  open: boolean;
  /** i18n key of the title ('Approve Payout' …). */
  title: string;
  /** Its arguments ('Deactivate %{kind}?'). */
  titleArgs?: Record<string, unknown>;
  /** i18n key of the confirm button. */
  confirmLabel: string;
  busy?: boolean;
  /** false while the dialog's own fields (its children: a reason to choose …) are not filled in: confirm stays off. */
  complete?: boolean;
  /** What is decided, for whom, how much and what happens next, shown above the remarks (decision-summary.ts). */
  summary?: DecisionSummary;
  /**
   * false: the plain confirm variant, for a change that needs a second look but no remarks (a toggle, a bulk upload,
   * an alert): no remarks field, confirm enabled unless busy, onConfirm('').
   */
  remarks?: boolean;
  onCancel(): void;
  onConfirm(remarks: string): void;
  children?: React.ReactNode;
}

/** Pure: remarks are required for approve and reject (spec §5.7); blank ones do not count. */
export const hasRemarks = (remarks: string): boolean => remarks.trim().length > 0;

/**
 * A decision modal: the decision restated (`summary`), then a required remarks field; the button stays disabled
 * while it is empty or the call runs (RemarksDialogBody). One pattern for every decision that moves money or changes
 * what customers see. Its code (MUI's Dialog and text field) is fetched at the user's first pointer move or key, not
 * with each page that can open it, and the dialog mounts when it first opens.
 */
export const RemarksDialog = onFirstOpen<RemarksDialogProps>(
  () => import('./RemarksDialogBody').then((module) => module.default),
  (props) => props.open,
  { prefetch: true },
);
