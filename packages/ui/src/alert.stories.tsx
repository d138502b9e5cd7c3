import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert, AlertDescription, AlertTitle } from './alert.tsx';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: {
    variant: 'error',
    children: (
      <>
        <AlertTitle>Login Error</AlertTitle>
        <AlertDescription>Sign in failed! Please check your credentials and try again.</AlertDescription>
      </>
    ),
  },
  argTypes: { variant: { control: 'select', options: ['error', 'success', 'info'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Login Error');
  },
};

export const Playground: Story = {};

export const Success: Story = {
  args: {
    variant: 'success',
    children: <AlertDescription>Password settings saved successfully.</AlertDescription>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Password settings saved successfully.');
  },
};

export const Info: Story = {
  args: {
    variant: 'info',
    children: (
      <>
        <AlertTitle>Email Sent</AlertTitle>
        <AlertDescription>If it does not arrive, look in your spam folder.</AlertDescription>
      </>
    ),
  },
};

export const LongText: Story = {
  args: {
    variant: 'error',
    children: (
      <>
        <AlertTitle>Usage Error</AlertTitle>
        <AlertDescription>
          {
            "Email:'someone.with.a.really.long.address@subsidiary.example-company.com' - has already been assigned a license, please revoke it before trying to assign it to a new license.\nLine 2: Email is not valid."
          }
        </AlertDescription>
      </>
    ),
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="grid gap-3">
      <Alert {...args} />
      <Alert variant="success">
        <AlertTitle>Email Sent</AlertTitle>
        <AlertDescription>Check your spam folder if it does not arrive.</AlertDescription>
      </Alert>
      <Alert variant="info">
        <AlertTitle>Operation not available</AlertTitle>
      </Alert>
    </div>
  ),
};
