import { Notification } from 'react-admin';

/** Spec §8: toasts top right, closing after 5 seconds. */
export function AppNotification() {
  return <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={5000} />;
}
