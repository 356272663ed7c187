// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { LazyRichTextInput } from '../../../../resources/offers/RichTextInput';

type Form = UseFormReturn<Record<string, unknown>>;
let form: Form | undefined;
const expose = (methods: Form) => void (form = methods);

function Harness({ details }: { details?: string }) {
  const methods = useForm<Record<string, unknown>>({ defaultValues: { details } });
  useEffect(() => expose(methods), [methods]);
  return (
    <FormProvider {...methods}>
      <LazyRichTextInput source="details" label="Details" />
    </FormProvider>
  );
}

describe("an offer's rich-text field before it is opened", () => {
  afterEach(cleanup);

  it("shows the field's markdown as the offer shows it, and the form's later value", async () => {
    render(<Harness details={'Get **10% off** up to ₹100'} />);
    expect(document.querySelector('.offer-rich-text strong')?.textContent).toBe('10% off');
    await act(async () => form?.setValue('details', '- Once per user'));
    expect(document.querySelector('.offer-rich-text li')?.textContent).toBe('Once per user');
  });

  it("shows the server's message about the field under it", async () => {
    render(<Harness details="x" />);
    expect(screen.queryByText('Too long')).toBeNull();
    await act(async () => form?.setError('details', { type: 'server', message: 'Too long' }));
    expect(screen.getByText('Too long')).toBeTruthy();
  });
});
