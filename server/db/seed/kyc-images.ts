import { encodePng, type Rgb } from './png.js';

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
