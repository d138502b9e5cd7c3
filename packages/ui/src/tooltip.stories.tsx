import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip.tsx';

function PolicyTooltip({ text, open }: { text: string; open?: boolean }) {
  return (
    <div className="p-12">
      <Tooltip {...(open === undefined ? {} : { defaultOpen: open })}>
        <TooltipTrigger asChild>
          <Button variant="secondary">Set Password Policy</Button>
        </TooltipTrigger>
        <TooltipContent>{text}</TooltipContent>
      </Tooltip>
    </div>
  );
}

const meta = {
  title: 'UI/Tooltip',
  component: PolicyTooltip,
  args: { text: 'Sets minimum length and strength for all users of this license' },
} satisfies Meta<typeof PolicyTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Set Password Policy' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await page.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(args.text);
    await expect(trigger).toHaveAccessibleDescription(args.text);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {};

export const Open: Story = { args: { open: true } };

export const LongText: Story = {
  args: {
    open: true,
    text: 'Sets minimum length and strength for all users of this license. Users whose password no longer meets the policy are asked to change it at their next sign-in.',
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { open: true } };
