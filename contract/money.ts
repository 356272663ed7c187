/**
 * Money arithmetic without float error (issue 38 L13: a total of 51502113.269999996). Amounts travel as rupees with
 * at most two decimals; anything added or compared is done in whole paise, where integers are exact.
 */

/** Rupees (a number or a decimal string) as whole paise. */
export const toPaise = (rupees: number | string | null | undefined): number => Math.round(Number(rupees ?? 0) * 100);

/** Rupees rounded to the paisa: for a database SUM, whose float total may be a hair off. */
export const roundRupees = (rupees: number | string | null | undefined): number => toPaise(rupees) / 100;

/** The sum of amounts in rupees, added as whole paise. */
export function sumRupees(amounts: Iterable<number | string | null | undefined>): number {
  let paise = 0;
  for (const amount of amounts) paise += toPaise(amount);
  return paise / 100;
}
