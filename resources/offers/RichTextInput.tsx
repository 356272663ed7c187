import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';

/** ra-input-rich-text is 142 kB gzip (STACK.md): its own chunk, loaded when an offer form opens. */
const Editor = lazy(() => import('ra-input-rich-text').then((m) => ({ default: m.RichTextInput })));

export function LazyRichTextInput({ source }: { source: string }) {
  return (
    <Suspense fallback={<LinearProgress />}>
      <Editor source={source} fullWidth />
    </Suspense>
  );
}
