import PDFDocument from 'pdfkit';
import { encodePng, type Rgb } from './png.js';

/** Seeded proofs are pinned to one creation date, so pdfkit's document id (derived from it) never changes. */
const CREATED = new Date(Date.UTC(2026, 0, 1));

/**
 * A small real invoice or declaration PDF (pdfkit, standard font: amounts are written 'INR', since the standard
 * fonts cannot draw the rupee sign). Deterministic: the same lines give the same bytes.
 */
export function proofPdf(title: string, lines: readonly string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A5',
      margin: 36,
      info: { Title: title, Producer: 'console seed', Creator: 'console seed', CreationDate: CREATED },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(16).text(title);
    doc.moveDown();
    doc.fontSize(10);
    for (const line of lines) doc.text(line);
    doc.end();
  });
}

/** A small real PNG (a receipt-coloured block with stripes), width × height, RGB. */
export function proofPng(width = 64, height = 40, rgb: Rgb = [240, 236, 220]): Buffer {
  return encodePng(width, height, (_x, y) => (y % 8 === 0 ? [60, 60, 60] : rgb));
}

/**
 * A PDF that carries JavaScript (an OpenAction and a page action): a safe preview shows its text and runs none of
 * it. Written by hand so the script objects are exactly what a hostile proof would carry.
 */
export function pdfWithJavaScript(marker = 'window.__proofScriptRan = true; app.alert("proof script ran");'): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R /Names << /JavaScript << /Names [(run) 5 0 R] >> >> >>`,
    `<< /Type /Pages /Kids [3 0 R] /Count 1 >>`,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 6 0 R >> >> /AA << /O 5 0 R >> >>`,
    null,
    `<< /Type /Action /S /JavaScript /JS (${marker.replace(/[()\\]/g, (c) => `\\${c}`)}) >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>`,
  ];
  const text = 'BT /F1 14 Tf 20 150 Td (Invoice with script) Tj ET';
  objects[3] = `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
