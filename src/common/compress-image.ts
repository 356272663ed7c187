/** Spec §9: images are compressed at quality 0.2 before upload. */
export const IMAGE_QUALITY = 0.2;

/**
 * An image re-encoded as JPEG at `quality` through the browser's canvas (no dependency): decoded with
 * createImageBitmap, drawn at its own size, encoded with canvas.toBlob. The original is kept when the browser cannot
 * do it or the result is not smaller (a tiny PNG can grow as a JPEG).
 */
export async function compressImage(image: Blob, quality: number = IMAGE_QUALITY): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return image;
  try {
    const bitmap = await createImageBitmap(image);
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) return image;
    // JPEG has no transparency: a white page under a PNG's transparent parts rather than black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    const out = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    return out && out.size < image.size ? out : image;
  } catch {
    return image;
  }
}
