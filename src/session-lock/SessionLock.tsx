import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { sessionIdleSeconds } from '../../dataProviders/runtime-config';
import { LockDialog } from './LockDialog';
import { useIdleLock } from './useIdleLock';

/**
 * The idle lock (issue 42 item 5, PCI DSS 8.2.8): after the server's idle limit without input the console is covered
 * by a full-screen dialog asking for a new one-time code. The app stays mounted (the page, its unsaved form input,
 * the address) but is inert and hidden from screen readers behind the lock.
 */
export function SessionLock({
  children,
  idleSeconds = sessionIdleSeconds(),
}: {
  children: ReactNode;
  idleSeconds?: number;
}) {
  const locked = useIdleLock(idleSeconds * 1000);
  return (
    <>
      <Box sx={{ display: 'contents' }} inert={locked} aria-hidden={locked || undefined} data-testid="locked-content">
        {children}
      </Box>
      {locked && <LockDialog minutes={Math.max(1, Math.round(idleSeconds / 60))} />}
    </>
  );
}
