import { expect, test, type APIRequestContext } from '@playwright/test';
import { accountLinkIn, AccountPages, SecuritySettings } from './pages/account.page';
import { LoginPage } from './pages/auth.page';
import { mailTo } from './pages/portal-site.page';
import { SettingsPage } from './pages/settings.page';
import { expectAccessible, newBuilder, registerThroughApi, registerThroughUi, shot } from './support';

/** A session of the builder's made elsewhere (another device), by its bearer token. */
async function signInElsewhere(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/v1/auth/login', {
    data: { email, password },
    headers: {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    },
  });
  return (await res.json()).data.token as string;
}
const sessionStatus = async (request: APIRequestContext, token: string) =>
  (await request.get('/v1/auth/session', { headers: { authorization: `Bearer ${token}` } })).status();

test('a forgotten password is reset by the emailed link, and the old sessions end', async ({ page, browser, request }) => {
  const builder = await registerThroughApi(request, newBuilder());
  // A second browser signed in before the reset: it must be sent to sign-in afterwards.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto('/auth/login');
  await new LoginPage(other).signIn(builder.email, builder.password);
  await expect(other).toHaveURL(/\/portals$/);

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expectAccessible(page, 'forgot password');
  await shot(page, 'account-forgot-password');
  const asked = Date.now();
  await new AccountPages(page).askForReset(builder.email);
  await expect(page.getByText(`If an account uses ${builder.email}`)).toBeVisible();
  await expectAccessible(page, 'check your email');
  await shot(page, 'account-forgot-password-sent');

  const mail = await mailTo(builder.email, asked);
  expect(mail.subject).toBe('Reset your Portico password');
  const link = accountLinkIn(mail.text, 'reset-password');
  await page.goto(link);
  const account = new AccountPages(page);
  await account.chooseNewPassword('short');
  await expect(page.getByText('Use at least 8 characters for your password.')).toBeVisible();
  await expectAccessible(page, 'reset password with an error');
  await shot(page, 'account-reset-password-error');
  await account.chooseNewPassword('a-much-better-secret');

  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Your password was changed. Sign in with the new one.')).toBeVisible();
  await expectAccessible(page, 'sign in after a reset');
  await shot(page, 'account-login-after-reset');
  await new LoginPage(page).signIn(builder.email, 'a-much-better-secret');
  await expect(page).toHaveURL(/\/portals$/);

  await other.reload();
  await expect(other).toHaveURL(/\/auth\/login/);
  await elsewhere.close();

  // The link worked once: opened again, it explains and offers a new one.
  await page.goto(link);
  await account.chooseNewPassword('yet-another-secret');
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toBeVisible();
  await expectAccessible(page, 'a used reset link');
  await shot(page, 'account-reset-link-used');
});

test('settings: change the password, see and sign out sessions, change the email', async ({ page, request }) => {
  const builder = await registerThroughUi(page);
  const phone = await signInElsewhere(request, builder.email, builder.password);
  const settings = new SettingsPage(page);
  await settings.goto();
  const security = new SecuritySettings(page);
  await expect(security.sessions.getByText('This device')).toBeVisible();
  await expect(security.sessions.getByText('Safari on iOS')).toBeVisible();
  await expect(security.sessions.getByText(/last active (just now|\d+ minutes? ago|now)/)).toBeVisible();
  await expectAccessible(page, 'settings with security and sessions');
  await shot(page, 'account-settings');

  await security.changePassword('not-my-password', 'a-much-better-secret');
  await expect(security.security.getByText('That is not your current password — check it and try again.')).toBeVisible();
  expect(await sessionStatus(request, phone)).toBe(200);
  await security.changePassword(builder.password, 'a-much-better-secret');
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  expect(await sessionStatus(request, phone)).toBe(401);
  await expect(security.sessions.getByText('This is the only device signed in.')).toBeVisible();

  // One other session signed out on its own, then two at once.
  const tablet = await signInElsewhere(request, builder.email, 'a-much-better-secret');
  await page.reload();
  await security.sessions.getByRole('button', { name: /^Sign out Safari on iOS/ }).click();
  await expect(page.getByText('Safari on iOS is signed out.')).toBeVisible();
  expect(await sessionStatus(request, tablet)).toBe(401);
  const [a, b] = [
    await signInElsewhere(request, builder.email, 'a-much-better-secret'),
    await signInElsewhere(request, builder.email, 'a-much-better-secret'),
  ];
  await page.reload();
  await security.sessions.getByRole('button', { name: 'Sign out of other sessions' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out of every other session?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'sign out of other sessions');
  await shot(page, 'account-sessions-confirm', { viewport: true });
  await dialog.getByRole('button', { name: 'Sign out others' }).click();
  await expect(page.getByText('2 other sessions signed out')).toBeVisible();
  for (const token of [a, b]) expect(await sessionStatus(request, token)).toBe(401);

  // The email changes only once the new address confirms it.
  const next = `moved-${Date.now()}@example.com`;
  await security.security.getByLabel('New email').fill(next);
  await security.security.getByLabel('Your password').fill('a-much-better-secret');
  await security.security.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(security.security.getByText(`Confirm ${next} to finish`)).toBeVisible();
  await shot(page, 'account-email-pending');
  await page.goto(accountLinkIn((await mailTo(next)).text, 'confirm-email'));
  await expect(page.getByText(`Your account now signs in with ${next}.`)).toBeVisible();
  await expectAccessible(page, 'email confirmed');
  await shot(page, 'account-email-confirmed');
});
