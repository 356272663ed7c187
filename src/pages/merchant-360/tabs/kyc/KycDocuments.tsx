import { useState } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../../format';
import { KycDocumentPreview } from '../../../merchant-changes/KycDocumentPreview';
import { Section } from '../../Field';
import { ReadTable } from '../../ReadTable';
import { maskTail, useKycRead } from '../../kyc-reads';
import type { KycDocumentItem } from '../../../../../dataProviders/crm/merchant-kyc-reads';
import { PreviewDialog } from './PreviewDialog';

/**
 * The merchant's KYC documents (spec §7.3 GET /merchants/{id}/doc/list), numbers masked, each viewable: its bytes
 * from GET /kyc/document/{id}, typed by the server from the content, previewed safely (PDF without scripts, images).
 */
export function KycDocuments({ merchantId }: { merchantId: string }) {
  const translate = useTranslate();
  const docs = useKycRead(merchantId, 'documents');
  const [open, setOpen] = useState<KycDocumentItem | null>(null);
  return (
    <Section title="merchant360Kyc.documents_section">
      <ReadTable
        label="merchant360Kyc.documents_section"
        rows={docs.data}
        isPending={docs.isPending}
        error={docs.error}
        columns={[
          { label: 'merchant360Kyc.f.doc_type', render: (d) => d.docType },
          {
            label: 'merchant360Kyc.f.doc_identifier',
            render: (d) => <span title={translate('merchant360Kyc.masked_hint')}>{maskTail(d.docIdentifier)}</span>,
          },
          { label: 'merchant360Kyc.f.file_name', render: (d) => d.fileName },
          { label: 'merchant360Kyc.f.uploaded_at', render: (d) => formatDateTime(d.createdAt) },
          {
            label: 'merchant360Kyc.view',
            render: (d) => (
              <Button size="small" onClick={() => setOpen(d)}>
                {translate('merchant360Kyc.view_document', { name: d.fileName })}
              </Button>
            ),
          },
        ]}
      />
      {open && (
        <PreviewDialog title={`${open.docType} · ${open.fileName}`} onClose={() => setOpen(null)}>
          <KycDocumentPreview doc={{ ...open, docIdentifier: maskTail(open.docIdentifier) }} />
        </PreviewDialog>
      )}
    </Section>
  );
}
