// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compressImage, IMAGE_QUALITY } from '../../../../src/common/compress-image';
import { readProof } from '../../../../src/pages/disputes/proof-file';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], { type: 'image/jpeg' });

/** A canvas that records how it was asked to encode, answering with a small JPEG. */
function fakeCanvas(answer: Blob | null = JPEG) {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 40, height: 30, close: vi.fn() })),
  );
  const context = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  return vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done: BlobCallback) => done(answer));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('image compression before upload (spec §9: quality 0.2, the browser canvas)', () => {
  it('re-encodes an image as JPEG at quality 0.2', async () => {
    const toBlob = fakeCanvas();
    const big = new Blob([new Uint8Array(5000)], { type: 'image/png' });
    expect(IMAGE_QUALITY).toBe(0.2);
    expect(await compressImage(big)).toBe(JPEG);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.2);
  });

  it('keeps the original when the result is not smaller or the browser cannot encode', async () => {
    fakeCanvas(null);
    const tiny = new Blob([new Uint8Array(3)], { type: 'image/png' });
    expect(await compressImage(tiny)).toBe(tiny);
  });

  it('a dispute or mobile-change proof image is compressed before its size is checked; a PDF is not', async () => {
    const toBlob = fakeCanvas();
    const png = new File([new Uint8Array([...PNG_HEAD, ...new Uint8Array(2_000_000)])], 'proof.png');
    const read = await readProof(png);
    expect(read).toEqual({ content: expect.any(String), mediaType: 'image/jpeg', size: 6 });
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.2);
    toBlob.mockClear();
    const pdf = new File([new TextEncoder().encode('%PDF-1.4 x')], 'proof.pdf');
    expect(await readProof(pdf)).toMatchObject({ mediaType: 'application/pdf' });
    expect(toBlob).not.toHaveBeenCalled();
  });
});
