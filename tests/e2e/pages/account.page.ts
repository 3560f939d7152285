import { expect, type Page } from '@playwright/test';

/** The path and query of the first link to `/auth/<page>` in a mail (the mail names APP_URL's host). */
export function accountLinkIn(text: string, page: 'reset-password' | 'confirm-email'): string {
  const match = new RegExp(`https?://[^/\\s]+(/auth/${page}\\?token=[A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no /auth/${page} link in: ${text}`);
  return match[1]!;
}

/** The signed-out account screens: forgot password and reset password. */
export class AccountPages {
  constructor(private readonly page: Page) {}

  async askForReset(email: string) {
    await expect(this.page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(this.page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  }

  async chooseNewPassword(password: string, again = password) {
    await expect(this.page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await this.page.getByLabel(/^New password(?! again)/).fill(password);
    await this.page.getByLabel('New password again').fill(again);
    await this.page.getByRole('button', { name: 'Save the new password' }).click();
  }
}

/** The Security and sessions cards of /settings. */
export class SecuritySettings {
  constructor(private readonly page: Page) {}

  get security() {
    return this.page.getByRole('region', { name: 'Security' });
  }
  get sessions() {
    return this.page.getByRole('region', { name: 'Where you are signed in' });
  }

  async changePassword(current: string, next: string) {
    await this.security.getByLabel('Current password').fill(current);
    await this.security.getByLabel(/^New password(?! again)/).fill(next);
    await this.security.getByLabel('New password again').fill(next);
    await this.security.getByRole('button', { name: 'Change password' }).click();
  }
}
