import {
  amountLabel,
  amountStep,
  maxLoanAmount,
  processingFee,
  tenureInterest,
  tenureOptions,
  type EmiCalculatorConfig,
} from '../lending/emi-calculator';

/** What the PL EMI Calculator shows for a chosen amount and tenure (spec §9), before the server's BPI and schedule. */
export interface CalculatorFigures {
  max: number;
  step: number;
  /** The amount actually used: the chosen one held within [step, max] on the slider's steps (the maximum allowed). */
  amount: number;
  minLabel: string;
  maxLabel: string;
  amountLabel: string;
  tenures: number[];
  tenure: number | null;
  fee: number;
  /** rate × tenure / (tenure − 1) to 2 decimals; null for a one-month tenure. */
  tenureInterest: string | null;
}

/** Pure: the figures for a config, a chosen amount and a chosen tenure (held to the allowed ones). */
export function calculatorFigures(
  config: EmiCalculatorConfig,
  amount: number,
  tenure: number | null,
): CalculatorFigures {
  const max = maxLoanAmount(config);
  const step = amountStep(max);
  const min = Math.min(step, max);
  const onStep = amount >= max ? max : Math.max(min, Math.round(amount / step) * step);
  const held = Math.min(max, onStep);
  const tenures = tenureOptions(config);
  const chosen = tenure !== null && tenures.includes(tenure) ? tenure : (tenures[0] ?? null);
  return {
    max,
    step,
    amount: held,
    minLabel: amountLabel(min),
    maxLabel: amountLabel(max),
    amountLabel: amountLabel(held),
    tenures,
    tenure: chosen,
    fee: processingFee(held, config.processingFee),
    tenureInterest: chosen === null ? null : tenureInterest(config.interestRate, chosen),
  };
}
