import { Suspense, lazy, useState } from 'react';
import { Button, Tooltip } from '@mui/material';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import { useTranslate } from 'react-admin';
import type { SavedViewsApi } from '../../../dataProviders/crm/saved-views';

/** The menu, its dialogs and their requests load on the first click (issue 18: a list paints without them). */
const SavedViewsMenu = lazy(() => import('./SavedViewsMenu').then((m) => ({ default: m.SavedViewsMenu })));

/** The "Views" button as it looks before its menu is loaded; `disabled` while it loads. */
function ViewsButton({ onClick, disabled = false }: { onClick?(): void; disabled?: boolean }) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('savedViews.button_hint')} describeChild>
      <span>
        <Button size="small" startIcon={<BookmarksIcon />} onClick={onClick} disabled={disabled} aria-haspopup="dialog">
          {translate('savedViews.button')}
        </Button>
      </span>
    </Tooltip>
  );
}

/** The list toolbar's saved "Views" control (SavedViewsMenu), loaded and opened on its first click. */
export function SavedViewsButton(props: { listKey?: string; api?: SavedViewsApi }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <ViewsButton onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<ViewsButton disabled />}>
      <SavedViewsMenu {...props} openOnMount />
    </Suspense>
  );
}
