import { defaultTheme } from 'react-admin';
import { deepmerge } from '@mui/utils';
import { t } from '../i18n/translate';

/**
 * Every progress indicator has a name unless its own caller gives one (axe: aria-progressbar-name), react-admin's
 * own included (the app bar's loading indicator, list loaders).
 */
const named = { defaultProps: { 'aria-label': t('app.loading') } };

export const theme = deepmerge(defaultTheme, {
  palette: { primary: { main: '#1f4e99' }, secondary: { main: '#1f4e99' } },
  components: { MuiCircularProgress: named, MuiLinearProgress: named },
});
