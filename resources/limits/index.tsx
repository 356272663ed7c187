import type { ComponentType } from 'react';
import TuneIcon from '@mui/icons-material/Tune';
import { lazyView } from '../../src/common/lazy-view';
import { schemaBundle } from '../../src/schema/bundle';
import { limitSchema } from '../../contract/entities/limits';

/**
 * Limit amounts change through maker/checker: each row offers a maker the change request. The button comes in the
 * list's chunk, not the shell's: it needs react-admin, and the route table is read before react-admin has arrived.
 */
const LimitList = lazyView(() =>
  Promise.all([import('../../src/schema/SchemaList'), import('./RequestChangeButton')]).then(
    ([list, button]): { default: ComponentType } => ({
      default: () => (
        <list.SchemaList schema={limitSchema} overrides={{ rowActions: <button.RequestChangeButton /> }} />
      ),
    }),
  ),
);

export default schemaBundle(limitSchema, { icon: TuneIcon, views: { list: LimitList } });
