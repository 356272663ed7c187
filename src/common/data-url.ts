import { useEffect, useState } from 'react';

/** A blob as a data: URL (the console's CSP allows data: images, not blob:); its base64 is what follows the comma. */
export function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/** The data: URL of a blob once read (null before, or without a blob). */
export function useDataUrl(blob: Blob | null | undefined): string | null {
  const [read, setRead] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    if (blob) void dataUrlOf(blob).then((url) => live && setRead({ blob, url }));
    return () => {
      live = false;
    };
  }, [blob]);
  return blob && read?.blob === blob ? read.url : null;
}
