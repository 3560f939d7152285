import { expect, test, type Page } from '@playwright/test';
import { E2E_APP_DOMAIN } from './playwright.config';
import { PortalSettingsPage } from './pages/portal-settings.page';
import { PortalsPage } from './pages/portals.page';
import { AppShell } from './pages/shell.page';
import { createPortalThroughApi, expectAccessible, registerThroughUi, shot, unique } from './support';

// The theme preview is drawn in the builder's colours, not Portico's: axe leaves it out.
const PREVIEW = ['[aria-label="Theme preview"]'];

const unsavedBadge = (settings: PortalSettingsPage, section: string) => settings.section(section).getByText('Unsaved changes');
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('portal settings and the portal list', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('creating lands inside the portal; the list shows its address, copies it and opens it; a twin name is flagged', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const id = unique();
    const name = `Acme ${id}`;
    const derived = `acme-${id}`;
    const subDomainAddress = `http://${derived}.${E2E_APP_DOMAIN}`;
    const pathAddress = `${baseURL}/p/${derived}`;
    const portals = new PortalsPage(page);
    const settings = new PortalSettingsPage(page);

    await registerThroughUi(page);
    await portals.openCreateDialog('empty state');
    await portals.create(name);
    await expect(page.getByText('Portal created')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${derived}/settings$`));
    await expect(settings.heading).toBeVisible();

    // Settings show both customer addresses in full, and say what slug and sub-domain are.
    const address = page.getByRole('group', { name: 'Customer address' });
    await expect(address.getByText(subDomainAddress, { exact: true })).toBeVisible();
    await expect(address.getByText(pathAddress, { exact: true })).toBeVisible();
    await expect(page.getByText(/^The slug is the portal’s name in Portico’s addresses/)).toContainText(
      `the sub-domain is the address your customers type (${derived}.${E2E_APP_DOMAIN})`,
    );

    // The list: the card shows the addresses, Copy puts one on the clipboard, View portal opens it.
    await portals.goto();
    const card = portals.card(name);
    await expect(card.getByText(subDomainAddress, { exact: true })).toBeVisible();
    await expect(card.getByText(pathAddress, { exact: true })).toBeVisible();
    await card.getByRole('button', { name: `Copy ${pathAddress}` }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pathAddress);
    await card.getByRole('button', { name: `Copy ${subDomainAddress}` }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(subDomainAddress);
    const opened = context.waitForEvent('page');
    await card.getByRole('link', { name: /^View portal/ }).click();
    const site = await opened;
    await site.waitForLoadState();
    expect(site.url().startsWith(subDomainAddress)).toBe(true);
    await expect(site.getByText(name).first()).toBeVisible();
    await site.close();
    // Clicking the buttons did not open the card's settings.
    await expect(page).toHaveURL(/\/portals$/);
    await shot(page, 'portal-settings-01-list-1280');
    await expectAccessible(page, 'portal list with addresses');

    // A second portal with the same name: a warning, not an error — it can still be created.
    const dialog = await portals.openCreateDialog();
    await dialog.getByLabel('Portal name').fill(`  acme ${id} `);
    await expect(dialog.getByText(`You already have a portal named ${name} — customers can’t tell them apart.`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create portal' })).toBeEnabled();
    await shot(page, 'portal-settings-02-create-twin', { viewport: true });
    await expectAccessible(page, 'create dialog with a twin name');
    await dialog.getByRole('button', { name: 'Create portal' }).click();
    await expect(page).toHaveURL(new RegExp(`/${derived}-2/settings$`));

    // A phone: the cards stack, the addresses wrap, nothing scrolls sideways.
    await portals.goto();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(portals.list.getByRole('listitem')).toHaveCount(2);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(390);
    await shot(page, 'portal-settings-03-list-390');
    await expectAccessible(page, 'portal list narrow');
  });

  test('unsaved sections show, leaving asks, saving one keeps the others, addresses ask first, poor contrast warns', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await registerThroughUi(page);
    const id = unique();
    const portal = await createPortalThroughApi(page, request, { name: `Hub ${id}` });
    const other = await createPortalThroughApi(page, request, { name: `Other ${id}` });
    const settings = new PortalSettingsPage(page);
    const shell = new AppShell(page);
    await settings.goto(portal.slug);
    await expect(settings.heading).toBeVisible();
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue(`Hub ${id}`);
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    await expect(settings.button('Save basic info')).toBeDisabled();

    // Edits in two sections: each card says it holds unsaved changes.
    await title.fill('Client hub');
    await expect(unsavedBadge(settings, 'Basic info')).toBeVisible();
    await expect(settings.button('Save basic info')).toBeEnabled();
    await settings.choose('Dark');
    await expect(unsavedBadge(settings, 'Theme')).toBeVisible();

    // Saving the theme keeps the title being edited (the lost-title bug), still marked unsaved.
    await settings.button('Save theme').click();
    await expect(page.getByText('Theme saved')).toBeVisible();
    await expect(unsavedBadge(settings, 'Theme')).toHaveCount(0);
    await expect(title).toHaveValue('Client hub');
    await expect(unsavedBadge(settings, 'Basic info')).toBeVisible();

    // Leaving inside the app asks, naming the section; staying keeps everything.
    await shell.sideNav.getByRole('link', { name: 'Layout' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await expect(leave).toContainText('Your changes to Basic info are not saved.');
    await shot(page, 'portal-settings-04-leave-dialog', { viewport: true });
    await expectAccessible(page, 'leave without saving dialog', { exclude: PREVIEW });
    await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/${portal.slug}/settings$`));
    await expect(title).toHaveValue('Client hub');

    // Renaming to another portal's name warns, and the save stays allowed.
    await page.getByRole('textbox', { name: 'Portal name' }).fill(other.name);
    await expect(page.getByText(`You already have a portal named ${other.name} — customers can’t tell them apart.`)).toBeVisible();
    await expect(settings.button('Save basic info')).toBeEnabled();
    await page.getByRole('textbox', { name: 'Portal name' }).fill(portal.name);
    await expect(page.getByText(/You already have a portal named/)).toHaveCount(0);

    // A sub-domain change says the old address stops working, quoting both; cancelling saves nothing.
    const fresh = `fresh-${id}`;
    await settings.subDomain.fill(fresh);
    await expect(page.getByText(`“${fresh}” is available.`)).toBeVisible();
    await expect(unsavedBadge(settings, 'Address')).toBeVisible();
    await settings.button('Save sub-domain').click();
    const confirm = page.getByRole('alertdialog', { name: 'Change the sub-domain?' });
    await expect(confirm).toContainText(`Old address: http://${portal.subDomain}.${E2E_APP_DOMAIN}`);
    await expect(confirm).toContainText(`New address: http://${fresh}.${E2E_APP_DOMAIN}`);
    await expect(confirm).toContainText('stops working');
    await shot(page, 'portal-settings-05-subdomain-confirm', { viewport: true });
    await expectAccessible(page, 'sub-domain change confirmation', { exclude: PREVIEW });
    await confirm.getByRole('button', { name: 'Keep the old address' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Sub-domain saved')).toHaveCount(0);
    await settings.button('Save sub-domain').click();
    await confirm.getByRole('button', { name: 'Change sub-domain' }).click();
    await expect(page.getByText('Sub-domain saved')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Customer address' }).getByText(`http://${fresh}.${E2E_APP_DOMAIN}`)).toBeVisible();
    await expect(unsavedBadge(settings, 'Address')).toHaveCount(0);
    // Saving the address kept the title edit too.
    await expect(title).toHaveValue('Client hub');

    // A colour customers could not read: the ratio, under the colours; the save stays allowed.
    await settings.choose('Light');
    await settings.setColour('Primary colour', '#fde047');
    const warning = page.getByText('Links in #fde047 on the white background are 1.3:1 — hard to read; AA needs 4.5:1.');
    await expect(warning).toBeVisible();
    await expect(settings.button('Save theme')).toBeEnabled();
    await settings.setColour('Primary colour', '#1d4ed8');
    await expect(warning).toBeHidden();
    await settings.setColour('Primary colour', '#fde047');
    await expect(warning).toBeVisible();
    await shot(page, 'portal-settings-06-settings-1280');
    await expectAccessible(page, 'settings with a contrast warning', { exclude: PREVIEW });

    // Leaving anyway names every unsaved section, then discards them.
    await shell.sideNav.getByRole('link', { name: 'Layout' }).click();
    await expect(leave).toContainText('Your changes to Basic info and Theme are not saved.');
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(new RegExp(`/${portal.slug}/layout$`));
    await settings.goto(portal.slug);
    await expect(title).toHaveValue(`Hub ${id}`);

    // A phone: the Corners choice becomes a select, and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const corners = page.getByRole('combobox', { name: 'Corners' });
    await expect(corners).toBeVisible();
    await corners.selectOption('Full');
    await expect(unsavedBadge(settings, 'Theme')).toBeVisible();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(390);
    await shot(page, 'portal-settings-07-settings-390');
    await expectAccessible(page, 'settings narrow', { exclude: PREVIEW });

    // Closing or reloading the tab with unsaved changes gets the browser's own prompt.
    const prompt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await prompt;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
  });
});
