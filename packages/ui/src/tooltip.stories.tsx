import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip.tsx';

function PolicyTooltip({ text, open, centred = false }: { text: string; open?: boolean; centred?: boolean }) {
  return (
    <div className={centred ? 'flex justify-center px-12 pt-28 pb-12' : 'px-12 pt-28 pb-12'}>
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

/** A pointer resting on the trigger opens it; moving onto the tooltip keeps it; leaving both or pressing closes it. */
export const Hover: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Set Password Policy' });
    await userEvent.hover(trigger);
    const tooltip = await page.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(args.text);
    await expect(trigger).toHaveAccessibleDescription(args.text);
    await userEvent.hover(tooltip);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(page.getByRole('tooltip')).toBeVisible();
    await userEvent.unhover(tooltip);
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).not.toHaveAccessibleDescription();
    await userEvent.hover(trigger);
    await page.findByRole('tooltip');
    await userEvent.click(trigger);
    await expect(page.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

/** Shown over its trigger, centred on it (the other stories' trigger is too near the left edge for that). */
export const Placement: Story = {
  args: { open: true, centred: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Set Password Policy' }).getBoundingClientRect();
    const tooltip = (await page.findByRole('tooltip')).getBoundingClientRect();
    await expect(tooltip.bottom).toBeLessThanOrEqual(trigger.top);
    await expect(Math.abs(tooltip.left + tooltip.width / 2 - (trigger.left + trigger.width / 2))).toBeLessThan(1);
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
