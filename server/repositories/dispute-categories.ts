import type { DisputeProduct } from '../../contract/disputes/rules.js';

/** The dispute categories per product, served as the §7.6 categories call answers them: a comma-separated list. */
export const DISPUTE_CATEGORIES: Readonly<Record<DisputeProduct, string>> = {
  SWIPE:
    'Fraud,Goods not received,Services not rendered,Duplicate transaction,Amount mismatch,Cancelled transaction,bank,others',
  QR: 'Fraud,Goods not received,Payment debited not credited,Duplicate transaction,Amount mismatch,bank,others',
};

export const categoriesOf = (product: DisputeProduct): string[] => DISPUTE_CATEGORIES[product].split(',');
