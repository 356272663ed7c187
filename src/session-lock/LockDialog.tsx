import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { setSessionLocked } from '../../authProvider/idle-lock';
import { requestOtp, resendOtp, verifyOtp } from '../../authProvider/otp';
import { readSession, sessionToken } from '../../authProvider/session';
import { openSession, signOut } from '../../authProvider/user-data';
import { notifyUnauthorized } from '../../dataProviders/http';
import { t } from '../i18n/translate';
import { OtpStep } from '../signin/OtpStep';
import { toastTextOf } from '../signin/sign-in-actions';
import { announceUnlock } from './useIdleLock';

type Step = { kind: 'ask' } | { kind: 'verify'; uuid: string; sent: number };

/**
 * The lock screen: says why, sends a new code to the signed-in staff member's e-mail, checks it (the sign-in
 * screen's calls and code step), then lifts. Nothing behind it moves: no navigation, no remount, so the page and its
 * unsaved input are where they were. Lists that failed while locked are read again.
 */
export function LockDialog({ minutes }: { minutes: number }) {
  const [email] = useState(() => readSession()?.userInfo.email ?? '');
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(toastTextOf(e));
    } finally {
      setBusy(false);
    }
  };

  const send = () => run(async () => setStep({ kind: 'verify', uuid: await requestOtp(email), sent: Date.now() }));
  const resend = () =>
    run(async () => {
      if (step.kind !== 'verify') return;
      await resendOtp(step.uuid);
      setStep({ ...step, sent: Date.now() });
    });
  const unlock = (otp: string) =>
    run(async () => {
      if (step.kind !== 'verify') return;
      const oldToken = sessionToken();
      const { token, userId } = await verifyOtp({ otp, uuid: step.uuid, email });
      try {
        announceUnlock(oldToken, await openSession(token, userId));
      } catch {
        setSessionLocked(false);
        notifyUnauthorized(); // the new session could not be opened: to the sign-in screen
        return;
      }
      setSessionLocked(false);
      void queryClient.refetchQueries({ predicate: (q) => q.state.status === 'error' });
    });
  const leave = async () => {
    await signOut();
    setSessionLocked(false);
    notifyUnauthorized();
  };

  return (
    <Dialog
      open
      fullScreen
      aria-labelledby="session-lock-title"
      aria-describedby="session-lock-body"
      slotProps={{ backdrop: { sx: { backgroundColor: 'background.default' } } }}
    >
      <DialogContent sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Box sx={{ maxWidth: 420, width: '100%' }}>
          <DialogTitle id="session-lock-title" sx={{ px: 0 }}>
            {t('auth.lock.title')}
          </DialogTitle>
          <Typography id="session-lock-body" sx={{ mb: 2 }}>
            {t('auth.lock.body', { minutes, email })}
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {step.kind === 'ask' ? (
            <Button variant="contained" fullWidth autoFocus onClick={() => void send()} disabled={busy}>
              {t('auth.lock.send_code')}
            </Button>
          ) : (
            <OtpStep
              email={email}
              challenge={step.sent}
              busy={busy}
              onVerify={(otp) => void unlock(otp)}
              onResend={() => void resend()}
              onTyping={() => undefined}
            />
          )}
          <Button fullWidth sx={{ mt: 2 }} onClick={() => void leave()} disabled={busy}>
            {t('auth.lock.sign_out')}
          </Button>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
