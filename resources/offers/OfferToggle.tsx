import { BooleanInput, TextInput, useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

/**
 * A switch that owns an optional field (§5.4): on shows the field (required then), off hides it and CLEARS it,
 * so a link or code that was turned off is sent as null.
 */
export function OfferToggle({ toggle, source }: { toggle: string; source: string }) {
  const record = useRecordContext();
  const { setValue } = useFormContext();
  const on = Boolean(useWatch({ name: toggle }));
  const onChange = (event: { target: { checked: boolean } }) => {
    if (!event.target.checked) setValue(source, null, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <>
      <BooleanInput
        source={toggle}
        label={`resources.postpe-offers.fields.${toggle}`}
        defaultValue={Boolean(record?.[source])}
        onChange={onChange}
      />
      {on && <TextInput source={source} label={`resources.postpe-offers.fields.${source}`} isRequired fullWidth />}
    </>
  );
}
