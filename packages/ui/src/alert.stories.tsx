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
