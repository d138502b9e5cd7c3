import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { SubmitButton } from './submit-button.tsx';

const reason = 'Create is available once every required field is filled in correctly.';

describe('given a form primary button', () => {
  it('should say why it cannot be pressed while the fields fail their checks, as its description', async () => {
    const screen = await render(<SubmitButton label="Create" valid={false} saving={false} />);
    const button = screen.getByRole('button', { name: 'Create' });
    await expect.element(button).toBeDisabled();
    await expect.element(screen.getByText(reason)).toBeVisible();
    await expect.element(button).toHaveAccessibleDescription(reason);
  });

  it('should be pressable and say nothing once the fields pass', async () => {
    const screen = await render(<SubmitButton label="Create" valid saving={false} />);
    await expect.element(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(screen.getByText(reason).query()).toBeNull();
  });

  it("should say the form's own reason in place of the fields' when the fields pass and a choice is missing", async () => {
    const choice = 'Choose exactly 3 users to give a seat up (2 chosen).';
    const screen = await render(
      <SubmitButton label="Update and revoke 3 users" valid={false} saving={false} reason={choice} />,
    );
    const button = screen.getByRole('button', { name: 'Update and revoke 3 users' });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAccessibleDescription(choice);
    expect(screen.getByText(/is available once every required field/).query()).toBeNull();
  });

  it('should say nothing while a save is under way', async () => {
    const screen = await render(<SubmitButton label="Create" valid={false} saving />);
    expect(screen.getByText(reason).query()).toBeNull();
  });

  it('should keep why the last save failed beside it, as its description, until the next save', async () => {
    const failure = 'Something went wrong. Please try again.';
    const screen = await render(<SubmitButton label="Update" valid saving={false} error={failure} />);
    const button = screen.getByRole('button', { name: 'Update' });
    await expect.element(screen.getByText(failure)).toBeVisible();
    await expect.element(button).toHaveAccessibleDescription(failure);
    await expect.element(button).toBeEnabled();
    await screen.rerender(<SubmitButton label="Update" valid saving error={failure} />);
    expect(screen.getByText(failure).query()).toBeNull();
  });

  it('should give both reasons when the form of a failed save no longer passes its checks', async () => {
    const failure = 'Something went wrong. Please try again.';
    const screen = await render(<SubmitButton label="Create" valid={false} saving={false} error={failure} />);
    await expect
      .element(screen.getByRole('button', { name: 'Create' }))
      .toHaveAccessibleDescription(`${failure} ${reason}`);
  });
});
