/**
 * EMI loans (spec §3.17, §5.8): the installment schedule, the foreclosure quote and the ledger, computed from a loan's
 * terms so the console and the server agree. Interest is not charged for the first month; the tenure-based rate is
 * shown as rate × tenure / (tenure − 1) to 2 decimals. Times are epoch seconds; a month is 30 days.
 */
export const MONTH_SECONDS = 30 * 86_400;
const round2 = (n: number): number => Math.round(n * 100) / 100;

export interface EmiTerms {
  disbursedAmount: number;
  tenure: number;
  /** Yearly rate in percent. */
  rateOfInterest: number;
  dateOfLoanDisbursed: number;
  paidInstallments: number;
  billAmount?: number | null;
}

export interface ScheduleRow {
  installmentNumber: number;
  date: number;
  principleAmount: number;
  interestAmount: number;
  penaltyAmount: number;
  installmentAmount: number;
  paid: boolean;
  paidPrinciple: number;
  paidInterest: number;
  paidPenalty: number;
  outstandingPrinciple: number;
}

/** Spec §5.8: the tenure-based rate shown, rate × tenure / (tenure − 1), to 2 decimals. */
export const displayedRate = (rate: number, tenure: number): number =>
  tenure > 1 ? round2((rate * tenure) / (tenure - 1)) : round2(rate);

export function emiSchedule(t: EmiTerms): ScheduleRow[] {
  const principal = round2(t.disbursedAmount / t.tenure);
  const monthlyInterest = round2((t.disbursedAmount * t.rateOfInterest) / 1200);
  return Array.from({ length: t.tenure }, (_, k) => {
    const n = k + 1;
    const interest = n === 1 ? 0 : monthlyInterest;
    const paid = n <= t.paidInstallments;
    const thisPrincipal = n === t.tenure ? round2(t.disbursedAmount - principal * (t.tenure - 1)) : principal;
    return {
      installmentNumber: n,
      date: t.dateOfLoanDisbursed + n * MONTH_SECONDS,
      principleAmount: thisPrincipal,
      interestAmount: interest,
      penaltyAmount: 0,
      installmentAmount: round2(thisPrincipal + interest),
      paid,
      paidPrinciple: paid ? thisPrincipal : 0,
      paidInterest: paid ? interest : 0,
      paidPenalty: 0,
      outstandingPrinciple: round2(Math.max(0, t.disbursedAmount - principal * n)),
    };
  });
}

/** The installment amount the EMI list shows: the regular one (the second; the first carries no interest). */
export function installmentAmount(t: EmiTerms): number {
  const rows = emiSchedule(t);
  return (rows[1] ?? rows[0])?.installmentAmount ?? 0;
}

export const totalPayable = (t: EmiTerms): number =>
  round2(emiSchedule(t).reduce((s, r) => s + r.installmentAmount, 0));

export interface ForeclosureQuote {
  emiChosen: number;
  interestRate: number;
  paidPrincipal: number;
  paidInterest: number;
  paidAmount: number;
  foreclosureInterest: number;
  foreclosurePrincipal: number;
  foreclosureAmount: number;
  savedInterest: number;
  billAmount?: number;
}

/** Spec §3.17: what foreclosing today costs: the principal outstanding plus this month's interest (none in month 1). */
export function foreclosureQuote(t: EmiTerms): ForeclosureQuote {
  const rows = emiSchedule(t);
  const paid = rows.filter((r) => r.paid);
  const paidPrincipal = round2(paid.reduce((s, r) => s + r.paidPrinciple, 0));
  const paidInterest = round2(paid.reduce((s, r) => s + r.paidInterest, 0));
  const foreclosurePrincipal = round2(t.disbursedAmount - paidPrincipal);
  const foreclosureInterest = t.paidInstallments === 0 ? 0 : round2((foreclosurePrincipal * t.rateOfInterest) / 1200);
  const remainingInterest = round2(rows.filter((r) => !r.paid).reduce((s, r) => s + r.interestAmount, 0));
  return {
    emiChosen: t.tenure,
    interestRate: displayedRate(t.rateOfInterest, t.tenure),
    paidPrincipal,
    paidInterest,
    paidAmount: round2(paidPrincipal + paidInterest),
    foreclosureInterest,
    foreclosurePrincipal,
    foreclosureAmount: round2(foreclosurePrincipal + foreclosureInterest),
    savedInterest: round2(Math.max(0, remainingInterest - foreclosureInterest)),
    ...(t.billAmount ? { billAmount: t.billAmount } : {}),
  };
}

export interface LedgerRow {
  date: number;
  /** Negative = debit. */
  amount: number;
  principle: number;
  interest: number;
  penalty: number;
}

/** Spec §3.17 ledger: the disbursal (a debit), each paid installment, and a foreclosure payment if any. */
export function emiLedger(t: EmiTerms, foreclosure?: { date: number; amount: number } | null): LedgerRow[] {
  const rows: LedgerRow[] = [
    { date: t.dateOfLoanDisbursed, amount: -t.disbursedAmount, principle: t.disbursedAmount, interest: 0, penalty: 0 },
  ];
  for (const r of emiSchedule(t).filter((row) => row.paid))
    rows.push({
      date: r.date,
      amount: r.installmentAmount,
      principle: r.paidPrinciple,
      interest: r.paidInterest,
      penalty: 0,
    });
  if (foreclosure) {
    const q = foreclosureQuote(t);
    rows.push({
      date: foreclosure.date,
      amount: foreclosure.amount,
      principle: q.foreclosurePrincipal,
      interest: q.foreclosureInterest,
      penalty: 0,
    });
  }
  return rows;
}

/** The next installment's due date (epoch seconds), or null when all are paid. */
export function nextDueDate(t: EmiTerms): number | null {
  return emiSchedule(t).find((r) => !r.paid)?.date ?? null;
}
