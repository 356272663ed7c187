import { record } from './consumer-extras-rows.js';

const DAY_S = 86_400;

/** The full demo consumer's loans (current and previous, both identifiers), Trillion application and PL config. */
export function lendingRecords(id: number, nowS: number) {
  const loans = (['CONSUMER_TRANSACTIONS', 'CONSUMER_DURABLE_LOAN'] as const).flatMap((identifier, i) =>
    [0, 1, 2].map((k) => {
      const current = k === 0;
      const amount = (i + 1) * 15000 + k * 5000;
      const start = nowS - (k * 200 + 30) * DAY_S;
      const tenure = 6 + k * 3;
      return record(
        id,
        'LOAN',
        `LN${id}${i}${k}`,
        start,
        {
          loanId: `LN${id}${i}${k}`,
          lender: i ? 'Bajaj Finance' : 'Trillion Finance',
          productName: i ? 'Smartphone' : 'Personal loan',
          tenure,
          rateOfInterest: 18,
          emiAmount: Math.round((amount * (1 + 0.18 * (tenure / 12))) / tenure),
          disbursedAt: start,
          closedAt: current ? null : start + tenure * 30 * DAY_S,
          schedule: current
            ? Array.from({ length: tenure }, (_, n) => ({
                installmentNumber: n + 1,
                date: start + (n + 1) * 30 * DAY_S,
                amount: Math.round((amount * (1 + 0.18 * (tenure / 12))) / tenure),
                paid: n < 1,
              }))
            : [],
        },
        {
          status: current ? 'ACTIVE' : 'CLOSED',
          sub_type: `${identifier}:${current ? 'CURRENT' : 'PREVIOUS'}`,
          amount,
        },
      );
    }),
  );
  const trillion = record(
    id,
    'TRILLION_APPLICATION',
    `TPL${id}`,
    nowS - 12 * DAY_S,
    {
      id: 88001,
      consumerId: id,
      externalApplicationId: 'TRL-APP-88001',
      loanAmount: 50000,
      processingFee: 1000,
      tenureMonth: 12,
      roi: 16.5,
      lender: 'Trillion Finance',
      loanType: 'PERSONAL_LOAN',
      stage: 'DISBURSED',
      viewState: 'LOAN_ACTIVE',
      rejectionReason: null,
      loanDisbursedAmount: 49000,
      nachStatus: 'SUCCESS',
      qcStatus: 'APPROVED',
      cpvStatus: 'APPROVED',
      sentToLenderAt: nowS - 11 * DAY_S,
      loanDisbursedTimestamp: nowS - 10 * DAY_S,
      base: { createdAt: nowS - 12 * DAY_S, updatedAt: nowS - 10 * DAY_S },
      metaData: {
        apr: 19.2,
        emi: 4550,
        irr: 16.5,
        lan_id: 'LAN88001',
        pincode: '560001',
        agreement_date: '2026-11-11',
        emi_start_date: '2026-12-05',
        aadhaar_address: 'Bengaluru, Karnataka',
        employment_type: 'SALARIED',
        reference_count: 2,
      },
    },
    { status: 'ACTIVE' },
  );
  const plConfig = record(id, 'PL_CONFIG', `PLC${id}`, 0, {
    maxLimit: 100000,
    processingFee: 2,
    availableBalance: 101000,
    minTenure: 3,
    maxTenure: 12,
    interestRate: 16,
  });
  // The personal-loan summary and the DSA lead (spec §3.24).
  const plSummary = record(id, 'PL_SUMMARY', `PLS${id}`, 0, {
    eligible: true,
    applied: true,
    activeLoan: true,
    approvedLimit: 100000,
    availableLimit: 40000,
    usedLimit: 60000,
    totalActiveLoans: 1,
  });
  const dsaLead = record(id, 'DSA_LEAD', `DSA${id}`, 0, {
    lender: 'TRILLION',
    eligible: true,
    leadStatus: 'CONVERTED',
    loanLeadStatus: 'DISBURSED',
    leadId: `LEAD${id}`,
    approvedLimit: 100000,
    leadDate: '2026-11-05',
    email: `consumer${id}@example.com`,
  });
  return { loans, trillion, plConfig, plSummary, dsaLead };
}
