import type { CpvDocumentDto } from '../../../../../contract/merchant/cpv';
import { formatDateTime } from '../../../../format';
import { Section } from '../../Field';
import { ReadTable } from '../../ReadTable';
import { useKycRead } from '../../kyc-reads';
import { InlineDocument } from './PreviewDialog';
import { useDocumentViewer } from './document-viewer';

/**
 * What the field agent captured at the merchant's contact point verification (spec §7.3 GET
 * /merchants/{id}/get-all-cpv-docs): photos and the visit report, each viewable safely.
 */
export function CpvDocuments({ merchantId }: { merchantId: string }) {
  const docs = useKycRead(merchantId, 'cpvDocuments');
  const viewer = useDocumentViewer((doc: CpvDocumentDto) => (
    <InlineDocument content={doc.content} mediaType={doc.mediaType} name={doc.fileName} />
  ));
  return (
    <Section title="merchant360Kyc.cpv_documents_section">
      <ReadTable
        label="merchant360Kyc.cpv_documents_section"
        read={docs}
        columns={[
          { label: 'merchant360Kyc.f.doc_type', render: (d) => d.docType },
          { label: 'merchant360Kyc.f.file_name', render: (d) => d.fileName },
          { label: 'merchant360Kyc.f.captured_by', render: (d) => d.capturedBy },
          {
            label: 'merchant360Kyc.f.location',
            render: (d) => (d.latitude && d.longitude ? `${d.latitude}, ${d.longitude}` : null),
          },
          { label: 'merchant360Kyc.f.captured_at', render: (d) => formatDateTime(d.createdAt) },
          viewer.column,
        ]}
      />
      {viewer.dialog}
    </Section>
  );
}
