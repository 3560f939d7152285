import { expect, type Page } from '@playwright/test';

/** The builder's ticket inbox and one ticket. */
export class TicketsPage {
  constructor(private readonly page: Page) {}

  async goto(slug: string) {
    await this.page.goto(`/${slug}/customer/tickets`);
    await expect(this.page.getByRole('heading', { name: 'Tickets', level: 1 })).toBeVisible();
  }

  row(subject: string) {
    return this.page.getByRole('listitem').filter({ hasText: subject });
  }

  async open(subject: string) {
    await this.page.getByRole('link', { name: new RegExp(subject) }).click();
    await expect(this.page.getByRole('list', { name: 'Conversation' })).toBeVisible();
  }

  async reply(text: string, files: Array<{ name: string; mimeType: string; buffer: Buffer }> = []) {
    await this.page.getByRole('radio', { name: 'Reply to customer' }).check({ force: true });
    await this.page.getByRole('textbox', { name: 'Reply' }).fill(text);
    if (files.length) {
      await this.page.getByLabel('Attach files').setInputFiles(files);
      for (const f of files) await expect(this.page.getByRole('list', { name: 'Files to send' }).getByText(f.name)).toBeVisible();
    }
    await this.page.getByRole('button', { name: 'Send reply' }).click();
    await expect(this.page.getByRole('list', { name: 'Conversation' }).getByText(text)).toBeVisible();
  }

  async note(text: string) {
    await this.page.getByText('Internal note', { exact: true }).click();
    await this.page.getByRole('textbox', { name: 'Internal note' }).fill(text);
    await this.page.getByRole('button', { name: 'Add note' }).click();
    await expect(this.page.getByRole('list', { name: 'Conversation' }).getByText(text)).toBeVisible();
  }
}
