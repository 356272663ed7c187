/**
 * App banners (issue 46 item 2, /upload-banner): who reads and manages them, the placements with the size their image
 * must be, the image rules (PNG, JPEG or WebP by its bytes, at most 1 MB), and how an image's type and size are read
 * from its header bytes (pure: the server's check and the console's own check before upload share it).
 */
export const BANNER_VIEW_KEY = 'CAN_VIEW_BANNERS';
/** Ops' key: uploading, ordering, publishing and unpublishing banners. */
export const BANNER_MANAGE_KEY = 'CAN_MANAGE_BANNERS';

/** Where a banner shows in the app, and the exact pixel size its image must have. */
export const BANNER_PLACEMENTS = {
  HOME_TOP: { width: 1080, height: 360 },
  OFFERS: { width: 1080, height: 540 },
} as const;
export type BannerPlacement = keyof typeof BANNER_PLACEMENTS;
export const BANNER_PLACEMENT_NAMES = Object.keys(BANNER_PLACEMENTS) as [BannerPlacement, ...BannerPlacement[]];

export const BANNER_MAX_BYTES = 1024 * 1024;
export const BANNER_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type BannerMediaType = (typeof BANNER_MEDIA_TYPES)[number];

/** Stored: UNPUBLISHED (uploaded, or taken down) or PUBLISHED; a published banner reads SCHEDULED, LIVE or EXPIRED by its window. */
export const BANNER_STATES = ['UNPUBLISHED', 'SCHEDULED', 'LIVE', 'EXPIRED'] as const;
export type BannerState = (typeof BANNER_STATES)[number];

export const BANNER_MESSAGES = {
  uploaded: 'Banner uploaded. Publish it to show it in the app.',
  published: 'Banner published.',
  unpublished: 'Banner unpublished.',
  reordered: 'Banner order saved.',
  notFound: 'Banner not found.',
  stale: 'This banner changed since you opened it. Reload and try again.',
  moved: 'This banner is no longer in a state that allows this.',
  orderChanged: 'The order of this placement changed since you opened it. Reload and try again.',
  badType: 'The image must be a PNG, JPEG or WebP file.',
  tooLarge: 'The image must not exceed 1 MB.',
  endBeforeStart: 'End must be after start.',
  endPassed: 'End must be in the future.',
  imageRequired: 'Choose an image.',
} as const;

/** The message for an image whose size is not its placement's. */
export const wrongSizeMessage = (placement: BannerPlacement, got: { width: number; height: number }): string => {
  const want = BANNER_PLACEMENTS[placement];
  return `This placement needs a ${want.width}×${want.height} image; this one is ${got.width}×${got.height}.`;
};

/** The state of a banner at `at`. */
export function bannerStateAt(b: { status: string; start: number; end: number }, at: number): BannerState {
  if (b.status !== 'PUBLISHED') return 'UNPUBLISHED';
  if (b.end <= at) return 'EXPIRED';
  return b.start <= at ? 'LIVE' : 'SCHEDULED';
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);
const ascii = (b: Uint8Array, i: number, s: string) => [...s].every((c, k) => b[i + k] === c.charCodeAt(0));

/** JPEG: the first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC) holds height then width. */
function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    const length = u16be(b, i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

/** WebP: the lossy (VP8), lossless (VP8L) or extended (VP8X) header's canvas size. */
function webpSize(b: Uint8Array): { width: number; height: number } | null {
  if (b.length < 30) return null;
  if (ascii(b, 12, 'VP8 ')) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (ascii(b, 12, 'VP8L')) {
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(b, 12, 'VP8X')) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/**
 * An image's type and pixel size from its bytes alone (magic bytes, then the header), never its name or declared
 * type: a PNG, JPEG or WebP whose header can be read; null for anything else.
 */
export function readImageHeader(b: Uint8Array): { mediaType: BannerMediaType; width: number; height: number } | null {
  if (b.length >= 24 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) {
    if (!ascii(b, 12, 'IHDR')) return null;
    return { mediaType: 'image/png', width: u32be(b, 16), height: u32be(b, 20) };
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    const size = jpegSize(b);
    return size ? { mediaType: 'image/jpeg', ...size } : null;
  }
  if (b.length >= 16 && ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) {
    const size = webpSize(b);
    return size ? { mediaType: 'image/webp', ...size } : null;
  }
  return null;
}
