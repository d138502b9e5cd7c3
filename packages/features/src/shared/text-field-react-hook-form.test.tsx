import { TextField } from '@license-console/ui';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';

/** The ui TextField takes react-hook-form's register() as it is: ref, name, onChange and onBlur reach the input. */
function ProfileForm({ onSave }: { onSave: (values: { firstName: string }) => void }) {
  const form = useForm({ defaultValues: { firstName: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <TextField
        label="First Name"
        required
        error={form.formState.errors.firstName?.message}
        {...form.register('firstName', { required: 'First Name is a required field' })}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('given a TextField registered with react-hook-form', () => {
  it('should report the error on the field and submit the typed value', async () => {
    const onSave = vi.fn();
    await render(<ProfileForm onSave={onSave} />);
    const field = page.getByRole('textbox', { name: 'First Name' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveAccessibleDescription('First Name is a required field');
    await expect.element(field).toHaveFocus();
    await field.fill('Ada');
    await page.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ firstName: 'Ada' }, expect.anything()));
  });
});
