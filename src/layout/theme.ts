import { defaultTheme } from 'react-admin';
import { deepmerge } from '@mui/utils';
import type { Theme } from '@mui/material/styles';
import { ScrollCard } from '../common/ScrollRegion';
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

/**
 * Error text (a row's Reject button, refusals) in MUI's red[800]: its default #d32f2f is 4.98:1 on white but 4.37:1
 * on a hovered row (action.hover over the page background, #f0f0f1), under AA's 4.5:1; #c62828 is 4.94:1 there.
 */
const error = { main: '#c62828' };

/**
 * Every list, generated or bespoke (issue 41 item 3): its main column may shrink inside the shell, and its card's
 * content is a ScrollRegion, so a table wider than the window scrolls inside its card, never the page, and the
 * keyboard can reach it while it does.
 */
const listScrollsInside = {
  defaultProps: { component: ScrollCard },
  styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } },
};

export const theme = deepmerge(defaultTheme, {
  palette: { primary: { main: '#1f4e99' }, secondary: { main: '#1f4e99' }, error },
  components: {
    MuiCircularProgress: named,
    MuiLinearProgress: named,
    RaLoading: loadingReadable,
    RaList: listScrollsInside,
  },
});
