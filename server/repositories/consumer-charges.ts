/**
 * Spec §3.20 charges configuration, as the pay-later service supplies it (the slabs are server data, not console
 * constants). The same for every consumer in this reference backend.
 */
export const CHARGES_CONFIG = {
  EMI_CHARGES: { tenures: [3, 6, 9, 12], chargePercent: 1.5 },
  PERSONAL_LOAN: { chargePercent: 18, processingFee: 2 },
  SEND_MONEY: [
    { lowerBound: 0, upperBound: 1000, baseFee: 10, increamentalFee: 0, increamentalDenomination: 0 },
    { lowerBound: 1000, upperBound: 10000, baseFee: 10, increamentalFee: 5, increamentalDenomination: 1000 },
  ],
  BILL_PENALTY: [
    { lowerBound: 0, upperBound: 500, baseFee: 0, increamentalFee: 0, increamentalDenomination: 0 },
    { lowerBound: 500, upperBound: 5000, baseFee: 150, increamentalFee: 0, increamentalDenomination: 0 },
    { lowerBound: 5000, upperBound: 1000000, baseFee: 500, increamentalFee: 0, increamentalDenomination: 0 },
  ],
  QR_CONVENIENCE_FEE: [
    { lowerBound: 0, upperBound: 2000, fee: 0 },
    { lowerBound: 2000, upperBound: 100000, fee: 1 },
  ],
  BILL_TO_EMI_CHARGES: [
    { lowerBound: 0, upperBound: 10000, baseFee: 99, increamentalFee: 0, increamentalDenomination: 0 },
    { lowerBound: 10000, upperBound: 100000, baseFee: 199, increamentalFee: 0, increamentalDenomination: 0 },
  ],
  SEND_MONEY_IMPS_CHARGE: 25,
} as const;
