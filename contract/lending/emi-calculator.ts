/**
 * The PL EMI Calculator's rules (spec §9 "Loan calculator", §3.24 EMI calculator config; issue 13). Pure: the
 * console's calculator and its tests use them; the BPI and the schedule themselves come from the server (§7.5).
 */

/** §3.24: the EMI calculator config of one consumer. */
export interface EmiCalculatorConfig {
  maxLimit: number;
  /** Percent of the loan amount. */
  processingFee: number;
  availableBalance: number;
  minTenure: number;
  maxTenure: number;
  interestRate: number;
}

/**
 * §9: "amount slider step 1000 when max under 20000, 5000 when under 100000, 10000 under 1000000, else 1000".
 */
export function amountStep(max: number): number {
  if (max < 20_000) return 1000;
  if (max < 100_000) return 5000;
  if (max < 1_000_000) return 10_000;
  return 1000;
}

/** §9: "processing fee is loan amount times fee percent" (in rupees, to the paisa). */
export function processingFee(amount: number, feePercent: number): number {
  return Math.round(amount * feePercent) / 100;
}

/**
 * §9: "maximum loan is the maximum limit, reduced by the processing fee percentage when limit plus fee exceeds
 * available balance" (never below 0).
 */
export function maxLoanAmount(config: Pick<EmiCalculatorConfig, 'maxLimit' | 'processingFee' | 'availableBalance'>) {
  const { maxLimit, processingFee: percent, availableBalance } = config;
  const fee = processingFee(maxLimit, percent);
  const max = maxLimit + fee > availableBalance ? maxLimit - fee : maxLimit;
  return Math.max(0, Math.floor(max));
}

/** §9: "tenure in months from minTenure to maxTenure" (an empty list when the range is empty). */
export function tenureOptions(config: Pick<EmiCalculatorConfig, 'minTenure' | 'maxTenure'>): number[] {
  const from = Math.max(1, Math.ceil(config.minTenure));
  const to = Math.floor(config.maxTenure);
  return to < from ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The amounts the slider offers: 0 (or the first step) to the maximum in `amountStep` steps, the maximum last. */
export function sliderMarks(max: number): { min: number; max: number; step: number } {
  const step = amountStep(max);
  return { min: Math.min(step, max), max, step };
}

/** §9 "labels in k or L": 5000 → '5k', 150000 → '1.5L', 999 → '999' (at most 2 decimals, no trailing zeros). */
export function amountLabel(amount: number): string {
  const short = (value: number, unit: string) => `${Number(value.toFixed(2))}${unit}`;
  if (Math.abs(amount) >= 100_000) return short(amount / 100_000, 'L');
  if (Math.abs(amount) >= 1000) return short(amount / 1000, 'k');
  return String(amount);
}

/**
 * Issue 13: the interest shown for a tenure, `rate × tenure / (tenure − 1)` to 2 decimals; none for a one-month
 * tenure (the first month carries no interest of its own: the BPI covers it).
 */
export function tenureInterest(rate: number, tenure: number): string | null {
  if (tenure <= 1) return null;
  return ((rate * tenure) / (tenure - 1)).toFixed(2);
}
