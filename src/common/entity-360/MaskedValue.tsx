import { useState } from 'react';
import { Box, Button, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useCanAccess, useTranslate } from 'react-admin';
import { RevealDialog } from './RevealDialog';

export interface MaskedValueProps {
  /** What the server sent (masked); null/empty shows 'N/A'. */
  masked: string | null | undefined;
  /** i18n key of what the value is ('Account number' …), used in the dialog. */
  label: string;
  /** The access-table entry that may reveal; denied → the button is disabled and says why. */
  revealResource: string;
  /** The action of that entry asked (default 'access', a page's; a resource's binding action such as 'list'). */
  revealAction?: string;
  /** Asks the server for the value with the reason (the server writes the audit row) and returns it. */
  onReveal: (reason: string) => Promise<string>;
}

/**
 * A personal value shown masked, with 'Reveal': it asks for a reason, calls the reveal endpoint (audited on the
 * server), then shows the value in place for this screen only.
 */
export function MaskedValue({ masked, label, revealResource, revealAction = 'access', onReveal }: MaskedValueProps) {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: revealResource, action: revealAction });
  const [open, setOpen] = useState(false);
  const [revealed, setRevealed] = useState<string | null>(null);
  if (masked === null || masked === undefined || masked === '') return <>{translate('entity360.not_available')}</>;
  if (revealed !== null) return <Box component="span">{revealed}</Box>;
  const denied = !isPending && !canAccess;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" sx={{ fontFamily: 'monospace' }}>
        {masked}
      </Box>
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
        <RevealDialog
          label={label}
          onClose={() => setOpen(false)}
          onReveal={async (reason) => {
            const value = await onReveal(reason);
            setRevealed(value);
            setOpen(false);
          }}
        />
      )}
    </Box>
  );
}
