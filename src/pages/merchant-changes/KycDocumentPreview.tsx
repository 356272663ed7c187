import { Alert, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { LazyImageProof as ImageProof, LazyPdfPages as PdfPages } from '../disputes/LazyProof';
import { useMerchantChangeActions } from './actions';
import { ListSkeleton } from '../../common/ListSkeleton';

export interface KycDocumentRef {
  id: number;
  docType: string;
  fileName: string;
  docIdentifier: string | null;
}

const PREVIEWABLE = ['application/pdf', 'image/png', 'image/jpeg'];

/**
 * A stored document (a KYC document, a mobile change proof) shown safely with the disputes viewer: PDFs rendered by
 * pdf.js in its worker (no scripts, no annotation layer), images as data: URLs, anything else refused. The type is
 * the server's (from the content).
 */
export function StoredDocumentPreview({
  queryKey,
  load,
  heading,
  fileName,
  testId,
}: {
  queryKey: readonly unknown[];
  load: () => Promise<Blob>;
  heading: string;
  fileName: string;
  testId: string;
}) {
  const translate = useTranslate();
  const blob = useQuery({ queryKey, retry: false, queryFn: load });
  const bytes = useQuery({
    queryKey: [...queryKey, 'bytes'],
    enabled: blob.isSuccess,
    queryFn: async () => new Uint8Array(await blob.data!.arrayBuffer()),
  });
  if (blob.isError) return <Alert severity="error">{blob.error.message}</Alert>;
  if (!blob.data) return <ListSkeleton rows={3} />;
  const type = blob.data.type;
  return (
    <Box data-testid={testId} aria-label={fileName} sx={{ mb: 2 }}>
      <Typography variant="subtitle2">{heading}</Typography>
      {type === 'application/pdf' && bytes.data && <PdfPages data={bytes.data} />}
      {(type === 'image/png' || type === 'image/jpeg') && <ImageProof blob={blob.data} alt={fileName} />}
      {!PREVIEWABLE.includes(type) && (
        <Alert severity="warning">{translate('merchantChanges.kyc.preview_failed')}</Alert>
      )}
    </Box>
  );
}

/** A KYC document: its type, identifier and file name above it. */
export function KycDocumentPreview({ doc }: { doc: KycDocumentRef }) {
  const actions = useMerchantChangeActions();
  return (
    <StoredDocumentPreview
      queryKey={['kyc-document', doc.id]}
      load={() => actions.getKycDocument({ id: doc.id })}
      heading={`${doc.docType}${doc.docIdentifier ? ` · ${doc.docIdentifier}` : ''} · ${doc.fileName}`}
      fileName={doc.fileName}
      testId="kyc-document"
    />
  );
}
