import { expect, test } from '@playwright/test';
import { mailTo } from './pages/portal-site.page';
import { createPortalThroughApi, expectAccessible, newBuilder, registerThroughUi, shot, unique } from './support';

const inviteLink = (text: string) => /https?:\/\/\S+\/invitations\/accept\?token=[A-Za-z0-9_-]+/.exec(text)![0];

test.describe('teammates', () => {
  test('an owner invites a teammate who signs up on the way and works in the workspace; a member cannot delete a portal; removal takes the portals away', async ({
    page,
    browser,
    request,
  }) => {
    // The owner, with a portal.
    const owner = await registerThroughUi(page, { ...newBuilder(), firstName: 'Olive', lastName: 'Owner' });
    const portal = await createPortalThroughApi(page, request, { name: `Agency hub ${unique()}` });

    // The Free Plan label opens what the plan includes.
    await page.getByRole('button', { name: 'Free Plan' }).click();
    const plan = page.getByRole('dialog', { name: 'Free Plan' });
    await expect(plan.getByText('Unlimited teammates and customers')).toBeVisible();
    await expect(plan.getByText(/^0 of 1,000,000$/)).toBeVisible();
    await expectAccessible(page, 'the plan panel');
    await shot(page, 'team-plan-panel', { viewport: true });
    await page.keyboard.press('Escape');

    // Settings → Team: invite by email as a member.
    await page.goto('/settings');
    const team = page.getByRole('region', { name: /^Team/ });
    await expect(team.getByRole('list', { name: 'Members' }).getByText('Olive Owner')).toBeVisible();
    const mateEmail = `mia-${unique()}@example.com`;
    const sentAt = Date.now();
    await team.getByLabel('Email').fill(mateEmail);
    await team.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent')).toBeVisible();
    const waiting = team.getByRole('list', { name: 'Invitations waiting' });
    await expect(waiting.getByText(mateEmail)).toBeVisible();
    await expect(waiting.getByText(/Member · sent by Olive Owner/)).toBeVisible();
    await expectAccessible(page, 'the team card with an invitation');
    await team.scrollIntoViewIfNeeded();
    await shot(page, 'team-card-owner');

    // The teammate opens the mail's link in their own browser, creates an account with that address, joins.
    const mail = await mailTo(mateEmail, sentAt);
    expect(mail.subject).toBe(`Olive Owner invited you to Olive's workspace on Portico`);
    const mateContext = await browser.newContext();
    const mate = await mateContext.newPage();
    await mate.goto(inviteLink(mail.text));
    await expect(mate).toHaveTitle('Join a workspace · Portico');
    await expect(mate.getByText(/Olive Owner invited you to join Olive's workspace as a member/)).toBeVisible();
    await expectAccessible(mate, 'the invitation, signed out');
    await shot(mate, 'team-invitation-signed-out');
    await mate.getByRole('link', { name: 'Create an account' }).click();
    await expect(mate.getByLabel('Email')).toHaveValue(mateEmail);
    await mate.getByLabel('First name').fill('Mia');
    await mate.getByLabel('Last name').fill('Mate');
    await mate.getByLabel('Password').fill('compilers-1952');
    await mate.getByRole('button', { name: 'Create account' }).click();
    await expect(mate.getByRole('button', { name: "Join Olive's workspace" })).toBeVisible();
    await mate.getByRole('button', { name: "Join Olive's workspace" }).click();
    await expect(mate).toHaveURL(/\/portals$/);
    await expect(mate.getByText(portal.name)).toBeVisible();
    // A member makes no portals: the button is not offered.
    await expect(mate.getByRole('button', { name: 'New portal' })).toHaveCount(0);
    await expect(mate.getByText('You are a member of this workspace: admins and owners create portals.')).toBeVisible();

    // A member cannot delete a portal: not offered in its settings, and refused by the API.
    await mate.goto(`/${portal.slug}/settings`);
    await expect(mate.getByText('Only the owners of this workspace can delete its portals.')).toBeVisible();
    await expect(mate.getByRole('button', { name: 'Delete portal' })).toHaveCount(0);
    // Nor change its address (it breaks links): shown, not offered.
    await expect(mate.getByText('Only admins and owners of this workspace can change a portal’s address.')).toBeVisible();
    await expect(mate.getByRole('button', { name: 'Save slug' })).toHaveCount(0);
    await expectAccessible(mate, 'portal settings as a member');
    await shot(mate, 'team-member-portal-settings');
    const mateToken = await mate.evaluate(() => localStorage.getItem('token'));
    const refused = await request.delete(`/v1/portal?id=${portal.id}`, { headers: { authorization: `Bearer ${mateToken}` } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('Only an owner of this workspace can delete portals — ask one of its owners.');

    // The owner sees Mia as a member, and removes her.
    await page.reload();
    const members = team.getByRole('list', { name: 'Members' });
    await expect(members.getByText('Mia Mate')).toBeVisible();
    await expect(team.getByRole('list', { name: 'Invitations waiting' })).toHaveCount(0);
    await expect(team.getByLabel('Role of Mia Mate')).toHaveValue('MEMBER');
    await team.getByRole('button', { name: 'More actions for Mia Mate' }).click();
    await page.getByRole('menuitem', { name: 'Remove from workspace' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Mia Mate?' });
    await expectAccessible(page, 'the remove dialog');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Mia Mate was removed')).toBeVisible();
    await expect(members.getByText('Mia Mate')).toHaveCount(0);

    // At once: Mia's next look at her portals no longer shows the workspace's.
    await mate.goto('/portals');
    await expect(mate.getByRole('heading', { name: 'Portals', level: 1 })).toBeVisible();
    await expect(mate.getByText(portal.name)).toHaveCount(0);
    await shot(mate, 'team-removed-portals');
    expect(owner.email).not.toBe(mateEmail);
    await mateContext.close();
  });
});
