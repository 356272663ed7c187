import { defaultTheme } from 'react-admin';
import { deepmerge } from '@mui/utils';

export const theme = deepmerge(defaultTheme, {
  palette: { primary: { main: '#1f4e99' }, secondary: { main: '#1f4e99' } },
});
