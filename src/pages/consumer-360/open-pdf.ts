import { useNotify, useTranslate } from 'react-admin';

/** Opens a PDF the server sends (a bill, a loan's NOC or letter) in a new tab; a failure is an error toast. */
export function useOpenPdf(): (fetchPdf: () => Promise<Blob>) => Promise<void> {
  const notify = useNotify();
  const translate = useTranslate();
  return async (fetchPdf) => {
    try {
      const blob = await fetchPdf();
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } catch (e) {
      notify(e instanceof Error ? e.message : translate('consumer360.toast.failed'), { type: 'error' });
    }
  };
}
