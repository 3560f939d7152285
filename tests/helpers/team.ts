import { workspaceInvitations } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../server/core/tokens.js';
import type { TestApp } from './test-app.js';

/**
 * An invitation written straight into the database, with its token: for tests about what a link
 * does, not about the mail that carries it (tests/server/team.test.ts follows the mail). A busy test
 * app's mail queue holds every sign-up's verification email, and waiting behind it is slow.
 */
export async function invitationWithToken(
  t: TestApp,
  input: { workspaceId: string; email: string; role?: 'OWNER' | 'ADMIN' | 'MEMBER'; invitedBy?: string },
): Promise<{ id: string; token: string }> {
  const token = newToken();
  const [row] = await t.database.db
    .insert(workspaceInvitations)
    .values({
      workspaceId: input.workspaceId,
      email: input.email.toLowerCase(),
      role: input.role ?? 'MEMBER',
      invitedBy: input.invitedBy ?? null,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    })
    .returning({ id: workspaceInvitations.id });
  return { id: row!.id, token };
}
