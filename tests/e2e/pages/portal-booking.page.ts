import { expect, type Locator, type Page } from '@playwright/test';

export const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The BOOKING block of a published page, as a portal's customer uses it. */
export class PortalBookingBlock {
  readonly block: Locator;
  constructor(
    private readonly page: Page,
    title: string,
  ) {
    this.block = page.getByRole('region', { name: title });
  }

  get days(): Locator {
    return this.block.getByRole('group', { name: /^Days of / });
  }

  get slots(): Locator {
    return this.block.getByRole('list', { name: 'Available times' }).getByRole('button');
  }

  /** Clicks the first day with times and returns its name ("Tuesday, March 3"). */
  async pickFirstOpenDay(): Promise<string> {
    const day = this.days.locator('button:not([disabled])').first();
    await expect(day).toBeVisible();
    const label = (await day.getAttribute('aria-label'))!;
    await day.click();
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    return label;
  }

  /** Clicks the `index`-th time of the chosen day and returns it as shown ("9:00 AM"). */
  async pickSlot(index = 0): Promise<string> {
    const slot = this.slots.nth(index);
    const text = normal(await slot.innerText());
    await slot.click();
    return text;
  }
}
