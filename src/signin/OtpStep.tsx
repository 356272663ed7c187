import { useRef, useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useCountdown } from '../common/Countdown';
import { t } from '../i18n/translate';
import { useCheckedSubmit } from './useCheckedSubmit';
import { cleanOtp, validateOtp } from './validation';

export interface OtpStepProps {
  email: string;
  /** Changes on every new code: restarts the resend countdown. */
  challenge: string | number;
  busy: boolean;
  onVerify: (otp: string) => void;
  onResend: () => void;
  /** Absent: the e-mail cannot change (the idle lock asks for the signed-in staff member's own code). */
  onChangeEmail?: () => void;
  /** Called once, on the first key typed: the admin shell starts loading meanwhile. */
  onTyping: () => void;
}

/** Step VERIFY (spec §2.2): the 4-digit code, masked; Resend 30 seconds after the step begins. */
export function OtpStep({ email, challenge, busy, onVerify, onResend, onChangeEmail, onTyping }: OtpStepProps) {
  const [otp, setOtp] = useState('');
  const typed = useRef(false);
  const left = useCountdown(30, challenge);

  const change = (value: string) => {
    if (!typed.current) {
      typed.current = true;
      onTyping();
    }
    setOtp(cleanOtp(value));
  };

  const { error, submit } = useCheckedSubmit(otp, validateOtp, () => onVerify(otp));

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={t('auth.otp')}
        type="password"
        autoComplete="one-time-code"
        autoFocus
        fullWidth
        margin="normal"
        value={otp}
        onChange={(e) => change(e.target.value)}
        error={error !== null}
        helperText={error ?? t('auth.otp_help', { email })}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, pattern: '[0-9]*' } }}
      />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy}>
        {t('auth.verify_otp')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2, gap: 1 }}>
        {onChangeEmail ? (
          <Button onClick={onChangeEmail} disabled={busy}>
            {t('auth.change_email')}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={onResend} disabled={busy || left > 0} aria-live="polite">
          {left > 0 ? t('auth.resend_in', { seconds: left }) : t('auth.resend_otp')}
        </Button>
      </Box>
    </form>
  );
}
