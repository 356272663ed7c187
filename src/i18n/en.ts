/** Every string the console shows (spec wording where the spec gives one). */
export const en = {
  app: {
    name: 'Back-office console',
    version: 'Version %{version}',
    copyright: '© %{year} Payments back office. All rights reserved.',
    loading: 'Loading…',
    load_failed: 'The console could not load. Check your connection and reload the page.',
    reload: 'Reload',
  },
  auth: {
    sign_in: 'Sign in',
    email: 'E-mail',
    email_help: 'We will send a 4-digit code to this address.',
    request_otp: 'Send code',
    side_image_alt: 'Operations team at work',
    not_authorized: 'Not authorized!',
  },
  validation: {
    required: 'Required!',
    invalid_email: 'Invalid email!',
  },
  resources: {
    users: {
      name: 'User |||| Users',
      title: 'Users List',
      fields: { id: 'ID', name: 'Name', email: 'E-mail', mobile: 'Mobile', disabled: 'Disabled', createdAt: 'Created' },
    },
  },
  empty: {
    no_record: 'No Record Found!',
  },
} as const;

export type Messages = typeof en;
