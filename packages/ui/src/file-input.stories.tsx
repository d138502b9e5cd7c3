import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FileInput } from './file-input.tsx';
import { FormField } from './form-field.tsx';

const meta = {
  title: 'UI/FileInput',
  component: FileInput,
  args: { onFilesChange: fn() },
  render: (args) => (
    <FormField label="Users file" hint="A CSV file with the headers Email, FirstName, LastName." className="max-w-md">
      <FileInput {...args} />
    </FormField>
  ),
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Users file');
    await expect(input).toHaveAttribute('accept', '.csv,text/csv');
    await expect(input).toHaveAccessibleDescription(/Email, FirstName, LastName/);
    const file = new File(['Email,FirstName,LastName\nada@example.com,Ada,Lovelace\n'], 'users.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(input, file);
    await expect(args.onFilesChange).toHaveBeenCalledWith([file]);
  },
};

export const Playground: Story = { args: { disabled: false, multiple: false } };

export const WithError: Story = {
  render: (args) => (
    <FormField label="Users file" error={'Line 3: Email is required\nLine 7: Email is not valid.'} className="max-w-md">
      <FileInput {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Users file');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Line 3: Email is required/);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Users file')).toBeDisabled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
