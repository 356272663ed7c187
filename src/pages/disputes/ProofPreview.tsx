import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import type { DisputeProduct } from '../../../contract/disputes/rules';
import { useDisputesProvider } from './provider';
import { ListSkeleton } from '../../common/ListSkeleton';

// pdf.js parses in its own worker, bundled from our origin (the CSP allows no other).
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/**
 * Nothing in a proof runs (spec §2.9): no script evaluation in pdf.js (CVE-2024-4367), no document JavaScript
 * (pdf.js has no scripting without its sandbox, which we do not load), no annotation layer (links, forms).
 */
export const SAFE_PDF_OPTIONS = {
  isEvalSupported: false,
  enableScripting: false,
  disableAutoFetch: true,
  stopAtErrors: false,
} as const;

export interface ProofRef {
  id: number;
  mediaType: string;
  fileName: string;
}

export function PdfPages({ data }: { data: Uint8Array }) {
  const [pages, setPages] = useState(0);
  const translate = useTranslate();
  // react-pdf compares `file` by identity and pdf.js takes over the buffer: give it one copy per proof.
  const file = useMemo(() => ({ data: data.slice() }), [data]);
  return (
    <Document
      file={file}
      options={SAFE_PDF_OPTIONS}
      onLoadSuccess={(doc) => setPages(doc.numPages)}
      error={<Alert severity="error">{translate('disputes.preview_failed')}</Alert>}
      loading={<ListSkeleton rows={3} />}
    >
      {Array.from({ length: pages }, (_, i) => (
        <Page key={i} pageNumber={i + 1} width={520} renderAnnotationLayer={false} renderTextLayer />
      ))}
    </Document>
  );
}

export function ImageProof({ blob, alt }: { blob: Blob; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    // A data: URL (the CSP allows data: images, not blob:); an image never runs anything.
    const reader = new FileReader();
    reader.onload = () => setSrc(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(blob);
    return () => reader.abort();
  }, [blob]);
  return src ? <Box component="img" src={src} alt={alt} sx={{ maxWidth: '100%' }} /> : null;
}

/** A proof shown safely: PDFs rendered by pdf.js in its worker, images as images, anything else refused. */
export function ProofPreview({ proof, product }: { proof: ProofRef; product: DisputeProduct }) {
  const provider = useDisputesProvider();
  const translate = useTranslate();
  const query = useQuery({
    queryKey: ['dispute-proof', proof.id],
    retry: false,
    queryFn: () => provider.getProof({ id: proof.id, sourceProduct: product }),
  });
  const bytes = useQuery({
    queryKey: ['dispute-proof-bytes', proof.id],
    enabled: query.isSuccess,
    queryFn: async () => new Uint8Array(await query.data!.arrayBuffer()),
  });
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  if (!query.data) return <ListSkeleton rows={3} />;
  const type = query.data.type;
  return (
    <Box data-testid="proof-preview" aria-label={translate('disputes.proof_of', { name: proof.fileName })}>
      <Typography variant="caption">{proof.fileName}</Typography>
      {type === 'application/pdf' && bytes.data && <PdfPages data={bytes.data} />}
      {(type === 'image/png' || type === 'image/jpeg') && <ImageProof blob={query.data} alt={proof.fileName} />}
      {!['application/pdf', 'image/png', 'image/jpeg'].includes(type) && (
        <Alert severity="warning">{translate('disputes.preview_failed')}</Alert>
      )}
    </Box>
  );
}

export default ProofPreview;
