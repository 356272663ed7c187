import {
  BooleanInput,
  CheckboxGroupInput,
  email,
  Offline,
  ReferenceArrayInputBase,
  regex,
  required,
  SimpleForm,
  TextInput,
} from 'react-admin';

/** Spec §5.5 phone pattern: optional leading 0, then 6-9, then 9 digits. */
const MOBILE = /^0?[6-9]\d{9}$/;

const rules = {
  name: [required()],
  email: [required(), email('validation.invalid_email')],
  mobile: [regex(MOBILE, 'resources.users.mobile_invalid')],
};

/** The fields of a staff user, shared by create and edit; roles come from the admin API. */
export function UserForm({ withDisabled = false }: { withDisabled?: boolean }) {
  return (
    <SimpleForm>
      <TextInput source="name" label="resources.users.fields.name" validate={rules.name} parse={(v: string) => v} />
      <TextInput
        source="email"
        type="email"
        label="resources.users.fields.email"
        validate={rules.email}
        parse={(v: string) => v?.trim()}
      />
      <TextInput source="mobile" type="tel" label="resources.users.fields.mobile" validate={rules.mobile} />
      {/* react-admin's ReferenceArrayInput without its default autocomplete (15 kB gzip), which this form never shows. */}
      <ReferenceArrayInputBase
        source="roleIds"
        reference="roles"
        perPage={1000}
        sort={{ field: 'name', order: 'ASC' }}
        offline={<Offline variant="inline" />}
      >
        <CheckboxGroupInput optionText="name" label="resources.users.fields.roleIds" />
      </ReferenceArrayInputBase>
      {withDisabled && <BooleanInput source="disabled" label="resources.users.fields.disabled" />}
    </SimpleForm>
  );
}
