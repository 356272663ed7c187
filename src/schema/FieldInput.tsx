import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  Labeled,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { Box } from '@mui/material';
import { isVisible, type FieldSchema } from '../../contract/schema';
import { fromInputText, toInputText, type TimeInputKind } from './time-input';
import { DateTextFormInput } from '../common/DateTextInput';

const timeProps = (field: FieldSchema, kind: TimeInputKind) => ({
  format: (value: unknown) => toInputText(value, field.wire, kind),
  parse: (text: string) => fromInputText(text, field.wire, kind),
});

function Input({ field, source }: { field: FieldSchema; source: string }) {
  const common = { source, label: field.label, helperText: field.helperText ?? false, isRequired: field.required };
  switch (field.type) {
    case 'number':
    case 'decimal':
      return <NumberInput {...common} step={field.type === 'decimal' ? 0.01 : 1} />;
    case 'boolean':
      return <BooleanInput source={source} label={field.label} helperText={false} />;
    case 'date':
      return <DateTextFormInput {...common} kind="date" {...timeProps(field, 'date')} />;
    case 'datetime':
      return <DateTextFormInput {...common} kind="datetime" {...timeProps(field, 'datetime')} />;
    case 'select':
      return <SelectInput {...common} choices={[...(field.choices ?? [])]} translateChoice={false} />;
    case 'longText':
    case 'richText':
      return <TextInput {...common} multiline minRows={3} fullWidth />;
    case 'list':
      return (
        <ArrayInput source={source} label={field.label} helperText={false}>
          <SimpleFormIterator inline disableReordering>
            {field.fields ? (
              field.fields.map((f) => <Input key={f.name} field={f} source={f.name} />)
            ) : (
              <TextInput source="" label={field.label} helperText={false} />
            )}
          </SimpleFormIterator>
        </ArrayInput>
      );
    case 'object':
      return (
        <Labeled label={field.label} fullWidth>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'flex-start' }}>
            {(field.fields ?? []).map((f) => (
              <SchemaInput key={f.name} field={f} source={`${source}.${f.name}`} />
            ))}
          </Box>
        </Labeled>
      );
    default:
      return <TextInput {...common} />;
  }
}

/** The input of one schema field; a conditional field shows only while its condition holds. */
export function SchemaInput({ field, source = field.name }: { field: FieldSchema; source?: string }) {
  if (!field.when) return <Input field={field} source={source} />;
  const prefix = source.includes('.') ? source.slice(0, source.lastIndexOf('.')) : '';
  return (
    <FormDataConsumer>
      {({ formData }) => {
        const scope =
          (prefix
            ? prefix
                .split('.')
                .reduce<Record<string, unknown>>((o, k) => (o?.[k] ?? {}) as Record<string, unknown>, formData)
            : formData) ?? {};
        return isVisible(field, scope) ? <Input field={field} source={source} /> : null;
      }}
    </FormDataConsumer>
  );
}
