/** The server's and the console's messages for the products' actions (spec §8 where it gives them). */
export const CONSUMER_PRODUCT_MESSAGES = {
  notFound: 'No Record Found!',
  /** §8 toast. */
  vasCancelled: 'VAS order cancelled successfully!',
  vasNotCancellable: 'This VAS order cannot be cancelled: it is not cancellable or was already cancelled.',
  /** §8 toast of the Apply ScratchCard confirmation. */
  scratchcardApplied: 'Cashback applied Successfully!',
  scratchcardRefused:
    'A scratchcard can be applied once, on a FULFILMENT_SUCCESS or CREDIT_SUCCESS payment not paid by POSTPE that offers one.',
  /** §8 toast. */
  limitUpdated: 'Limit update request placed successfully!',
  limitRefused: 'The limit can be updated once, for a FULFILMENT_SUCCESS or CREDIT_SUCCESS payment not paid by POSTPE.',
} as const;
