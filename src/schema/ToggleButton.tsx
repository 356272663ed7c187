import { Button, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { ToggleAction } from '../../contract/schema';

/** One click flips a field between two values through `update` (with the version, so a stale row gets 412). */
export function ToggleButton({ toggle, resource }: { toggle: ToggleAction; resource: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const isOn = record[toggle.field] === toggle.on;
  const next = isOn ? toggle.off : toggle.on;
  const onClick = () =>
    update(
      resource,
      { id: record.id, data: { [toggle.field]: next }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => refresh(),
        onError: (e) => notify(e instanceof Error ? e.message : String(e), { type: 'error' }),
      },
    );
  return <Button label={translate(isOn ? toggle.turnOff : toggle.turnOn)} onClick={onClick} disabled={isPending} />;
}
