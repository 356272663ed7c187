import NotificationsIcon from '@mui/icons-material/Notifications';
import { schemaBundle } from '../../src/schema/bundle';
import { notificationSchema } from './schema';

export default schemaBundle(notificationSchema, { icon: NotificationsIcon });
