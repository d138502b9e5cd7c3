import { expect, test } from '@playwright/test';
import { currentUserStatus, demo, signIn } from '../tests/session-helpers.ts';

test('requests of one browser reach both processes, and the session made on one is honoured by the other', async ({
  page,
}) => {
  await signIn(page, demo.manager.email, demo.manager.password);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const servedBy = await page.evaluate(async () => {
    const answers = [];
    for (let call = 0; call < 6; call += 1) {
      const response = await fetch('/api/CurrentUser');
      answers.push({ status: response.status, by: response.headers.get('x-served-by') });
    }
    return answers;
  });
  expect(servedBy.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
  expect(new Set(servedBy.map((answer) => answer.by))).toEqual(new Set(['1', '2']));

  // Signed out through one process, the session is refused by both.
  await page.getByRole('button', { name: 'LOG OUT' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect([await currentUserStatus(page), await currentUserStatus(page)]).toEqual([401, 401]);
});
