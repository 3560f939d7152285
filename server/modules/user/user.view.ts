import type { UserRow } from '../../../db/schema/index.js';

/** The user as both APIs return it (the session user and /user/me). Never the password hash. */
export interface UserView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string | null;
  timezone: string;
  profileImageUrl: string | null;
  bio: string;
  emailVerified: boolean;
  /** Google sign-in is linked to the account. */
  googleLinked: boolean;
  currentWorkspaceId: string | null;
  createdAt: Date;
}

export function toUserView(row: UserRow): UserView {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    timezone: row.timezone,
    profileImageUrl: row.profileImageUrl,
    bio: row.bio,
    emailVerified: row.emailVerifiedAt !== null,
    googleLinked: row.googleSubject !== null,
    currentWorkspaceId: row.currentWorkspaceId,
    createdAt: row.createdAt,
  };
}
