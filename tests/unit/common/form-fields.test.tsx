// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useFormFields } from '../../../src/common/form-fields';

interface Form {
  name: string;
  note: string;
}

/** A dialog's form state and its fields, as CampaignFormDialog and BannerUploadDialog hold them. */
function useDialog() {
  const [form, setForm] = useState<Form>({ name: '', note: '' });
  const errors = form.name ? {} : { name: 'campaign.errors.name_required' };
  return { form, ...useFormFields(form, setForm, errors, 'campaign.fields') };
}

describe('useFormFields: errors once the user has tried to submit', () => {
  it('shows no error while the user types, shows it after a submit, and runs the submit each time', () => {
    const { result } = renderHook(() => useDialog());
    expect(result.current.field('name').error).toBe(false);
    expect(result.current.shown('name')).toBeUndefined();
    expect(result.current.tried).toBe(false);

    const submit = vi.fn();
    act(() => result.current.attempt(submit)());
    expect(submit).toHaveBeenCalledTimes(1);
    expect(result.current.tried).toBe(true);
    expect(result.current.field('name').error).toBe(true);
    expect(result.current.shown('name')).toBe('campaign.errors.name_required');
    expect(result.current.field('note').error).toBe(false);

    act(() => result.current.field('name').onChange({ target: { value: 'Diwali' } } as never));
    expect(result.current.form.name).toBe('Diwali');
    expect(result.current.field('name').error).toBe(false);
    act(() => result.current.attempt(submit)());
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
