/**
 * The reference backend's BPI and EMI schedule (spec §7.5 loan-calculator and installment schedule generation). Ours,
 * where the spec gives no formula: EMIs fall on the 5th of each month; the broken-period interest (BPI) is simple
 * interest from disbursement to the next 5th; the schedule is a reducing-balance EMI, rounded to the paisa, the last
 * instalment taking the rounding so the principal sums to the amount.
 */
export const EMI_DAY = 5;
const DAY_MS = 86_400_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

const parseDay = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first EMI cycle start on or after the disbursement date (the 5th of this month or the next). */
export function firstCycleStart(isoDay: string): number {
  const d = new Date(parseDay(isoDay));
  const thisMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), EMI_DAY);
  return thisMonth >= d.getTime() ? thisMonth : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, EMI_DAY);
}

/** BPI: days from disbursement to the cycle start, and simple interest on the amount for them (rate % a year). */
export function bpi(amount: number, isoDay: string, annualRate: number): { bpiDays: number; bpiAmount: number } {
  const bpiDays = Math.round((firstCycleStart(isoDay) - parseDay(isoDay)) / DAY_MS);
  return { bpiDays, bpiAmount: round2((amount * annualRate * bpiDays) / (100 * 365)) };
}

/** The equated monthly instalment of a reducing-balance loan. */
export function emiAmount(amount: number, annualRate: number, tenure: number): number {
  const r = annualRate / 1200;
  if (r === 0) return round2(amount / tenure);
  const f = (1 + r) ** tenure;
  return round2((amount * r * f) / (f - 1));
}

export interface ScheduleRow {
  installmentNumber: number;
  amount: number;
  interest: number;
  principle: number;
  date: string;
}

/** The schedule: instalment n on the 5th, n months after the cycle start. */
export function emiSchedule(amount: number, annualRate: number, tenure: number, isoDay: string): ScheduleRow[] {
  const emi = emiAmount(amount, annualRate, tenure);
  const start = new Date(firstCycleStart(isoDay));
  let outstanding = amount;
  return Array.from({ length: tenure }, (_, i) => {
    const interest = round2((outstanding * annualRate) / 1200);
    const last = i === tenure - 1;
    const principle = last ? round2(outstanding) : round2(emi - interest);
    outstanding = round2(outstanding - principle);
    return {
      installmentNumber: i + 1,
      amount: last ? round2(principle + interest) : emi,
      interest,
      principle,
      date: isoOf(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i + 1, EMI_DAY)),
    };
  });
}
