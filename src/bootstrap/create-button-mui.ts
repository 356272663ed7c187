/**
 * `@mui/material` as react-admin's CreateButton imports it (vite.config.ts): the same, except its Fab, drawn only on a
 * small screen (the button is a plain button on a desktop), is fetched when first drawn.
 */
import { lazyPart } from './lazy-datatable-parts';

export * from '@mui/material';

export const Fab = lazyPart(() => import('@mui/material/Fab').then((module) => module.default));
