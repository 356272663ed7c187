import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useCanAccess, useTranslate } from 'react-admin';
import { onFirstUse } from '../../bootstrap/first-use';

// The dialog (MUI's Dialog and text field) is fetched at the first pointer move or key, not with each 360 page.
const loadDialog = () => import('./RevealDialog');
const RevealDialog = lazy(() => loadDialog().then((module) => ({ default: module.RevealDialog })));
const preloadDialog = () => void loadDialog();

export interface RevealButtonProps {
  /** i18n key of what is revealed ('Account number' …), in the button's name and the dialog. */
  label: string;
  /** The access-table entry that may reveal; denied → the button is disabled and says why. */
  resource: string;
  /** The action of that entry asked (default 'access', a page's; a resource's binding action such as 'list'). */
  action?: string;
  /** Asks the server with the reason (the server writes the audit row) and keeps what it returns. */
  onReveal: (reason: string) => Promise<void>;
}

/** 'Reveal' for a masked personal value or image: asks for a reason in RevealDialog, then runs `onReveal`. */
export function RevealButton({ label, resource, action = 'access', onReveal }: RevealButtonProps) {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource, action });
  const [open, setOpen] = useState(false);
  const denied = !isPending && !canAccess;
  useEffect(() => onFirstUse(preloadDialog), []);
  return (
    <>
      <Tooltip title={denied ? translate('entity360.reveal_denied') : ''}>
        <span>
          <Button
            size="small"
            startIcon={<VisibilityIcon fontSize="inherit" />}
            disabled={isPending || denied}
            onClick={() => setOpen(true)}
            aria-label={`${translate('entity360.reveal')} ${translate(label)}`}
          >
            {translate('entity360.reveal')}
          </Button>
        </span>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <RevealDialog
            label={label}
            onClose={() => setOpen(false)}
            onReveal={async (reason) => {
              await onReveal(reason);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
