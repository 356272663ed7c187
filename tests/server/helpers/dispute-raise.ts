/**
 * A valid body for POST /api/chargeback/chargeback/add/dispute/txn (spec §7.5 raise) for one transaction, with one
 * PDF proof; `extra` replaces fields (another amount, other proofs).
 */
export const disputeRaiseBody = (transactionId: number, pdf: Buffer, extra: object = {}) => ({
  transactionId,
  disputeCategory: 'Fraud',
  acknowledgementNo: 'ACK12345',
  subjectOfComplaint: 'Customer says the card was not present',
  state: 'Karnataka',
  city: 'Bengaluru',
  disputeAmount: '1.50',
  proofs: [{ proofType: 'INVOICE', fileName: 'invoice.pdf', content: pdf.toString('base64') }],
  ...extra,
});
