import { expect, test } from '@playwright/test';
import { reminderJourney } from './fixtures.ts';
import { readOutbox, signIn } from './session-helpers.ts';

// The reminders before a pack ends, from the server's own pass at its start: the administrator of a pack ending in 7
// days is mailed once, through the outbox, with a link to the pack; one who turned reminders off is not.

interface OutboxEntry {
  recipient: string;
  subject: string;
}

const { reminded, quiet, daysLeft } = reminderJourney;

test("a pack's administrator is reminded once before its end; one who turned reminders off is not", async ({
  page,
  request,
}) => {
  const text = await readOutbox(request, reminded.email, /ends in \d+ days, on \d\d\/\d\d\/\d{4}\./);
  expect(text).toContain(`ends in ${daysLeft} days`);
  const link = await readOutbox(request, reminded.email, /See the pack and its users: \S+/);

  const entries = (await (
    await request.get('/dev/outbox', { headers: { accept: 'application/json' } })
  ).json()) as OutboxEntry[];
  const remindersTo = (email: string) =>
    entries.filter((entry) => entry.recipient.toLowerCase() === email && /license ends/.test(entry.subject));
  expect(remindersTo(reminded.email)).toHaveLength(1);
  expect(remindersTo(reminded.email)[0]!.subject).toMatch(
    new RegExp(`^Your Business license ends in ${daysLeft} days \\(\\d\\d/\\d\\d/\\d{4}\\)$`),
  );
  expect(remindersTo(quiet.email)).toEqual([]);

  // The mail's link opens the pack's users page for its administrator.
  await signIn(page, reminded.email, reminded.password);
  await expect(page.getByRole('table', { name: 'Licenses' })).toBeVisible();
  await page.goto(new URL(link.replace('See the pack and its users: ', '')).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
  await expect(page.getByText(`Business license pack`)).toBeVisible();

  // My Profile says so: the reminders are on for one, off for the other.
  const optIn = (p: typeof page) => p.getByRole('checkbox', { name: 'E-mail me before my license packs end' });
  await page.goto('/user/my-account');
  await expect(optIn(page)).toBeChecked();
  const other = await (await page.context().browser()!.newContext()).newPage();
  await signIn(other, quiet.email, quiet.password);
  await expect(other.getByRole('table', { name: 'Licenses' })).toBeVisible();
  await other.goto('/user/my-account');
  await expect(optIn(other)).not.toBeChecked();
  await other.context().close();
});
