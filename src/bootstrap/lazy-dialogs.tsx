/**
 * Dialogs react-admin imports with the buttons that open them, fetched when one first opens (issue 18's JavaScript
 * budget; vite.config.ts resolves those imports here). Once opened, a dialog stays mounted, so it closes with its
 * transition.
 *
 * - The filter button's "Save current query" and "Remove query" dialogs. The console's lists turn them off
 *   (`disableSaveQuery`: views are saved on the server, see src/common/saved-views), so they never open.
 * - Confirm, the confirmation of the delete button (an edit's toolbar) and of an array input's "clear" button (the
 *   forms with lists of items): MUI's Dialog and its parts, no longer on every form.
 *
 * `onFirstOpen` (src/common/lazy-mount.tsx) is what screens use for their own heavy dialogs too.
 */
import { onFirstOpen } from '../common/lazy-mount';

interface SavedQueryDialogProps {
  open: boolean;
  onClose(): void;
}

export const AddSavedQueryDialog = onFirstOpen<SavedQueryDialogProps>(
  () =>
    import('../../node_modules/ra-ui-materialui/dist/list/filter/AddSavedQueryDialog.js').then(
      (module) => module.AddSavedQueryDialog,
    ),
  (props) => props.open,
);

export const RemoveSavedQueryDialog = onFirstOpen<SavedQueryDialogProps>(
  () =>
    import('../../node_modules/ra-ui-materialui/dist/list/filter/RemoveSavedQueryDialog.js').then(
      (module) => module.RemoveSavedQueryDialog,
    ),
  (props) => props.open,
);

type ConfirmProps = import('../../node_modules/ra-ui-materialui/dist/layout/Confirm.js').ConfirmProps;

export const Confirm = onFirstOpen<ConfirmProps>(
  () => import('../../node_modules/ra-ui-materialui/dist/layout/Confirm.js').then((module) => module.Confirm),
  (props) => props.isOpen === true,
);
