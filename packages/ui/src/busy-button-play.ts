import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * The busy story's play of Button and IconButton: the button named `name`, busy, refuses presses (the pointer's,
 * Enter's and Space's) yet keeps the focus, so a keyboard user who pressed it stays on it.
 */
export async function playBusyButton(
  { canvas, userEvent, args }: Pick<StoryContext, 'canvas' | 'userEvent'> & { args: { onClick?: unknown } },
  name: string,
) {
  const button = canvas.getByRole('button', { name });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toBeEnabled();
  button.focus();
  await expect(button).toHaveFocus();
  await userEvent.click(button);
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard(' ');
  await expect(args.onClick).not.toHaveBeenCalled();
  await expect(button).toHaveFocus();
}
