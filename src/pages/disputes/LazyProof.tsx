import { lazy, Suspense, type ComponentProps } from 'react';
import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImageProof, PdfPages } from './ProofPreview';

/**
 * The proof viewers loaded when a document is opened, not with the screen that lists documents: ProofPreview brings
 * pdf.js (~120 kB gzip), which the merchant 360's KYC tab and the KYC case would otherwise fetch on open (issue 18).
 */
const Pdf = lazy(() => import('./ProofPreview').then((m) => ({ default: m.PdfPages })));
const Image = lazy(() => import('./ProofPreview').then((m) => ({ default: m.ImageProof })));

function Loading() {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('app.loading')} />;
}

export function LazyPdfPages(props: ComponentProps<typeof PdfPages>) {
  return (
    <Suspense fallback={<Loading />}>
      <Pdf {...props} />
    </Suspense>
  );
}

export function LazyImageProof(props: ComponentProps<typeof ImageProof>) {
  return (
    <Suspense fallback={<Loading />}>
      <Image {...props} />
    </Suspense>
  );
}
