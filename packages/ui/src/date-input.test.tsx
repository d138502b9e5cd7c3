import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DateField, DateInput } from './date-input.tsx';

function DatesForm({ onSave }: { onSave: (values: { startDate: string }) => void }) {
  const form = useForm({ defaultValues: { startDate: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <DateField
        label="Start Date"
        error={form.formState.errors.startDate?.message}
        {...form.register('startDate', { required: 'Start date is required and cannot be empty' })}
      />
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.reset({ startDate: '12/31/2026' })}>
        Reset
      </button>
    </form>
  );
}

describe('given a DateField registered with react-hook-form', () => {
  it('should hand the form the masked text and take values the form sets', async () => {
    const onSave = vi.fn();
    await render(<DatesForm onSave={onSave} />);
    const field = page.getByRole('textbox', { name: 'Start Date' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(field).toHaveAccessibleDescription(/Start date is required/);
    await userEvent.type(field, '07042026');
    await page.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ startDate: '07/04/2026' }, expect.anything()));
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.element(field).toHaveValue('12/31/2026');
  });
});

describe('given a DateField left with an impossible date', () => {
  it('should show the invalid-date error until the text is corrected, and let the form error win', async () => {
    const screen = await render(<DateField label="End Date" />);
    const field = page.getByRole('textbox', { name: 'End Date' });
    await userEvent.type(field, '02/30/2025');
    await expect.element(field).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveAccessibleDescription(/Enter a valid date as mm\/dd\/yyyy/);
    await userEvent.clear(field);
    await expect.element(field).not.toHaveAttribute('aria-invalid');
    await screen.rerender(<DateField label="End Date" error="End date cannot be less than start date" />);
    await expect.element(field).toHaveAccessibleDescription(/End date cannot be less than start date/);
  });
});

describe('given a controlled DateInput', () => {
  it('should call the consumer onChange first, and skip onValueChange when it prevents the change', async () => {
    const calls: string[] = [];
    await render(
      <DateInput
        aria-label="Date"
        value="01/01/202"
        onChange={(event) => {
          calls.push('onChange');
          event.preventDefault();
        }}
        onValueChange={() => calls.push('onValueChange')}
      />,
    );
    await userEvent.type(page.getByRole('textbox', { name: 'Date' }), '5');
    expect(calls).toEqual(['onChange']);
  });
});
