import { useState, type FormEvent } from 'react';
import { Box, Button, CssBaseline, Paper, TextField, ThemeProvider, Typography } from '@mui/material';
import { signInTheme } from './theme';
import { SideImage } from './SideImage';
import { t } from '../i18n/translate';
import { validateEmail } from './validation';

export interface SignInAppProps {
  onSignedIn: () => void;
  prefetchAdmin: () => Promise<unknown>;
}

/** The sign-in screen: outside the admin shell so it paints with a fraction of the JavaScript (DESIGN.md §6). */
export default function SignInApp(_props: SignInAppProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem ? t(problem) : null);
  };

  return (
    <ThemeProvider theme={signInTheme}>
      <CssBaseline />
      <Box component="main" sx={{ display: 'flex', minHeight: '100vh' }}>
        <SideImage alt={t('auth.side_image_alt')} />
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
          <Paper component="form" onSubmit={submit} noValidate sx={{ p: 4, width: '100%', maxWidth: 400 }}>
            <Typography component="h1" variant="h5" gutterBottom>
              {t('auth.sign_in')}
            </Typography>
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
            <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }}>
              {t('auth.request_otp')}
            </Button>
          </Paper>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
