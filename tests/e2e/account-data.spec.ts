import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/auth.page';
import { SettingsPage } from './pages/settings.page';
import { createPortalThroughApi, expectAccessible, registerThroughUi, shot } from './support';

/** Issue 12, part C: a builder exports their data, then deletes their account. */
test('export your data, then delete the account', async ({ page, request }) => {
  const builder = await registerThroughUi(page);
  await createPortalThroughApi(page, request, { name: `Data ${Date.now().toString(36)}` });
  const settings = new SettingsPage(page);
  await settings.goto();

  const card = page.getByRole('region', { name: 'Your data' });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText('You have not exported your data yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Export my data' }).click();
  const exports = card.getByRole('list', { name: 'Your exports' });
  await expect(exports.getByRole('listitem')).toHaveCount(1);
  // The list is polled while the ZIP is built: "Preparing…" turns into "Ready" without a reload.
  await expect(exports.getByText('Ready')).toBeVisible({ timeout: 20_000 });
  await expect(exports.getByText(/We emailed you the link\./)).toBeVisible();
  await expectAccessible(page, 'your data card');
  await card.screenshot({ path: 'tests/e2e/.artifacts/screens/your-data-card.png' });

  await card.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog.getByText(/The workspace “.+” with all its portals/)).toBeVisible();
  await dialog.getByLabel('Type your email to confirm').fill(builder.email);
  await dialog.getByLabel('Your password').fill('not the password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That password is not right — type the password you sign in with.')).toBeVisible();
  await expectAccessible(page, 'delete account dialog with an error');
  await shot(page, 'delete-account-dialog', { viewport: true });

  await dialog.getByLabel('Your password').fill(builder.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Your account was deleted.')).toBeVisible();
  await shot(page, 'account-deleted-sign-in', { viewport: true });

  const login = new LoginPage(page);
  await login.signIn(builder.email, builder.password);
  await expect(page.getByText('That email and password do not match. Check them and try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
