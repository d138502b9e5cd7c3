import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { DateField, DateInput } from './date-input.tsx';

const meta = {
  title: 'UI/DateInput',
  component: DateField,
  args: { label: 'Start Date', onValueChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Start Date' });
    await expect(field).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    // Digits only: the slashes come by themselves.
    await userEvent.type(field, '01052026');
    await expect(field).toHaveValue('01/05/2026');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('01/05/2026');
    await userEvent.tab();
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

export const Playground: Story = { args: { disabled: false, required: true, defaultValue: '12/31/2026' } };

export const TypedWithSlashes: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Start Date' });
    await userEvent.type(field, '1/5/2026');
    await expect(field).toHaveValue('01/05/2026');
  },
};

/** An impossible date shows the field's error once it is left, and the correction clears it. */
export const InvalidDate: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Start Date' });
    await userEvent.type(field, '02302025');
    await userEvent.tab();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Enter a valid date as mm\/dd\/yyyy/);
    await userEvent.clear(field);
    await userEvent.type(field, '02282025');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { defaultValue: '01/01/2020', error: 'Start date cannot be less than current date' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Start Date' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Start date cannot be less than current date/);
  },
};

export const Disabled: Story = {
  args: { label: 'End Date', disabled: true, defaultValue: '12/31/2026' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'End Date' })).toBeDisabled();
  },
};

export const Empty: Story = { args: { label: 'End Date', hint: undefined } };

/** Controlled: changing the start date sets the end date one year later (spec §4), as the license form does. */
export const Controlled: Story = {
  render: function ControlledDates() {
    const [start, setStart] = useState('01/15/2026');
    const [end, setEnd] = useState('01/15/2027');
    return (
      <div className="grid max-w-xs gap-4">
        <DateField
          label="Start Date"
          value={start}
          onValueChange={(value) => {
            setStart(value);
            const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
            if (match) setEnd(`${match[1]}/${match[2]}/${Number(match[3]) + 1}`);
          }}
        />
        <DateField label="End Date" value={end} onValueChange={setEnd} />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const start = canvas.getByRole('textbox', { name: 'Start Date' });
    await userEvent.clear(start);
    await userEvent.type(start, '03012026');
    await expect(canvas.getByRole('textbox', { name: 'End Date' })).toHaveValue('03/01/2027');
  },
};

export const LongText: Story = {
  args: {
    fieldClassName: 'max-w-xs',
    label: 'Date from which the renewed license pack starts counting its months',
    hint: 'mm/dd/yyyy — prefilled with the old end date when renewing a license.',
    error: 'Start Date should not be greater than End Date.',
    defaultValue: '12/31/2027',
  },
};

export const Bare: Story = {
  render: () => <DateInput aria-label="Valid until" defaultValue="07/04/2026" className="max-w-40" />,
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="grid max-w-xs gap-4">
      <DateField {...args} defaultValue="01/05/2026" />
      <DateField {...args} label="End Date" defaultValue="13/45/2026" error="End date is not valid" />
    </div>
  ),
};
