import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** An RGB PNG of width × height whose pixels `pixel(x, y)` gives. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const W = 160;
const H = 100;
/** The block size of the masked rendition: a 160 × 100 card becomes 8 × 5 flat tiles, nothing legible left. */
const BLOCK = 20;

/** The drawing of a document: a POA card (band, photo, text lines) or a selfie (face on a plain background). */
function drawing(docType: string, seed: number): (x: number, y: number) => Rgb {
  const tint = (seed * 37) % 60;
  if (docType === 'SELFIE')
    return (x, y) => {
      const dx = x - 80;
      const dy = y - 45;
      if (dx * dx + dy * dy < 28 * 28)
        return (Math.abs(dx) > 8 && Math.abs(dx) < 14 && dy > -10 && dy < -4) ||
          (dy > 10 && dy < 14 && Math.abs(dx) < 12)
          ? [60, 40, 30]
          : [224, 180, 150];
      if (y > 78 && Math.abs(dx) < 45) return [40 + tint, 70, 140];
      return [200, 214, 230];
    };
  return (x, y) => {
    if (y < 18) return [20, 60 + tint, 120];
    if (x >= 10 && x < 50 && y >= 28 && y < 84) return [150 + tint, 150, 160];
    const line = y >= 30 && y < 84 && (y - 30) % 12 < 5 && x >= 60 && x < 60 + 90 - ((y * 7 + seed) % 40);
    return line ? [40, 40, 40] : [246, 242, 228];
  };
}

/** A KYC image and its masked rendition (each BLOCK × BLOCK tile flattened to its mean colour), both real PNGs. */
export function kycImagePair(docType: string, seed: number): { clear: Buffer; masked: Buffer } {
  const draw = drawing(docType, seed);
  const tiles = new Map<string, Rgb>();
  const tile = (tx: number, ty: number): Rgb => {
    const key = `${tx},${ty}`;
    const hit = tiles.get(key);
    if (hit) return hit;
    let [r, g, b] = [0, 0, 0];
    for (let y = ty * BLOCK; y < (ty + 1) * BLOCK; y++)
      for (let x = tx * BLOCK; x < (tx + 1) * BLOCK; x++) {
        const [pr, pg, pb] = draw(x, y);
        r += pr;
        g += pg;
        b += pb;
      }
    const n = BLOCK * BLOCK;
    const mean: Rgb = [Math.round(r / n), Math.round(g / n), Math.round(b / n)];
    tiles.set(key, mean);
    return mean;
  };
  return {
    clear: encodePng(W, H, draw),
    masked: encodePng(W, H, (x, y) => tile(Math.floor(x / BLOCK), Math.floor(y / BLOCK))),
  };
}
