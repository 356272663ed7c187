// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Entity360Context } from '../../../src/common/entity-360';
import BankTab from '../../../src/pages/merchant-360/tabs/BankTab';
import { CpvAudit } from '../../../src/pages/merchant-360/tabs/kyc/StatusAudit';
import { CpvDocuments } from '../../../src/pages/merchant-360/tabs/kyc/CpvDocuments';
import { KycDocuments } from '../../../src/pages/merchant-360/tabs/kyc/KycDocuments';
import { renderInAdmin, signInWith } from '../helpers/admin-harness';

// pdf.js needs a browser's canvas; the previews themselves are the disputes viewer's (tested there and in Playwright).
vi.mock('../../../src/pages/disputes/ProofPreview', () => ({ PdfPages: () => null, ImageProof: () => null }));

/** Each answer by the path's end; anything else fails like the server would. */
let answers: Record<string, unknown> = {};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  signInWith(['CAN_LIST_MERCHANT_DETAILS']);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://console.test');
      const key = Object.keys(answers).find((k) => url.pathname.endsWith(k));
      if (!key) return Promise.resolve(json(500, { success: false, message: 'Something went wrong!' }));
      return Promise.resolve(json(200, { success: true, message: 'Success', data: answers[key] }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  answers = {};
});

const inMerchant = (node: React.ReactNode) =>
  renderInAdmin(
    <Entity360Context.Provider value={{ entityId: '1000011', basePath: '/new-merchant/1000011' }}>
      {node}
    </Entity360Context.Provider>,
  );

describe('KYC tab sections', () => {
  it('lists the KYC documents with their numbers masked and a View button each', async () => {
    answers = {
      '/merchants/1000011/doc/list': [
        {
          id: 7,
          merchantId: '1000011',
          docType: 'PAN',
          docIdentifier: 'ABCPK1010F',
          fileName: 'pan-1000011.png',
          mediaType: 'image/png',
          size: 120,
          createdAt: 1_700_000_000_000,
        },
      ],
    };
    inMerchant(<KycDocuments merchantId="1000011" />);
    const table = await screen.findByRole('table', { name: 'KYC documents' });
    expect(within(table).getByText('XXXXXX010F')).toBeTruthy();
    expect(within(table).queryByText('ABCPK1010F')).toBeNull();
    expect(within(table).getByRole('button', { name: 'View pan-1000011.png' })).toBeTruthy();
  });

  it('shows No Record Found! when the merchant has no CPV documents, and the reason with Retry when a read fails', async () => {
    answers = { '/merchants/1000011/get-all-cpv-docs': [] };
    inMerchant(
      <>
        <CpvDocuments merchantId="1000011" />
        <CpvAudit merchantId="1000011" />
      </>,
    );
    expect(await screen.findByText('No Record Found!')).toBeTruthy();
    expect(await screen.findByText('This list could not be loaded: Something went wrong!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows each CPV step as from → to, N/A for the first step and for empty remarks', async () => {
    answers = {
      '/merchants/1000011/get-cpv-audit': [
        {
          id: 2,
          merchantId: '1000011',
          action: 'VISIT_SCHEDULED',
          fromStatus: 'INITIATED',
          toStatus: 'SCHEDULED',
          actor: 'Ravi Kumar (field agent)',
          remarks: null,
          createdAt: 1_700_000_100_000,
        },
        {
          id: 1,
          merchantId: '1000011',
          action: 'CPV_INITIATED',
          fromStatus: null,
          toStatus: 'INITIATED',
          actor: 'system',
          remarks: 'Raised after onboarding',
          createdAt: 1_700_000_000_000,
        },
      ],
    };
    inMerchant(<CpvAudit merchantId="1000011" />);
    const table = await screen.findByRole('table', { name: 'CPV audit' });
    expect(within(table).getByText('INITIATED → SCHEDULED')).toBeTruthy();
    expect(within(table).getByText('N/A → INITIATED')).toBeTruthy();
    expect(within(table).getAllByText('N/A').length).toBe(1);
  });
});

describe('Bank change audit tab', () => {
  it('names each account by its §3.6 label, masks the number, and lists the changes old → new', async () => {
    answers = {
      '/merchants/1000011/bank-accounts': [
        {
          id: 3,
          purpose: 'SETTLEMENT',
          accountNumber: '918273645560',
          ifsc: 'HDFC0001234',
          label: 'HDFC5560',
          beneficiaryName: 'Lakshmi Stores',
          bankName: null,
          status: 'ACTIVE',
          createdAt: 1_700_000_000_000,
        },
      ],
      '/merchants/1000011/bank-change/audit': [
        {
          id: 9,
          purpose: 'SETTLEMENT',
          status: 'PENDING',
          proposed: { label: 'ICIC7788' },
          previous: { label: 'HDFC5560' },
          makerEmail: 'maker@console.example',
          makerRemarks: 'Merchant asked',
          checkerEmail: null,
          checkerRemarks: null,
          createdAt: 1_700_000_000_000,
          decidedAt: null,
        },
      ],
    };
    inMerchant(<BankTab />);
    const accounts = await screen.findByRole('table', { name: 'Bank accounts' });
    expect(within(accounts).getByText('HDFC5560')).toBeTruthy();
    expect(within(accounts).getByText('XXXXXXXX5560')).toBeTruthy();
    expect(within(accounts).queryByText('918273645560')).toBeNull();
    expect(within(accounts).getByText('Settlement')).toBeTruthy();
    const audit = await screen.findByRole('table', { name: 'Bank change audit' });
    expect(within(audit).getByText('ICIC7788')).toBeTruthy();
    // Not decided yet: checker and decided time are N/A.
    expect(within(audit).getAllByText('N/A').length).toBe(2);
  });
});
