import { ResourceContextProvider } from 'react-admin';
import { fdPlanSchema } from '../../../contract/entities/fd-plans';
import { SchemaCreate } from '../../schema/SchemaCreate';

/** §2.3 /plan/add: the FD plan create screen itself (same schema, same form), saving into investment-fd-plans; PageRoute titles it. */
export default function PlanAddPage() {
  return (
    <ResourceContextProvider value={fdPlanSchema.name}>
      <SchemaCreate schema={fdPlanSchema} title={false} />
    </ResourceContextProvider>
  );
}
