import { truncateEmail } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { fakeUsers } from '../session/fake.ts';
import { FakeConsoleProviders } from '../testing/fake-console-providers.tsx';
import { LicenseGrid } from './license-grid.tsx';
import { DEFAULT_LICENSE_GRID_SEARCH } from './license-grid-search.ts';

const LONG = /^procurement\.department\.\d+@very-long-company-name\.example\.com$/;

/** The tooltip's text while one is shown (it is drawn for the eye; the cell's text serves screen readers). */
const tooltipText = () => document.querySelector('[data-slot="tooltip-content"]')?.textContent ?? null;

/** The grid of the packs of the administrators named 'procurement…', whose e-mails are past 21 characters. */
async function longEmails() {
  const screen = await render(
    <FakeConsoleProviders>
      <LicenseGrid
        user={fakeUsers.administrator}
        defaultSearch={{ ...DEFAULT_LICENSE_GRID_SEARCH, emailPart: 'procurement' }}
        onSearchChange={() => undefined}
      />
    </FakeConsoleProviders>,
  );
  const table = screen.getByRole('table', { name: 'Licenses' });
  await expect.element(table.getByRole('cell', { name: LONG }).first()).toBeVisible();
  const cell = table.getByRole('cell', { name: LONG }).first().element() as HTMLTableCellElement;
  const email = cell.textContent?.match(/procurement\.department\.\d+@very-long-company-name\.example\.com/)?.[0];
  if (!email) throw new Error('no long e-mail in the cell');
  return { cell, email };
}

describe('given the license grid, an administrator e-mail longer than 21 characters (spec §2.4, §9)', () => {
  it('should show it cut to 18 characters and "..", its whole address the cell’s accessible name', async () => {
    const { cell, email } = await longEmails();
    expect(truncateEmail(email)).toBe('procurement.depart..');
    await expect.element(page.elementLocator(cell).getByText('procurement.depart..')).toBeVisible();
    await expect.element(cell).toHaveAccessibleName(email);
  });

  it('should show the whole address while the pointer rests on it', async () => {
    const { cell, email } = await longEmails();
    expect(tooltipText()).toBeNull();
    await userEvent.hover(page.elementLocator(cell).getByText('procurement.depart..'));
    await expect.poll(tooltipText).toBe(email);
    await userEvent.unhover(page.elementLocator(cell).getByText('procurement.depart..'));
    await expect.poll(tooltipText).toBeNull();
  });

  it('should show the whole address while the cell has the keyboard focus, until Escape or the focus moves', async () => {
    const { cell, email } = await longEmails();
    (cell.previousElementSibling as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell);
    await expect.poll(tooltipText).toBe(email);
    await userEvent.keyboard('{Escape}');
    await expect.poll(tooltipText).toBeNull();
    expect(document.activeElement).toBe(cell);
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(tooltipText).toBeNull();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(tooltipText).toBe(email);
  });
});

describe('given an Active pack whose term starts after today (renewed early, or bought ahead)', () => {
  const grid = (today?: string) =>
    render(
      <FakeConsoleProviders options={today ? { today } : {}}>
        <LicenseGrid user={fakeUsers.administrator} onSearchChange={() => undefined} />
      </FakeConsoleProviders>,
    );

  it('should keep the status Active and say when the term shown starts', async () => {
    // Packs dated around a day far ahead: every Active one starts after today.
    const screen = await grid('06/15/2099');
    const starts = screen.getByRole('table', { name: 'Licenses' }).getByText(/^Term starts \d\d\/\d\d\/2099$/);
    await expect.element(starts.first()).toBeVisible();
    const row = starts.first().element().closest('tr')!;
    const from = row.querySelector('[data-slot="license-term-starts"]')!.textContent!.replace('Term starts ', '');
    expect(row.textContent).toContain(`Active`);
    expect(row.textContent).toContain(from);
  });

  it('should say nothing more for a pack whose term has begun', async () => {
    const screen = await grid();
    await expect
      .element(
        screen.getByRole('table', { name: 'Licenses' }).getByRole('cell', { name: 'Active', exact: true }).first(),
      )
      .toBeVisible();
    expect(document.querySelector('[data-slot="license-term-starts"]')).toBeNull();
  });
});
