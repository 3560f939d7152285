import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PortalSettingsPage } from './pages/portal-settings.page';
import { PortalsPage } from './pages/portals.page';
import { AppShell } from './pages/shell.page';
import { createPortalThroughApi, expectAccessible, registerThroughUi, shot, unique } from './support';

// A 1×1 PNG (one green pixel): the server checks the type from these bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('portals', () => {
  test.use({ viewport: { width: 1366, height: 860 } });

  test('create from the list, open it, settings (sub-domain, logo, theme, slug), and nobody else sees it', async ({
    page,
    request,
    browser,
  }) => {
    // Eight accessibility checks besides the steps: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    const id = unique();
    const name = `Acme Clients ${id}`;
    const derived = `acme-clients-${id}`; // slug and sub-domain made from the name
    const portals = new PortalsPage(page);
    const settings = new PortalSettingsPage(page);
    const shell = new AppShell(page);

    // An empty list says what a portal is and offers to create one.
    await registerThroughUi(page);
    await expect(portals.heading).toBeVisible();
    await expect(portals.emptyState).toBeVisible();
    await shot(page, '10-portals-empty');
    await expectAccessible(page, 'portals empty');

    // The dialog explains a missing name, then creates the portal.
    const dialog = await portals.openCreateDialog('empty state');
    await dialog.getByRole('button', { name: 'Create portal' }).click();
    await expect(dialog.getByText('Please enter Portal name')).toBeVisible();
    await dialog.getByLabel('Portal name').fill(name);
    await shot(page, '11-create-dialog');
    await expectAccessible(page, 'create dialog');
    await portals.create(name);
    await expect(page.getByText('Portal created')).toBeVisible();
    // Creating leads into the new portal; its card waits on the list.
    await expect(page).toHaveURL(new RegExp(`/${derived}/settings$`));
    await portals.goto();
    const card = portals.card(name);
    await expect(card).toBeVisible();
    await expect(card.getByText(derived, { exact: true })).toBeVisible();
    await expect(card.getByText(`/${derived}`, { exact: true })).toBeVisible();
    await shot(page, '12-portals-list');
    await expectAccessible(page, 'portals list');

    // A second portal of the same builder, made through the API, holds a sub-domain.
    const taken = `taken-${id}`;
    await createPortalThroughApi(page, request, { name: `Other ${id}`, subDomain: taken });

    // Opening the card leads into the portal; the side nav knows it, and every entry opens.
    await portals.open(name);
    await expect(page).toHaveURL(new RegExp(`/${derived}/settings$`));
    await expect(settings.heading).toBeVisible();
    await expect(shell.sideNav.getByText(name)).toBeVisible();
    for (const [label, segment] of [
      ['Layout', 'layout'],
      ['Workflows', 'workflows'],
      ['Database', 'database'],
      ['Customer', 'customer'],
      ['Integrations', 'integrations'],
      ['Settings', 'settings'],
    ] as const) {
      await shell.sideNav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/${derived}/${segment}$`));
      // The Customer entry opens the list of the portal's customers.
      const heading = label === 'Customer' ? 'Customers' : label;
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByText(name, { exact: true }).first()).toBeVisible();
      await expect(shell.sideNav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }
    await shot(page, '13-portal-settings');
    await expectAccessible(page, 'portal settings');

    // Sub-domain: a taken one is refused while typing, with the reason and a free suggestion.
    await settings.subDomain.fill(taken);
    await expect(page.getByText(`That sub-domain is taken — try ${taken}-2.`)).toBeVisible();
    await expect(settings.button('Save sub-domain')).toBeDisabled();
    await settings.subDomain.fill('ab');
    await expect(page.getByText('Sub-domain must be between 3 and 63 characters')).toBeVisible();
    await settings.subDomain.fill('www');
    await expect(page.getByText('That sub-domain is reserved — choose another.')).toBeVisible();
    await settings.subDomain.fill(taken);
    await expect(page.getByText(`That sub-domain is taken — try ${taken}-2.`)).toBeVisible();
    await shot(page, '14-subdomain-taken');
    await expectAccessible(page, 'subdomain taken');
    const fresh = `fresh-${id}`;
    await settings.subDomain.fill(fresh);
    await expect(page.getByText(`“${fresh}” is available.`)).toBeVisible();
    await settings.button('Save sub-domain').click();
    await page.getByRole('alertdialog', { name: 'Change the sub-domain?' }).getByRole('button', { name: 'Change sub-domain' }).click();
    await expect(page.getByRole('group', { name: 'Customer address' }).getByText(`.portico.test`)).toContainText(fresh);
    await expect(shell.sideNav.getByText(fresh)).toBeVisible();
    await expect(settings.button('Save sub-domain')).toBeDisabled();

    // Logo: upload a PNG; the preview shows the stored file.
    const logo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portico-logo-')), 'logo.png');
    fs.writeFileSync(logo, PNG);
    await settings.uploadLogo(logo);
    await expect(page.getByText('Logo uploaded')).toBeVisible();
    const logoImage = settings.logoPreview.getByRole('img', { name: `${name} logo` });
    await expect(logoImage).toHaveAttribute('src', /^\/files\/portal-[0-9a-f-]+\/[0-9a-f]{64}\.png$/);
    expect(await logoImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await expect(shell.sideNav.getByRole('img', { name: `${name} logo` })).toBeVisible();
    await expect(settings.button('Remove logo')).toBeVisible();

    // Theme: the preview follows the form before anything is saved.
    const preview = settings.themePreview;
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.getByRole('img', { name: `${name} logo` })).toBeVisible();
    // The portal's own content, not invented: its standard navigation, and no workflows or tickets yet.
    await expect(preview.getByText('Tickets', { exact: true })).toBeVisible();
    await expect(preview.getByText('No published workflows yet: the ones you publish show here.')).toBeVisible();
    await expect(preview.getByText('No tickets yet: customers’ tickets show here.')).toBeVisible();
    const cta = preview.getByText('Raise a ticket');
    expect(await PortalSettingsPage.style(cta, 'background-color')).toBe('rgb(79, 70, 229)');
    expect(await PortalSettingsPage.style(preview, 'background-color')).toBe('rgb(255, 255, 255)');
    await settings.setColour('Primary colour', '#dc2626');
    await expect.poll(() => PortalSettingsPage.style(cta, 'background-color')).toBe('rgb(220, 38, 38)');
    await settings.choose('Dark');
    await expect.poll(() => PortalSettingsPage.style(preview, 'background-color')).toBe('rgb(15, 23, 42)');
    expect(await PortalSettingsPage.style(preview, 'color')).toBe('rgb(226, 232, 240)');
    await settings.choose('Full');
    await expect.poll(() => PortalSettingsPage.style(cta, 'border-radius')).toBe('9999px');
    await settings.choose('Serif');
    expect(await PortalSettingsPage.style(preview, 'font-family')).toContain('Georgia');
    await expect(page.getByText(/home page — not saved yet/)).toBeVisible();
    await shot(page, '15-theme-preview');
    // The preview draws the portal in the builder's colours (red on dark here, on purpose): not Portico's to fix.
    await expectAccessible(page, 'theme preview', { exclude: ['[aria-label="Theme preview"]'] });
    await settings.button('Save theme').click();
    await expect(page.getByText('Theme saved')).toBeVisible();
    await expect(settings.button('Save theme')).toBeDisabled();

    // Saved for real: a reload shows the dark, red theme.
    await page.reload();
    await expect(settings.themePreview).toBeVisible();
    expect(await PortalSettingsPage.style(settings.themePreview, 'background-color')).toBe('rgb(15, 23, 42)');
    expect(await PortalSettingsPage.style(settings.themePreview.getByText('Raise a ticket'), 'background-color')).toBe('rgb(220, 38, 38)');

    // Basic info: the title feeds the preview, and saving says so.
    await page.getByLabel('Title').fill('Acme client hub');
    await expect(settings.themePreview.getByText('Welcome to Acme client hub')).toBeVisible();
    await settings.button('Save basic info').click();
    await expect(page.getByText('Basic info saved')).toBeVisible();

    // Slug: changing it moves the screen to the new address; the old one finds nothing.
    const newSlug = `hub-${id}`;
    await settings.slug.fill(newSlug);
    await expect(page.getByText(`“${newSlug}” is available.`)).toBeVisible();
    await settings.button('Save slug').click();
    await page.getByRole('alertdialog', { name: 'Change the slug?' }).getByRole('button', { name: 'Change slug' }).click();
    await expect(page).toHaveURL(new RegExp(`/${newSlug}/settings$`));
    await expect(page.getByText('Slug changed')).toBeVisible();
    await expect(settings.slug).toHaveValue(newSlug);
    await shell.sideNav.getByRole('link', { name: 'Layout' }).click();
    await expect(page).toHaveURL(new RegExp(`/${newSlug}/layout$`));
    await page.goto(`/${derived}/settings`);
    await expect(page.getByRole('heading', { name: 'Portal not found' })).toBeVisible();

    // The card on /portals shows the logo and the new sub-domain.
    await portals.goto();
    await expect(portals.card(name).getByRole('img', { name: `${name} logo` })).toBeVisible();
    await expect(portals.card(name).getByText(fresh, { exact: true })).toBeVisible();
    await expect(portals.list.getByRole('listitem')).toHaveCount(2);
    await shot(page, '16-portals-with-logo');
    await expectAccessible(page, 'portals with logo');

    // Another builder sees none of it.
    const otherContext = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 1366, height: 860 } });
    const other = await otherContext.newPage();
    await registerThroughUi(other);
    await expect(new PortalsPage(other).emptyState).toBeVisible();
    await other.goto(`/${newSlug}/settings`);
    await expect(other.getByRole('heading', { name: 'Portal not found' })).toBeVisible();
    await expect(other.getByText(name)).toHaveCount(0);
    await expect(new AppShell(other).sideNav.getByRole('link')).toHaveCount(0);
    await shot(other, '17-portal-not-found');
    await expectAccessible(other, 'portal not found');
    await other.getByRole('link', { name: 'Back to your portals' }).click();
    await expect(other).toHaveURL(/\/portals$/);
    await otherContext.close();
  });

  test('deleting a portal takes typing its name, then leads back to the list', async ({ page, request }) => {
    await registerThroughUi(page);
    const portal = await createPortalThroughApi(page, request, { name: `Short lived ${unique()}` });
    const settings = new PortalSettingsPage(page);
    await settings.goto(portal.slug);
    await expect(settings.heading).toBeVisible();

    await settings.button('Delete portal').click();
    const dialog = page.getByRole('alertdialog', { name: `Delete ${portal.name}?` });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Delete portal' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill('something else');
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill(portal.name);
    await shot(page, '18-delete-dialog', { viewport: true });
    await expectAccessible(page, 'delete dialog');
    await confirm.click();

    await expect(page).toHaveURL(/\/portals$/);
    await expect(page.getByText('Portal deleted')).toBeVisible();
    await expect(new PortalsPage(page).emptyState).toBeVisible();
    await page.goto(`/${portal.slug}/settings`);
    await expect(page.getByRole('heading', { name: 'Portal not found' })).toBeVisible();
  });

  test('the create dialog checks the sub-domain while it is typed', async ({ page, request }) => {
    await registerThroughUi(page);
    const id = unique();
    const taken = `taken-${id}`;
    await createPortalThroughApi(page, request, { name: `First ${id}`, subDomain: taken });
    const portals = new PortalsPage(page);
    await portals.goto();
    const dialog = await portals.openCreateDialog();
    await dialog.getByLabel('Portal name').fill(`Second ${id}`);
    await dialog.getByRole('textbox', { name: 'Sub-domain' }).fill(taken);
    await expect(dialog.getByText(`That sub-domain is taken — try ${taken}-2.`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create portal' })).toBeDisabled();
    await shot(page, '1a-create-dialog-taken', { viewport: true });
    await expectAccessible(page, 'create dialog taken');
    await dialog.getByRole('textbox', { name: 'Sub-domain' }).fill(`Second-Home-${id}`);
    await expect(dialog.getByRole('textbox', { name: 'Sub-domain' })).toHaveValue(`second-home-${id}`);
    await expect(dialog.getByText(`“second-home-${id}” is available.`)).toBeVisible();
    await portals.create(`Second ${id}`);
    await expect(page).toHaveURL(/\/settings$/);
    await portals.goto();
    await expect(portals.card(`Second ${id}`).getByText(`second-home-${id}`, { exact: true })).toBeVisible();
    await expect(portals.list.getByRole('listitem')).toHaveCount(2);
  });

  test('below lg the portal menu shows the portal too', async ({ page, request }) => {
    await registerThroughUi(page);
    const portal = await createPortalThroughApi(page, request, { name: `Narrow ${unique()}` });
    await page.setViewportSize({ width: 800, height: 1000 });
    await new PortalSettingsPage(page).goto(portal.slug);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await shot(page, '19-portal-settings-narrow');
    await expectAccessible(page, 'portal settings narrow');
    await page.getByRole('button', { name: 'Open portal navigation' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByText(portal.name)).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(9);
  });
});
