/**
 * The `others` strings (issue 46 item 5): /caf-form, /upload-activity and the menu-only routes of spec §2.3 Other.
 * Loaded with those pages.
 */
export const others = {
  caf: {
    intro:
      "A merchant's customer application form (CAF) as a PDF: business, applicant and stores, from the merchant's record. Personal data is masked as on the merchant page.",
    merchant_id: 'Merchant ID',
    download: 'Download CAF',
    downloading: 'Preparing…',
    downloaded: 'CAF of merchant %{merchantId} downloaded.',
    failed: 'The CAF of merchant %{merchantId} could not be downloaded: %{message}',
  },
  uploads: {
    intro:
      'Every upload of every kind: who uploaded which file and when, how many rows, the outcome and the errors file. Newest first.',
    filters: 'Upload filters',
    apply: 'Apply',
    any: 'Any',
    table: 'Uploads',
    items: 'uploads',
    file: 'File',
    kind: 'Kind',
    who: 'Uploaded by',
    when: 'Uploaded',
    rows: 'Rows',
    outcome: 'Outcome',
    errors: 'Errors file',
    outcomes: { QUEUED: 'Pending', SUCCEEDED: 'Done', FAILED: 'Failed' },
    kinds: {
      'merchant-status': 'Merchant status',
      ifsc: 'IFSC codes',
      'qr-orders': 'Bulk QR orders',
      'settlement-config': 'Settlement config',
      p2pm: 'P2PM',
      'merchant-cashback': 'Merchant cashback',
      'deposit-bulk': 'Deposit upload',
      'variable-earning': 'Variable earning',
      'merchant-alert-audience': 'Merchant alert audience',
      'delivery-pincodes': 'Serviceable pincodes',
      'vpa-upload': 'VPA upload',
      'recon-acquirer': 'Acquirer settlement file',
      'recon-bank': 'Bank statement',
    },
  },
};
