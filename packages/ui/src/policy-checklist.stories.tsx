import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { PasswordField } from './password-field.tsx';
import { PolicyChecklist, type PolicyChecklistItem } from './policy-checklist.tsx';

const meta = {
  title: 'UI/PolicyChecklist',
  component: PolicyChecklist,
  args: {
    items: [
      { id: 'minLength', label: 'At least 8 characters', passed: false },
      { id: 'uppercase', label: 'At least 1 uppercase letter', passed: false },
      { id: 'specialOrNumber', label: 'At least 1 number or special character', passed: false },
    ],
  },
} satisfies Meta<typeof PolicyChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Password policy' });
    const items = within(group).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('At least 8 characters: not met');
    await expect(group.querySelector('[aria-live="polite"]')).toHaveTextContent('0 of 3 requirements met');
  },
};

export const Playground: Story = { args: { title: 'Password policy', appearance: 'inline' } };

export const PartlyMet: Story = {
  args: {
    items: [
      { id: 'minLength', label: 'At least 8 characters', passed: true },
      { id: 'uppercase', label: 'At least 1 uppercase letter', passed: false },
      { id: 'specialOrNumber', label: 'At least 1 number or special character', passed: true },
    ],
  },
  play: async ({ canvas }) => {
    const [length, uppercase] = canvas.getAllByRole('listitem');
    await expect(length).toHaveAttribute('data-state', 'passed');
    await expect(length).toHaveTextContent('At least 8 characters: met');
    await expect(uppercase).toHaveAttribute('data-state', 'failed');
    await expect(canvas.getByText('2 of 3 requirements met')).toBeInTheDocument();
  },
};

export const AllMet: Story = {
  args: {
    items: [
      { id: 'minLength', label: 'At least 12 characters', passed: true },
      { id: 'uppercase', label: 'At least 2 uppercase letters', passed: true },
      { id: 'specialOrNumber', label: 'At least 3 numbers or special characters', passed: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveAttribute('data-complete', 'true');
    await expect(canvas.getByText('All 3 requirements met')).toBeInTheDocument();
  },
};

export const Popup: Story = { args: { appearance: 'popup' } };

/** A tiny stand-in for the domain's evaluatePasswordPolicy: the design system knows no policy of its own. */
function rulesFor(password: string): PolicyChecklistItem[] {
  return [
    { id: 'minLength', label: 'At least 8 characters', passed: [...password].length >= 8 },
    { id: 'uppercase', label: 'At least 1 uppercase letter', passed: /\p{Lu}/u.test(password) },
    { id: 'specialOrNumber', label: 'At least 1 number or special character', passed: /[^\p{L}\s]/u.test(password) },
  ];
}

function LiveChecklist() {
  const [password, setPassword] = React.useState('');
  return (
    <div className="grid max-w-sm gap-3">
      <PasswordField label="New Password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <PolicyChecklist items={rulesFor(password)} appearance="popup" />
    </div>
  );
}

/** Each rule turns as the user types, and the polite summary follows. */
export const Live: Story = {
  render: () => <LiveChecklist />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('New Password');
    const status = canvas.getByRole('group').querySelector('[aria-live="polite"]');
    await userEvent.type(input, 'abc');
    await expect(status).toHaveTextContent('0 of 3 requirements met');
    await userEvent.type(input, 'D');
    await waitFor(() => expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('data-state', 'passed'));
    await userEvent.type(input, 'efgh1');
    await waitFor(() => expect(status).toHaveTextContent('All 3 requirements met'));
    await userEvent.clear(input);
    await waitFor(() => expect(status).toHaveTextContent('0 of 3 requirements met'));
  },
};
