import { expect, type Locator, type Page } from '@playwright/test';

/** The public booking pages (/book/*), as a guest uses them: by role and label. */
export class BookingPage {
  constructor(private readonly page: Page) {}

  async open(username: string, slug: string) {
    await this.page.goto(`/book/${username}/${slug}`);
    await expect(this.days.getByRole('button').first()).toBeVisible();
  }

  /** The month's day buttons (the group is named "Days of {month}"). */
  get days(): Locator {
    return this.page.getByRole('group', { name: /^Days of / });
  }

  get slots(): Locator {
    return this.page.getByRole('list', { name: /Available times|New times/ }).getByRole('button');
  }

  /** Picks the first day that has times and returns its accessible name ("Tuesday, December 1"). */
  async pickFirstOpenDay(): Promise<string> {
    const day = this.days.locator('button:not([disabled])').first();
    const label = (await day.getAttribute('aria-label'))!;
    await day.click();
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    return label;
  }

  async pickDay(label: string) {
    await this.days.getByRole('button', { name: label, exact: true }).click();
  }

  /** Clicks the `index`-th time of the chosen day and returns its text as shown ("9:00 AM"). */
  async pickSlot(index = 0): Promise<string> {
    const slot = this.slots.nth(index);
    const text = normal(await slot.innerText());
    await slot.click();
    return text;
  }

  async slotTexts(): Promise<string[]> {
    await expect(this.slots.first()).toBeVisible();
    return (await this.slots.allInnerTexts()).map(normal);
  }

  async fillDetails(guest: { name: string; email: string; notes?: string }) {
    await this.page.getByLabel('Your name').fill(guest.name);
    await this.page.getByLabel('Email address').fill(guest.email);
    if (guest.notes) await this.page.getByLabel('Additional notes').fill(guest.notes);
  }

  async expectNoHorizontalScroll() {
    const overflow = await this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  }
}

/** Intl puts narrow no-break spaces in times ("9:00 AM"): compared as plain spaces. */
export const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
