import { useState } from 'react';
import { Button, TextField } from '@mui/material';
import { t } from '../i18n/translate';
import { useCheckedSubmit } from './useCheckedSubmit';
import { validateEmail } from './validation';

export interface EmailStepProps {
  initialEmail?: string;
  busy: boolean;
  onSubmit: (email: string) => void;
}

/** Step REQUEST (spec §2.2): the e-mail the code goes to, trimmed. */
export function EmailStep({ initialEmail = '', busy, onSubmit }: EmailStepProps) {
  const [email, setEmail] = useState(initialEmail);
  const { error, submit } = useCheckedSubmit(email, validateEmail, () => onSubmit(email.trim()));

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        autoFocus
        fullWidth
        margin="normal"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error !== null}
        helperText={error ?? t('auth.email_help')}
      />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy}>
        {t('auth.request_otp')}
      </Button>
    </form>
  );
}
