import { lazyView } from '../../src/common/lazy-view';
import SavingsIcon from '@mui/icons-material/Savings';
import { schemaBundle } from '../../src/schema/bundle';
import { fdPlanSchema } from '../../contract/entities/fd-plans';

/** FD plans: the generated list plus the FD cache admin actions above it; the edit confirms a rate change. */
export default schemaBundle(fdPlanSchema, {
  icon: SavingsIcon,
  views: { list: lazyView(() => import('./FdPlanList')), edit: lazyView(() => import('./FdPlanEdit')) },
});
