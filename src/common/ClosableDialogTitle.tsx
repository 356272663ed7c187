import type { ReactNode } from 'react';
import { DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';

/** A dialog's title with its Close button in the corner (labelled for screen readers). */
export function ClosableDialogTitle({
  id,
  onClose,
  children,
}: {
  id: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <DialogTitle id={id}>
      {children}
      <IconButton
        aria-label={translate('ra.action.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  );
}
