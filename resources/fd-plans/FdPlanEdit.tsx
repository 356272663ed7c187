import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { fdPlanSchema } from '../../contract/entities/fd-plans';
import { SchemaEdit } from '../../src/schema/SchemaEdit';
import { SaveConfirmContext, type SaveConfirm } from '../../src/schema/save-confirm';
import { rateChangeSummary } from './rate-change';

/**
 * FD plan edit: the schema's form, and a rate change (the plan's, women/senior or a special rate) is restated old →
 * new in the decision dialog before it is saved (README 'Choices where the spec is silent': confirmation, not four
 * eyes). Every other edit saves at once.
 */
export default function FdPlanEdit() {
  const translate = useTranslate();
  const confirm = useMemo<SaveConfirm>(
    () => ({
      title: 'resources.fd_plans.rate_change.title',
      confirmLabel: 'resources.fd_plans.rate_change.confirm',
      summaryOf: (values, record) => rateChangeSummary(record, values, translate),
    }),
    [translate],
  );
  return (
    <SaveConfirmContext.Provider value={confirm}>
      <SchemaEdit schema={fdPlanSchema} />
    </SaveConfirmContext.Provider>
  );
}
