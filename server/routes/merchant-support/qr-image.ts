import QRCode from 'qrcode';

/**
 * The reference backend's QR image: a PNG (as a data URL) that encodes the payload, so a payer's UPI app scanning it
 * reads the same `upi://pay?…` intent the console prints beside it. Error correction M and a four-module quiet zone,
 * as printed QR standees use; the same payload always gives the same picture.
 */
export function qrImage(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 4, scale: 8, type: 'image/png' });
}
