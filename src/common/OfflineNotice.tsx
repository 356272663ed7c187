/**
 * react-admin's Offline notice ("No connectivity. Could not fetch data.") as its list, edit and show views import it
 * (vite.config.ts), and the user form's roles show it, drawn without MUI's Alert (1.4 kB gzip on every list and
 * form, for a notice seen only offline, when nothing more can be fetched): the same message and resource wording, a warning-coloured outlined box with the
 * alert role, and the same class names for styling.
 */
import { Box, Typography } from '@mui/material';
import { useGetResourceLabel, useResourceContext, useResourceTranslation } from 'ra-core';
import type { ReactNode } from 'react';

interface OfflineProps {
  resource?: string;
  message?: string;
  variant?: 'standard' | 'outlined' | 'inline';
  icon?: ReactNode;
  className?: string;
}

export const OfflineClasses = { root: 'RaOffline-root', inline: 'RaOffline-inline' };

export function Offline({ message: messageProp, variant = 'standard', className, ...props }: OfflineProps) {
  const resource = useResourceContext(props);
  const getResourceLabel = useGetResourceLabel();
  const message = useResourceTranslation({
    baseI18nKey: 'ra.notification.offline',
    resourceI18nKey: resource ? `resources.${resource}.notification.offline` : undefined,
    userText: messageProp,
    options: {
      name: resource ? getResourceLabel(resource, 0) : undefined,
      _: 'No connectivity. Could not fetch data.',
    },
  });
  const inline = variant === 'inline';
  return (
    <Box
      role="alert"
      className={[OfflineClasses.root, inline ? OfflineClasses.inline : '', className ?? ''].join(' ').trim()}
      sx={{
        display: inline ? 'inline-flex' : 'flex',
        color: 'warning.dark',
        border: inline ? 'none' : 1,
        borderColor: 'warning.main',
        borderRadius: 1,
        px: inline ? 0 : 2,
        py: inline ? 0 : 1.5,
      }}
    >
      <Typography variant="body2">{message}</Typography>
    </Box>
  );
}
