/**
 * react-admin's "Save current query" and "Remove query" dialogs, which its FilterButton imports for every list with
 * filters, fetched when one first opens (issue 18's JavaScript budget; vite.config.ts resolves FilterButton's imports
 * of them here). The console's lists turn them off (`disableSaveQuery`: views are saved on the server, see
 * src/common/saved-views), so they never open; a FilterButton that kept them would fetch each on its first open and
 * keep it mounted from then on, so it closes with its transition.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';

interface DialogProps {
  open: boolean;
  onClose(): void;
}

function onFirstOpen(load: () => Promise<ComponentType<DialogProps>>): ComponentType<DialogProps> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function SavedQueryDialog(props: DialogProps) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : null;
  };
}

export const AddSavedQueryDialog = onFirstOpen(() =>
  import('../../node_modules/ra-ui-materialui/dist/list/filter/AddSavedQueryDialog.js').then(
    (module) => module.AddSavedQueryDialog,
  ),
);

export const RemoveSavedQueryDialog = onFirstOpen(() =>
  import('../../node_modules/ra-ui-materialui/dist/list/filter/RemoveSavedQueryDialog.js').then(
    (module) => module.RemoveSavedQueryDialog,
  ),
);
