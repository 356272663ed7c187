import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { ResourceSchema, ToggleAction } from '../../contract/schema';
import { RemarksDialog } from '../common/RemarksDialog';
import { kindName, recordName, toggleSummary } from './record-summary';

/**
 * A row toggle (e.g. a limit's ACTIVE ↔ INACTIVE): the click asks for confirmation first, restating the record, its
 * values and the change (issue 41 item 1); confirming sends the one field as an update with the version, so a stale
 * row gets 412. The toast names the record and its new value.
 */
export function ToggleButton({ toggle, schema }: { toggle: ToggleAction; schema: ResourceSchema }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const isOn = record[toggle.field] === toggle.on;
  const next = isOn ? toggle.off : toggle.on;
  const action = isOn ? toggle.turnOff : toggle.turnOn;
  const confirm = () =>
    update(
      schema.name,
      { id: record.id, data: { [toggle.field]: next }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify('schema.toast.toggled', {
            type: 'success',
            messageArgs: { kind: kindName(schema, translate), name: recordName(schema, record), value: next },
          });
          refresh();
        },
        onError: (e) => notify(e instanceof Error ? e.message : String(e), { type: 'error' }),
      },
    );
  return (
    <>
      <Button label={translate(action)} onClick={() => setAsking(true)} disabled={isPending} />
      <RemarksDialog
        open={asking}
        title="schema.confirm.title"
        titleArgs={{ action: translate(action), kind: kindName(schema, translate) }}
        confirmLabel={action}
        busy={isPending}
        remarks={false}
        summary={asking ? toggleSummary(schema, toggle, record, translate) : undefined}
        onCancel={() => setAsking(false)}
        onConfirm={confirm}
      />
    </>
  );
}
