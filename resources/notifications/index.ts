import NotificationsIcon from '@mui/icons-material/Notifications';
import { schemaBundle } from '../../src/schema/bundle';
import { notificationSchema } from '../../contract/entities/notifications';

export default schemaBundle(notificationSchema, { icon: NotificationsIcon });
