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
 * A KYC document shown safely with the disputes viewer: PDFs rendered by pdf.js in its worker (no scripts, no
 * annotation layer), images as data: URLs, anything else refused. The type is the server's (from the content).
 */
export function KycDocumentPreview({ doc }: { doc: KycDocumentRef }) {
  const translate = useTranslate();
  const actions = useMerchantChangeActions();
  const blob = useQuery({
    queryKey: ['kyc-document', doc.id],
    retry: false,
    queryFn: () => actions.getKycDocument({ id: doc.id }),
  });
  const bytes = useQuery({
    queryKey: ['kyc-document-bytes', doc.id],
    enabled: blob.isSuccess,
    queryFn: async () => new Uint8Array(await blob.data!.arrayBuffer()),
  });
  if (blob.isError) return <Alert severity="error">{blob.error.message}</Alert>;
  if (!blob.data) return <ListSkeleton rows={3} />;
  const type = blob.data.type;
  return (
    <Box data-testid="kyc-document" aria-label={doc.fileName} sx={{ mb: 2 }}>
      <Typography variant="subtitle2">
        {doc.docType}
        {doc.docIdentifier ? ` · ${doc.docIdentifier}` : ''} · {doc.fileName}
      </Typography>
      {type === 'application/pdf' && bytes.data && <PdfPages data={bytes.data} />}
      {(type === 'image/png' || type === 'image/jpeg') && <ImageProof blob={blob.data} alt={doc.fileName} />}
      {!PREVIEWABLE.includes(type) && (
        <Alert severity="warning">{translate('merchantChanges.kyc.preview_failed')}</Alert>
      )}
    </Box>
  );
}
