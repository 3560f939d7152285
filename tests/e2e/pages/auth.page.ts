import { expect, type Page } from '@playwright/test';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/auth/login');
    await expect(this.page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}

export class RegisterPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/auth/register');
    await expect(this.page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  }

  async register(user: { firstName: string; lastName: string; email: string; password: string }) {
    await this.page.getByLabel('First name').fill(user.firstName);
    await this.page.getByLabel('Last name').fill(user.lastName);
    await this.page.getByLabel('Email').fill(user.email);
    await this.page.getByLabel('Password').fill(user.password);
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }
}
