import { useState, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReadColumn } from '../../ReadTable';
import { PreviewDialog } from './PreviewDialog';

/**
 * The 'View' column of a merchant's document table and the preview dialog it opens (titled type · file name), for
 * the KYC and CPV documents; `preview` draws the opened document's contents.
 */
export function useDocumentViewer<Doc extends { docType: string; fileName: string }>(
  preview: (doc: Doc) => ReactNode,
): { column: ReadColumn<Doc>; dialog: ReactNode } {
  const translate = useTranslate();
  const [open, setOpen] = useState<Doc | null>(null);
  const column: ReadColumn<Doc> = {
    label: 'merchant360Kyc.view',
    render: (d) => (
      <Button size="small" onClick={() => setOpen(d)}>
        {translate('merchant360Kyc.view_document', { name: d.fileName })}
      </Button>
    ),
  };
  const dialog = open && (
    <PreviewDialog title={`${open.docType} · ${open.fileName}`} onClose={() => setOpen(null)}>
      {preview(open)}
    </PreviewDialog>
  );
  return { column, dialog };
}
