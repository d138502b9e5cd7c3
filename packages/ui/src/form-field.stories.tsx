import { isValidUsDate } from '@license-console/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from './button.tsx';
import { CheckboxField } from './checkbox.tsx';
import { DateField } from './date-input.tsx';
import { FileInput } from './file-input.tsx';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';
import { NumberField } from './number-field.tsx';
import { SelectField } from './select.tsx';
import { SwitchField } from './switch.tsx';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'UI/FormField',
  component: FormField,
  args: { label: 'Number of Licenses', children: <Input type="number" defaultValue={1} /> },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Number of Licenses' })).toHaveValue(1);
  },
};

export const Playground: Story = {
  args: { hint: 'How many users the pack holds.', error: '', required: false },
};

export const WithHint: Story = {
  args: { hint: 'How many users the pack holds.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton')).toHaveAccessibleDescription('How many users the pack holds.');
  },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    required: true,
    hint: 'The license administrator.',
    error: 'Email is not valid.',
    children: <Input type="email" defaultValue="nobody@" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('The license administrator. Email is not valid.');
  },
};

export const Disabled: Story = {
  args: {
    hint: 'Only administrators change the pack size.',
    children: <Input type="number" defaultValue={5} disabled />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Number of Licenses' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    className: 'max-w-sm',
    label: 'The e-mail address of the person who administers this license pack and receives its notices',
    hint: "A non-administrator's change is sent to the new admin, and takes effect once they accept it.",
    error: 'Please specify a valid email address different to the current admin license.',
    children: <Input type="email" defaultValue="someone.with.a.really.long.address@subsidiary.example-company.com" />,
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { hint: 'How many users the pack holds.', error: 'Number of license is required and cannot be empty' },
};

const saved = fn();

interface LicenseFormValues {
  email: string;
  productId: string;
  userCount: number;
  startDate: string;
  sharePointIntegration: boolean;
  twoFA: boolean;
  users: FileList | null;
}

function RegisteredForm({ onSave }: { onSave: (values: LicenseFormValues) => void }) {
  const form = useForm<LicenseFormValues>({
    defaultValues: {
      email: '',
      productId: '',
      userCount: 1,
      startDate: '',
      sharePointIntegration: false,
      twoFA: false,
      users: null,
    },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)} className="grid max-w-md gap-4">
      <TextField
        label="Email"
        type="email"
        error={errors.email?.message}
        {...form.register('email', { required: 'email address is required and cannot be empty' })}
      />
      <SelectField
        label="Product"
        placeholder="Select a product"
        options={[
          { value: '1', label: 'Standard' },
          { value: '3', label: 'Business' },
        ]}
        error={errors.productId?.message}
        {...form.register('productId', { required: 'Select a product' })}
      />
      <NumberField
        label="Number of Licenses"
        min={1}
        error={errors.userCount?.message}
        {...form.register('userCount', { valueAsNumber: true, min: { value: 1, message: 'At least 1' } })}
      />
      <DateField
        label="Start Date"
        error={errors.startDate?.message}
        {...form.register('startDate', {
          required: 'Start date is required and cannot be empty',
          validate: (value) => isValidUsDate(value) || 'Start date is not valid',
        })}
      />
      <CheckboxField label="SharePoint Integration" {...form.register('sharePointIntegration')} />
      <SwitchField label="Two-factor authentication" {...form.register('twoFA')} />
      <FormField label="Users file">
        <FileInput {...form.register('users')} />
      </FormField>
      <Button type="submit" className="justify-self-start">
        Create
      </Button>
    </form>
  );
}

/** Every field takes react-hook-form's register() as it is: refs, names and change events reach the controls. */
export const WithReactHookForm: Story = {
  args: { label: 'unused', children: <span /> },
  render: function Render() {
    return <RegisteredForm onSave={saved} />;
  },
  play: async ({ canvas, userEvent }) => {
    saved.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription('email address is required and cannot be empty');
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'ada@example.com');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Product' }), 'Business');
    const count = canvas.getByRole('spinbutton', { name: 'Number of Licenses' });
    await userEvent.clear(count);
    await userEvent.type(count, '5');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Start Date' }), '01052026');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'SharePoint Integration' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Two-factor authentication' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith(
        expect.objectContaining({
          email: 'ada@example.com',
          productId: '3',
          userCount: 5,
          startDate: '01/05/2026',
          sharePointIntegration: true,
          twoFA: true,
        }),
        expect.anything(),
      ),
    );
  },
};
