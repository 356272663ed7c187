import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { formatDateTime, orNotAvailable } from '../../../../format';
import { KycDocumentPreview } from '../../../merchant-changes/KycDocumentPreview';
import { Section } from '../../Field';
import { ReadTable } from '../../ReadTable';
import { useKycRead } from '../../kyc-reads';
import { maskIdentifier } from '../../../../../contract/pii';
import type { KycDocumentItem } from '../../../../../dataProviders/crm/merchant-kyc-reads';
import { useDocumentViewer } from './document-viewer';

const ALL_STORES = '';

/**
 * The merchant's KYC documents (spec §7.3 GET /merchants/{id}/doc/list, all or one store's by merchantStoreId),
 * numbers masked, each viewable: its bytes
 * from GET /kyc/document/{id}, typed by the server from the content, previewed safely (PDF without scripts, images).
 */
export function KycDocuments({ merchantId }: { merchantId: string }) {
  const translate = useTranslate();
  const [storeId, setStoreId] = useState(ALL_STORES);
  const docs = useKycRead(merchantId, 'documents', storeId ? { merchantStoreId: storeId } : {});
  const stores = useGetList('m360-stores', { filter: { merchantId }, pagination: { page: 1, perPage: 100 } });
  const viewer = useDocumentViewer((doc: KycDocumentItem) => (
    <KycDocumentPreview doc={{ ...doc, docIdentifier: maskIdentifier(doc.docIdentifier) }} />
  ));
  return (
    <Section
      title="merchant360Kyc.documents_section"
      actions={
        <TextField
          select
          size="small"
          label={translate('merchant360More.f.kyc_store')}
          value={storeId}
          onChange={(e) => setStoreId(e.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value={ALL_STORES}>{translate('merchant360More.all_documents')}</MenuItem>
          {(stores.data ?? []).map((s) => (
            <MenuItem key={String(s.storeId)} value={String(s.storeId)}>
              {`${String(s.storeId)} · ${String(s.name)}`}
            </MenuItem>
          ))}
        </TextField>
      }
    >
      <ReadTable
        label="merchant360Kyc.documents_section"
        read={docs}
        columns={[
          { label: 'merchant360Kyc.f.doc_type', render: (d) => d.docType },
          {
            label: 'merchant360Kyc.f.doc_identifier',
            render: (d) => (
              <span title={translate('merchant360Kyc.masked_hint')}>{maskIdentifier(d.docIdentifier)}</span>
            ),
          },
          { label: 'merchant360Kyc.f.file_name', render: (d) => d.fileName },
          { label: 'merchant360More.f.kyc_store', render: (d) => orNotAvailable(d.merchantStoreId) },
          { label: 'merchant360Kyc.f.uploaded_at', render: (d) => formatDateTime(d.createdAt) },
          viewer.column,
        ]}
      />
      {viewer.dialog}
    </Section>
  );
}
