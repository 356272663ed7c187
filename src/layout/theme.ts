import { defaultTheme } from 'react-admin';
import { deepmerge } from '@mui/utils';
import type { Theme } from '@mui/material/styles';
import { t } from '../i18n/translate';

/**
 * Every progress indicator has a name unless its own caller gives one (axe: aria-progressbar-name), react-admin's
 * own included (the app bar's loading indicator, list loaders).
 */
const named = { defaultProps: { 'aria-label': t('app.loading') } };

/**
 * react-admin's loading screen (shown once a page has taken a second) writes "Please wait" in text.disabled, 2.7:1
 * on white (axe: color-contrast); text.secondary is 5.7:1.
 */
const loadingReadable = {
  styleOverrides: {
    root: ({ theme }: { theme: Theme }) => ({ '& .RaLoading-message': { color: theme.palette.text.secondary } }),
  },
};

export const theme = deepmerge(defaultTheme, {
  palette: { primary: { main: '#1f4e99' }, secondary: { main: '#1f4e99' } },
  components: { MuiCircularProgress: named, MuiLinearProgress: named, RaLoading: loadingReadable },
});
