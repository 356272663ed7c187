/**
 * The `dashboards` strings (issue 46 item 1): /quick-summary, /tp-dashboard and /ivr-dashboard. Loaded with those
 * pages. Every figure on them is counted by the server.
 */
export const dashboards = {
  as_of: 'As of %{time}',
  figures: 'Figures',
  chart_label: '%{title}: chart (the same numbers are in the table below)',
  items: 'figures',
  quick: {
    intro:
      'Today’s operations at a glance. Each tile counts what its list shows; open a tile to see that list, filtered.',
    payouts: 'Payouts by state',
    approvals: 'Approvals waiting',
    approvals_none: 'Nothing is waiting for a decision you may see.',
    oldest: 'oldest waiting %{age}',
    disputes: 'Disputes by product and state',
    disputes_none: 'No dispute product you may see.',
    uploads: 'Uploads by outcome',
    jobs: 'Job queue by state',
    sla: 'SLA breaches',
    open_list: 'Open the list: %{what}',
    state: 'State',
    count: 'Count',
    // As /upload-activity and /bulk-process name them (that page's sections load with those pages only).
    upload_states: { QUEUED: 'Pending', SUCCEEDED: 'Done', FAILED: 'Failed' },
    job_states: {
      QUEUED: 'Queued',
      RUNNING: 'Running',
      SUCCEEDED: 'Succeeded',
      FAILED: 'Failed',
      CANCELLED: 'Cancelled',
    },
    sla_states: {
      PAYOUT_WAITING_OVER_1_DAY: 'Payouts waiting for approval over a day',
      DISPUTE_OPEN_OVER_7_DAYS: 'Dispute cases open over 7 days',
    },
  },
  tp: {
    intro:
      'The TP club and deposits book: balances by product now, and money in (deposits, added money, interest) and out (withdrawals) by product and day. Successful transactions only; days are UTC.',
    days: 'Days shown',
    balances: 'Balances by product',
    flows: 'Inflows and outflows by product and day',
    product: 'Product',
    accounts: 'Accounts',
    balance: 'Balance',
    day: 'Day',
    inflow: 'Inflow',
    outflow: 'Outflow',
  },
  ivr: {
    intro:
      'Calls the IVR took on one day (UTC), by the language chosen and by hour: how many, how many were answered and how many the caller dropped first.',
    date: 'Day',
    languages: 'Calls by language',
    hours: 'Calls by language and hour',
    language: 'Language',
    hour: 'Hour (UTC)',
    calls: 'Calls',
    answered: 'Answered',
    dropped: 'Dropped',
    answer_rate: 'Answer rate',
    drop_rate: 'Drop rate',
  },
};
