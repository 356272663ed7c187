import { useEffect, useRef, useState } from 'react';
import { Box, Button, CssBaseline, Divider, Paper, ThemeProvider, Typography } from '@mui/material';
import { requestOtp, resendOtp, verifyOtp } from '../../authProvider/otp';
import { redeemSsoTicket, ssoStartUrl, takeSsoReturn } from '../../authProvider/sso';
import { ssoLabel } from '../../dataProviders/runtime-config';
import { takeSignInNotice } from '../../authProvider/sign-in-notice';
import { openSession } from '../../authProvider/user-data';
import { t } from '../i18n/translate';
import { EmailStep } from './EmailStep';
import { OtpStep } from './OtpStep';
import { SideImage } from './SideImage';
import { restoreLegacySession, toastTextOf } from './sign-in-actions';
import { signInTheme } from './theme';
import { ToastStack, useToasts } from './ToastStack';

export interface SignInAppProps {
  onSignedIn: () => void;
  prefetchAdmin: () => Promise<unknown>;
}

const RESTORED_PAUSE_MS = 1200;

type Step = { kind: 'request'; email: string } | { kind: 'verify'; email: string; uuid: string; sent: number };

/** The sign-in screen: outside the admin shell so it paints with a fraction of the JavaScript (DESIGN.md §6). */
export default function SignInApp({ onSignedIn, prefetchAdmin }: SignInAppProps) {
  const [step, setStep] = useState<Step>({ kind: 'request', email: '' });
  const [busy, setBusy] = useState(false);
  const { toasts, push, dismiss } = useToasts();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice in development
    started.current = true;
    if (takeSignInNotice() === 'session_expired') push('error', t('auth.session_expired'));
    // Back from the single sign-on provider: a ticket to redeem for a session, or why there is none.
    const sso = takeSsoReturn();
    if (sso?.kind === 'error') push('error', t(`auth.sso.errors.${sso.error}`));
    if (sso?.kind === 'ticket') {
      push('pending', t('auth.signing_in'));
      void redeemSsoTicket(sso.ticket)
        .then(({ token, userId }) => openSession(token, userId))
        .then(() => prefetchAdmin().catch(() => undefined))
        .then(onSignedIn, (error: unknown) => push('error', toastTextOf(error)));
      return;
    }
    void restoreLegacySession(push).then(async (restored) => {
      if (!restored) return;
      // Let 'Session Restored!' be read while the shell loads.
      await Promise.all([
        prefetchAdmin().catch(() => undefined),
        new Promise((r) => window.setTimeout(r, RESTORED_PAUSE_MS)),
      ]);
      onSignedIn();
    });
  }, [push, onSignedIn, prefetchAdmin]);

  const sso = ssoLabel();

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      push('error', toastTextOf(error));
    } finally {
      setBusy(false);
    }
  };

  const request = (email: string) =>
    run(async () => {
      const uuid = await requestOtp(email);
      push('info', t('auth.otp_sent', { email }));
      setStep({ kind: 'verify', email, uuid, sent: Date.now() });
    });

  const verify = (otp: string) =>
    run(async () => {
      if (step.kind !== 'verify') return;
      push('pending', t('auth.signing_in'));
      const { token, userId } = await verifyOtp({ otp, uuid: step.uuid, email: step.email });
      await openSession(token, userId);
      await prefetchAdmin().catch(() => undefined);
      onSignedIn();
    });

  const resend = () =>
    run(async () => {
      if (step.kind !== 'verify') return;
      await resendOtp(step.uuid);
      push('success', t('auth.otp_resent'));
      setStep({ ...step, sent: Date.now() });
    });

  return (
    <ThemeProvider theme={signInTheme}>
      <CssBaseline />
      <Box component="main" sx={{ display: 'flex', minHeight: '100vh' }}>
        <SideImage alt={t('auth.side_image_alt')} />
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
          <Paper sx={{ p: 4, width: '100%', maxWidth: 400 }}>
            <Typography component="h1" variant="h5" gutterBottom>
              {t('auth.sign_in')}
            </Typography>
            {step.kind === 'request' ? (
              <>
                <EmailStep initialEmail={step.email} busy={busy} onSubmit={(email) => void request(email)} />
                {sso && (
                  <>
                    <Divider sx={{ my: 2 }}>{t('auth.sso.or')}</Divider>
                    <Button variant="outlined" fullWidth href={ssoStartUrl()} disabled={busy}>
                      {t('auth.sso.button', { label: sso })}
                    </Button>
                  </>
                )}
              </>
            ) : (
              <OtpStep
                email={step.email}
                challenge={step.sent}
                busy={busy}
                onVerify={(otp) => void verify(otp)}
                onResend={() => void resend()}
                onChangeEmail={() => setStep({ kind: 'request', email: step.email })}
                onTyping={() => void prefetchAdmin().catch(() => undefined)}
              />
            )}
          </Paper>
        </Box>
      </Box>
      <ToastStack toasts={toasts} onClose={dismiss} closeLabel={t('auth.close')} />
    </ThemeProvider>
  );
}
