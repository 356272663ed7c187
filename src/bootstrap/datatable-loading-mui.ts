/**
 * `@mui/material` as react-admin's DataTable loading skeleton imports it (vite.config.ts): the same, except its
 * Checkbox, drawn only for a table with row selection (none in the console), is fetched when first drawn.
 */
import { lazyPart } from './lazy-datatable-parts';

export * from '@mui/material';

export const Checkbox = lazyPart(() => import('@mui/material/Checkbox').then((module) => module.default));
