import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};

/**
 * A real PNG of `width` × `height` (8-bit RGB) in two colours, the top `band` share in the second: the demo banners'
 * images and the tests' (no dependency; each row filtered with "none").
 */
export function bannerPng(
  width: number,
  height: number,
  colour: readonly [number, number, number],
  accent: readonly [number, number, number] = [255, 255, 255],
  band = 0.3,
): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = (rgb: readonly number[]) => Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const top = row(accent);
  const rest = row(colour);
  const raw = Buffer.concat(Array.from({ length: height }, (_, y) => (y < height * band ? top : rest)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
