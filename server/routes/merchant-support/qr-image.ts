import { createHash } from 'node:crypto';

const SIZE = 25;
const CELL = 8;
const QUIET = 4;

/** True inside one of the three corner finder squares (7×7: a ring, a gap, a 3×3 centre). */
function finder(x: number, y: number): boolean | null {
  for (const [ox, oy] of [
    [0, 0],
    [SIZE - 7, 0],
    [0, SIZE - 7],
  ] as const) {
    const dx = x - ox;
    const dy = y - oy;
    if (dx >= -1 && dx <= 7 && dy >= -1 && dy <= 7) {
      if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return false;
      const ring = dx === 0 || dy === 0 || dx === 6 || dy === 6;
      const centre = dx >= 2 && dx <= 4 && dy >= 2 && dy <= 4;
      return ring || centre;
    }
  }
  return null;
}

/**
 * The reference backend's QR image: an SVG (as a data URL) drawn from the payload, the same payload always giving the
 * same picture. It stands in for the real backend's image (no QR encoder ships with this project): the console
 * renders whatever image the backend answers, and the payload string beside it is what a payer's app reads.
 */
export function qrImage(payload: string): string {
  let bits = '';
  for (let round = 0; bits.length < SIZE * SIZE; round++)
    for (const byte of createHash('sha256').update(`${round}:${payload}`).digest())
      bits += byte.toString(2).padStart(8, '0');
  const cells: string[] = [];
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const on = finder(x, y) ?? bits[y * SIZE + x] === '1';
      if (on) cells.push(`M${(x + QUIET) * CELL} ${(y + QUIET) * CELL}h${CELL}v${CELL}h-${CELL}z`);
    }
  const side = (SIZE + 2 * QUIET) * CELL;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side}" height="${side}">` +
    `<rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${cells.join('')}"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
