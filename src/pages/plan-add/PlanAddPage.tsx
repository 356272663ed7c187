import { ResourceContextProvider } from 'react-admin';
import { fdPlanSchema } from '../../../resources/fd-plans/schema';
import { SchemaCreate } from '../../schema/SchemaCreate';

/** §2.3 /plan/add: the FD plan create screen itself (same schema, same form), saving into investment-fd-plans. */
export default function PlanAddPage() {
  return (
    <ResourceContextProvider value={fdPlanSchema.name}>
      <SchemaCreate schema={fdPlanSchema} />
    </ResourceContextProvider>
  );
}
