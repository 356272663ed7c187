import { useState } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RevealButton } from './RevealButton';

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
  const [revealed, setRevealed] = useState<string | null>(null);
  if (masked === null || masked === undefined || masked === '') return <>{translate('entity360.not_available')}</>;
  if (revealed !== null) return <Box component="span">{revealed}</Box>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" sx={{ fontFamily: 'monospace' }}>
        {masked}
      </Box>
      <RevealButton
        label={label}
        resource={revealResource}
        action={revealAction}
        onReveal={async (reason) => setRevealed(await onReveal(reason))}
      />
    </Box>
  );
}
