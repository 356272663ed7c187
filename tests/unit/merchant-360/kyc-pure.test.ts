import { describe, expect, it } from 'vitest';
import { declarationStatus } from '../../../contract/merchant/declaration';
import { base64Bytes, previewKind } from '../../../src/pages/merchant-360/tabs/kyc/preview-type';

const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0]);

describe('document preview (KYC and CPV documents)', () => {
  it('previews a PDF or an image only when the declared type and the first bytes agree', () => {
    expect(previewKind('application/pdf', new TextEncoder().encode('%PDF-1.7'))).toBe('pdf');
    expect(previewKind('image/png', bytes(0x89, 0x50, 0x4e, 0x47))).toBe('image');
    expect(previewKind('image/jpeg', bytes(0xff, 0xd8, 0xff))).toBe('image');
    // An HTML or SVG file, or a PDF that claims to be an image, is never shown.
    expect(previewKind('text/html', new TextEncoder().encode('<html>'))).toBeNull();
    expect(previewKind('image/svg+xml', new TextEncoder().encode('<svg onload=x>'))).toBeNull();
    expect(previewKind('image/png', new TextEncoder().encode('%PDF-1.7'))).toBeNull();
  });

  it('decodes the base64 content the CPV call answers', () => {
    expect([...base64Bytes(btoa('%PDF-'))]).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d]);
  });
});

describe('Merchant Declaration- NPCI standing', () => {
  it('is not needed once KYC is verified or without an annual limit', () => {
    expect(declarationStatus({ kycStatus: 'VERIFIED', annualLimit: 100, used: 200 })).toBe('NOT_NEEDED');
    expect(declarationStatus({ kycStatus: 'PENDING', annualLimit: null, used: 200 })).toBe('NO_LIMIT');
  });

  it('is due from 80% of the limit and overdue at the limit', () => {
    const at = (used: number | null) => declarationStatus({ kycStatus: 'PENDING', annualLimit: 100_000, used });
    expect(at(null)).toBe('WITHIN');
    expect(at(79_999.99)).toBe('WITHIN');
    expect(at(80_000)).toBe('DUE');
    expect(at(100_000)).toBe('OVER');
  });
});
