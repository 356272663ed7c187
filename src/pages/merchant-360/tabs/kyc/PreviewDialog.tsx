import { useMemo, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ClosableDialogTitle } from '../../../../common/ClosableDialogTitle';
import { LazyImageProof as ImageProof, LazyPdfPages as PdfPages } from '../../../disputes/LazyProof';
import { base64Bytes, previewKind } from './preview-type';

/** A dialog around one document's preview. */
export function PreviewDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="m360-preview-title">
      <ClosableDialogTitle id="m360-preview-title" onClose={onClose}>
        {title}
      </ClosableDialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('merchant360Kyc.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A CPV document's bytes shown safely: a PDF by pdf.js without scripts, an image as a data: URL, nothing else. */
export function InlineDocument({ content, mediaType, name }: { content: string; mediaType: string; name: string }) {
  const translate = useTranslate();
  const bytes = useMemo(() => base64Bytes(content), [content]);
  const kind = previewKind(mediaType, bytes);
  const blob = useMemo(() => new Blob([bytes.slice()], { type: mediaType }), [bytes, mediaType]);
  if (kind === 'pdf') return <PdfPages data={bytes} />;
  if (kind === 'image') return <ImageProof blob={blob} alt={name} />;
  return (
    <Alert severity="warning">
      <Typography variant="body2">{translate('merchant360Kyc.preview_refused')}</Typography>
    </Alert>
  );
}
