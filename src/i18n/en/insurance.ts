/**
 * The `insurance` strings (issue 46 item 3): /insurance-detail and /insurance-export. Loaded with those pages.
 */
export const insurance = {
  detail_intro:
    'Enter a consumer ID to see all their policies (newest first), or a policy ID (e.g. POL-1001-1) to see that policy. Premiums and refunds are in rupees (₹).',
  search_label: 'Find a policy',
  search: 'Consumer ID or policy ID',
  find: 'Find',
  items: 'policies',
  claims: 'Claims',
  no_claims: 'No claims on this policy.',
  export_intro:
    'Download the policies issued from one day to another (India Standard Time, at most 92 days), optionally of one status, as a CSV file for the insurer. Each export is recorded in the audit trail with its range and row count.',
  export_filters: 'Export range',
  from: 'Issued from',
  to: 'Issued to',
  any_status: 'Any status',
  export: 'Export CSV',
  exporting: 'Exporting…',
  exported: 'Policies issued %{from} to %{to} exported.',
  export_failed: 'The export failed: %{message}',
  fields: {
    plan: 'Plan',
    insurer: 'Insurer',
    consumer_id: 'Consumer ID',
    status: 'Status',
    premium: 'Premium',
    start_date: 'Start date',
    end_date: 'End date',
    issued_at: 'Issued at',
    cancelled_at: 'Cancelled at',
    refund: 'Refund',
    claim_id: 'Claim ID',
    amount: 'Amount',
    reason: 'Reason',
    filed_at: 'Filed at',
    settled_at: 'Settled at',
  },
};
