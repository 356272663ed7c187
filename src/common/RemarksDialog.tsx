import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstUse } from '../bootstrap/first-use';

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

const load = () => import('./RemarksDialogBody');
const Body = lazy(load);
const preload = () => void load();

/**
 * A decision modal: a required remarks field; the button stays disabled while it is empty or the call runs
 * (RemarksDialogBody). Its code (MUI's Dialog and text field) is fetched at the user's first pointer move or key, not
 * with each page that can open it, and the dialog mounts when it first opens.
 */
export function RemarksDialog(props: RemarksDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useEffect(() => onFirstUse(preload), []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
