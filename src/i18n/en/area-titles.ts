/**
 * The titles of the area pages that the shell shows before an area's strings load (menu, command palette, browser
 * tab): the same keys as in the area's section, merged into it by src/i18n/en.ts.
 */
export const areaTitles = {
  club: {
    title: 'TP Club',
    refund_title: 'Club Cancel Refund',
  },
  insurance: {
    detail_title: 'Insurance Detail',
    export_title: 'Insurance Export',
    cancel_title: 'Insurance Bulk Cancellation',
  },
  postpeCampaign: { title: 'PostPe Campaign' },
  paylaterAdmin: { bpl_title: 'BPL', banner_title: 'Upload Banner' },
  bankDowntime: {
    title: 'Bank Downtime',
    alerts_title: 'Downtime Alerts',
    qr_title: 'QR Priority Update',
  },
  consumerCalls: {
    recharges: { title: 'Recharges' },
  },
  frm: {
    title: 'FRM Complaints',
  },
  delivery: {
    provider_title: 'Delivery Partners',
    cards_title: 'Card Deliveries',
    warehouses_title: 'Warehouse Management',
    merchant_card: { title: 'Merchant Cards', app_title: 'Card Applications', order_page_title: 'Card Orders' },
  },
  mobileChange: {
    title: 'Mobile Change Request',
  },
  merchantAlerts: {
    title: 'Merchant Alerts',
    list_title: 'Merchant alerts',
    logs_title: 'Alert Logs',
  },
  merchantRefunds: {
    request_title: 'Refund Request',
    verify_title: 'Refund Verify',
  },
  merchantCalls: {
    qr: {
      title: 'QR Orders',
    },
  },
  speaker: {
    pricing_title: 'Speaker Pricing',
    audio_title: 'Speaker Audio Test',
    waiver_title: 'Speaker Rental Waive-off',
    invoices_title: 'Speaker Invoice Download',
  },
  // Issue 45 item 5 (the spec names the routes only).
  pgVpa: {
    timeouts: { title: 'Payment Timeout Config' },
    vpa: { title: 'VPA Upload' },
  },
  payoutFms: {
    direct: { title: 'Payout FMS: Direct Fund Transfer' },
    reactive: { title: 'Payout FMS: Reactive Fund Transfer' },
    threshold: { title: 'Payout FMS: Threshold Fund Transfer' },
    config: { title: 'Payout Config' },
  },
  swipeCommercial: {
    plans: { title: 'Swipe Plans' },
    coupons: { title: 'Swipe Coupons' },
    mdr: { title: 'MDR Update' },
    rental: { title: 'Rental Update' },
    bulk: { title: 'Bulk Reject' },
  },
  disputes: {
    view_title: 'View Dispute',
    raise_title: 'Raise Dispute',
    alerts_title: 'Alerts',
    bulk_title: 'Bulk Dispute',
  },
  uploads: {
    title: 'Merchant Support',
    config: {
      title: 'Settlement & P2PM config upload',
    },
  },
  consumer360: {
    title: 'Consumer 360',
  },
  merchantChanges: {
    reveal_title: 'Reveal merchant personal data',
    bank: {
      list_title: 'Bank Account Changes',
      loan_list_title: 'Loan Bank Account Changes',
      change_title: 'Change Bank Account',
      beneficiary_title: 'Update Beneficiary Name',
      accounts: 'Bank accounts',
      verify: 'Verify account',
    },
    settlement: {
      home_title: 'Settlement',
      raise_title: 'Merchant Settlement Unblock',
      requests_title: 'Settlement Unblock Requests',
      queue_title: 'Settlement Unblock Requests',
    },
    kyc: {
      central_title: 'Central KYC',
      manual_title: 'Manual KYC',
      admin_title: 'Manual KYC Admin',
      /** /assign-kyc: the spec names the route only. */
      assign_desk_title: 'Assign KYC',
    },
    settlementType: {
      requests_title: 'Settlement type changes',
    },
  },
  investments: {
    groups: { deposit: 'Deposit', payouts: 'Payout operations' },
    guardrails: {
      title: 'Deposit Guardrails',
      payout_title: 'Payout Guardrail',
      audit_title: 'Deposit Guardrails Audit',
    },
    payout_guardrail: { title: 'Payout Guardrail' },
    transfers: {
      title: 'Internal Account Transfer',
      request_title: 'Internal Account Transfer Request',
      history_title: 'Internal Account Transfer History',
    },
    payout_status: {
      title: 'Payout Status',
    },
    accounts: {
      title: 'Investment Account',
    },
    change_limit: {
      title: 'Change Investment Limit',
    },
    requests: {
      title: 'Investment Approval Requests',
    },
    mutual_fund: {
      title: 'Mutual Fund',
    },
    p2p: {
      variable_earning: 'P2P Variable Earning',
      forced_withdrawal: 'P2P Forced Withdrawal',
      hold_amount: 'P2P Hold Amount',
      add_money: 'P2P Add Money',
    },
    uploads: {
      title: 'Deposit uploads',
      cashback_title: 'Merchant Cashback',
      deposit_title: 'Deposit Bulk Upload',
    },
  },
  merchant360: {
    /** /merchant-details has no title in the spec; the menu names what it does (issue 41: it read as Merchant Detail). */
    search_title: 'Merchant Search',
    vpa_title: 'VPA Details',
    detail_title: 'Merchant Detail',
    edit_title: 'Merchant Details Edit',
    txn_search_title: 'Merchant Transactions',
    status_title: 'Status',
    refund_title: 'Refund',
    /** /loan-app: the spec names the route only. */
    loan_app_title: 'Loan Applications',
    /** /credit-line: the spec names the route only. */
    credit_lines_title: 'Credit Lines',
  },
  merchant360Kyc: {
    declaration: {
      title: 'Merchant Declaration- NPCI',
    },
  },
  payoutRecon: {
    title: 'PayOut',
  },
  cpv: {
    agents_title: 'CPV Add Agent',
    assign_title: 'Assign CPV',
    reports_title: 'CPV Reports',
    referral_title: 'Referral Code',
  },
  jobs: {
    bulk_title: 'Bulk Process',
    sftp_title: 'SFTP',
    backtest_title: 'Swipe Backtest',
  },
  devices: {
    swipe_title: 'Swipe',
    speaker_title: 'Speaker',
    onboarding: { assign_title: 'Courier Assignment' },
    refunds_title: 'Device refunds',
  },
  paymentOps: {
    withdrawal_title: 'Merchant Withdrawal',
    push_title: 'Transaction Push',
    cashfree_title: 'Cashfree',
    payout_status_title: 'Cashfree Payout Status',
  },
  txnRecon: {
    upload_title: 'Upload Settlement File',
    on_spot_title: 'On-Spot Recon',
  },
  dashboards: {
    quick_title: 'Quick Summary',
    tp_title: 'TP Dashboard',
    ivr_title: 'IVR Dashboard',
  },
  others: {
    caf_form_title: 'CAF Form',
    upload_activity_title: 'Upload Activity',
    crofam_ecom_title: 'Crofam E-com',
    b2b_partners_title: 'B2B Partners',
    retailer_title: 'Retailers',
    rewards_title: 'Rewards',
    cashback_title: 'Cashback',
    risk_manager_title: 'Risk Manager',
    bp_resume_title: 'Resume Onboarding',
  },
} as const;
