import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, CircularProgress } from '@mui/material';

/** Spec §8: toasts of four kinds, top right, closing after 5 seconds. */
export type ToastKind = 'error' | 'info' | 'success' | 'pending';
export const TOAST_MS = 5000;

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

export type PushToast = (kind: ToastKind, text: string) => void;

/** The toasts on screen, each removed 5 seconds after it appears. */
export function useToasts(): { toasts: Toast[]; push: PushToast; dismiss: (id: number) => void } {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<number>());
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const push = useCallback<PushToast>(
    (kind, text) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, kind, text }]);
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, TOAST_MS);
      timers.current.add(timer);
    },
    [dismiss],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
  }, []);
  return { toasts, push, dismiss };
}

export function ToastStack({
  toasts,
  onClose,
  closeLabel,
}: {
  toasts: Toast[];
  onClose: (id: number) => void;
  closeLabel: string;
}) {
  return (
    <Box sx={{ position: 'fixed', top: 16, right: 16, zIndex: 1400, display: 'grid', gap: 1, maxWidth: 420 }}>
      {toasts.map((toast) => (
        <Alert
          key={toast.id}
          variant="filled"
          role={toast.kind === 'error' ? 'alert' : 'status'}
          severity={toast.kind === 'pending' ? 'info' : toast.kind}
          icon={toast.kind === 'pending' ? <CircularProgress size={20} color="inherit" /> : undefined}
          onClose={() => onClose(toast.id)}
          slotProps={{ closeButton: { 'aria-label': closeLabel, title: closeLabel } }}
        >
          {toast.text}
        </Alert>
      ))}
    </Box>
  );
}
