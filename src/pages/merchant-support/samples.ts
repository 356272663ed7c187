import { UPLOAD_COLUMNS, type UploadKind } from '../../../contract/uploads';
import { UTF8_BOM } from '../../format/csv';

/** One example row per kind, so a sample file shows the shape the checks expect. */
const EXAMPLES: Record<UploadKind, string[]> = {
  'merchant-status': ['1000001', '5000001', 'INACTIVE', 'Closed by merchant', 'STATUS_UPDATE', 'ops'],
  ifsc: [
    'HDFC Bank',
    'HDFC0000001',
    'Fort',
    'Fort Mumbai',
    '02212345678',
    'Mumbai',
    'Mumbai',
    'Maharashtra',
    '240',
    'ACTIVE',
  ],
  'qr-orders': ['1000001', '1'],
  'settlement-config': ['1000001', 'ACTIVE', 'AUTO_SETTLEMENT', '2026-12-01', '2026-12-31', 'DELAYED', ''],
  p2pm: ['1000001', 'true'],
  'merchant-cashback': ['7000000001', '250.50', 'CB0001', 'Festive cashback'],
  'deposit-bulk': ['INV00000005', '1000', 'DEP0001', 'Branch deposit'],
  'variable-earning': ['INV00000001', '11.25', '2026-11-01', 'Pool rate of the day'],
  'merchant-alert-audience': ['1000001'],
  'delivery-pincodes': ['560001', 'Bengaluru', 'Karnataka', '2', 'true', 'true'],
  'vpa-upload': ['1000001', 'kiranstores@okaxis'],
  'recon-acquirer': ['412345678901', '1250.50', 'SUCCESS', '2026-11-28'],
  'recon-bank': ['412345678901', '1250.50', 'SUCCESS', '2026-11-29'],
  'insurance-cancel': ['POL-1001-1'],
  'campaign-audience': ['1001'],
};

/** Pure: a sample CSV of a kind (its header and one example row), BOM and CRLF like our other downloads. */
export const sampleCsv = (kind: UploadKind): string =>
  `${UTF8_BOM}${UPLOAD_COLUMNS[kind].join(',')}\r\n${EXAMPLES[kind].join(',')}\r\n`;

/** Saves text as a download (a Blob URL: allowed by the CSP, unlike a blob: worker). */
export function downloadText(fileName: string, text: string): void {
  downloadBlob(fileName, new Blob([text], { type: 'text/csv;charset=utf-8' }));
}

/** Saves a Blob (a file the server answered) as a download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
