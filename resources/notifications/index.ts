import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazyView } from '../../src/common/lazy-view';
import { schemaBundle } from '../../src/schema/bundle';
import { notificationSchema } from '../../contract/entities/notifications';

/** Notifications: the generated views; the edit confirms an activation or deactivation (what customers see). */
export default schemaBundle(notificationSchema, {
  icon: NotificationsIcon,
  views: { edit: lazyView(() => import('./NotificationEdit')) },
});
