import { onFirstOpen } from './lazy-mount';

export interface RemarksDialogProps {
  open: boolean;
  /** i18n key of the title ('Approve Payout' …). */
  title: string;
  /** i18n key of the confirm button. */
  confirmLabel: string;
  busy?: boolean;
  onCancel(): void;
  onConfirm(remarks: string): void;
  children?: React.ReactNode;
}

/** Pure: remarks are required for approve and reject (spec §5.7); blank ones do not count. */
export const hasRemarks = (remarks: string): boolean => remarks.trim().length > 0;

/**
 * A decision modal: a required remarks field; the button stays disabled while it is empty or the call runs
 * (RemarksDialogBody). Its code (MUI's Dialog and text field) is fetched at the user's first pointer move or key, not
 * with each page that can open it, and the dialog mounts when it first opens.
 */
export const RemarksDialog = onFirstOpen<RemarksDialogProps>(
  () => import('./RemarksDialogBody').then((module) => module.default),
  (props) => props.open,
  { prefetch: true },
);
