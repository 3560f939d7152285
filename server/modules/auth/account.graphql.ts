import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../../core/context.js';
import { DateTimeISO } from '../../core/graphql-types.js';
import { serviceInput } from '../../core/service-input.js';
import { UserType } from '../user/user.graphql.js';
import * as account from './auth.account.js';
import * as sessions from './auth.sessions.js';

@ObjectType('AccountSession', {
  simpleResolvers: true,
  description: 'A browser or device signed in to the builder’s account (one session token).',
})
export class AccountSessionType {
  @Field(() => ID, { description: "The session's id (a UUID): what `revokeSession` takes." }) id!: string;
  @Field(() => String, {
    description: 'The browser and system it signed in from, in words ("Chrome on macOS"); "Unknown device" when it did not say.',
  })
  device!: string;
  @Field(() => String, { nullable: true, description: 'The network address it signed in from; null when unknown.' })
  ip!: string | null;
  @Field(() => DateTimeISO, { description: 'When it signed in.' }) createdAt!: Date;
  @Field(() => DateTimeISO, { description: 'When it was last used, to within five minutes.' }) lastSeenAt!: Date;
  @Field(() => DateTimeISO, { description: 'When it ends unless it is used (use extends it).' }) expiresAt!: Date;
  @Field(() => Boolean, { description: 'Whether it is the session making this request.' }) current!: boolean;
}

@ObjectType('RevokeSessionsPayload', { simpleResolvers: true, description: 'What `revokeSession` and `revokeOtherSessions` answer.' })
export class RevokedSessionsType {
  @Field(() => Int, { description: 'How many sessions were signed out.' }) revoked!: number;
}

@InputType('ResetPasswordInput', {
  description: 'The emailed reset token and the new password (the body of REST POST /v1/auth/password/reset).',
})
export class ResetPasswordInput {
  @Field(() => String, { description: "The token from the reset email's link; valid for 30 minutes, once." }) token!: string;
  @Field(() => String, { description: 'The new password: 8 to 128 characters.' }) password!: string;
}

@InputType('ChangePasswordInput', { description: 'The current and the new password (the body of REST POST /v1/auth/password/change).' })
export class ChangePasswordInput {
  @Field(() => String, { description: 'The password the builder signs in with now; a wrong one is BAD_USER_INPUT on this field.' })
  currentPassword!: string;
  @Field(() => String, { description: 'The new password: 8 to 128 characters, not the current one.' }) newPassword!: string;
}

@InputType('ChangeEmailInput', { description: 'The new sign-in address and the password (the body of REST POST /v1/auth/email/change).' })
export class ChangeEmailInput {
  @Field(() => String, { description: 'The new address, at most 254 characters; CONFLICT when another account uses it.' }) email!: string;
  @Field(() => String, { description: "The builder's current password; a wrong one is BAD_USER_INPUT on this field." })
  password!: string;
}

@InputType('RequestPasswordResetInput', {
  description: 'The address to send the link to (the body of REST POST /v1/auth/password/forgot).',
})
class RequestPasswordResetInput {
  @Field(() => String, { description: 'The address the builder signs in with, in any letter case.' }) email!: string;
}

@InputType('ConfirmEmailChangeInput', {
  description: 'The token from the confirmation email (the body of REST POST /v1/auth/email/confirm).',
})
class ConfirmEmailChangeInput {
  @Field(() => String, { description: "The token from the confirmation email's link." }) token!: string;
}

@InputType('RevokeSessionInput', { description: 'The session to sign out (the query of REST DELETE /v1/auth/sessions).' })
class RevokeSessionInput {
  @Field(() => ID, { description: 'The id of one of the builder’s sessions, from `mySessions`.' }) id!: string;
}

@Resolver()
export class AccountResolver {
  @Mutation(() => Boolean, {
    description:
      'Emails a password-reset link (30 minutes, single use) to the account with this address and answers true — also when there is no such account, so the answer reveals nothing. RATE_LIMITED per address and per network (REST: POST /v1/auth/password/forgot).',
  })
  requestPasswordReset(
    @Ctx() ctx: Context,
    @Arg('input', () => RequestPasswordResetInput, {
      description: 'The address to send the link to (the body of REST POST /v1/auth/password/forgot).',
    })
    input: RequestPasswordResetInput,
  ) {
    return account.requestPasswordReset(ctx, serviceInput(input));
  }

  @Mutation(() => Boolean, {
    description:
      'Sets a new password with the token from the reset email and signs the account out everywhere; answers true, and the builder then signs in. A used, expired or unknown token is BAD_USER_INPUT on `token` (REST: POST /v1/auth/password/reset).',
  })
  resetPassword(
    @Ctx() ctx: Context,
    @Arg('input', () => ResetPasswordInput, { description: 'The token and the new password.' }) input: ResetPasswordInput,
  ) {
    return account.resetPassword(ctx, serviceInput(input));
  }

  @Mutation(() => Boolean, {
    description:
      "Changes the signed-in builder's password and signs out their other sessions (this one stays); answers true. A wrong current password is BAD_USER_INPUT on `currentPassword`; too many wrong ones RATE_LIMITED (REST: POST /v1/auth/password/change).",
  })
  changePassword(
    @Ctx() ctx: Context,
    @Arg('input', () => ChangePasswordInput, { description: 'The current and the new password.' }) input: ChangePasswordInput,
  ) {
    return account.changePassword(ctx, serviceInput(input));
  }

  @Mutation(() => Boolean, {
    description:
      "Asks to change the signed-in builder's email: a confirmation link (24 hours, single use) goes to the new address and a notice to the old one; the email changes only when the link is opened (`confirmEmailChange`). Answers true (REST: POST /v1/auth/email/change).",
  })
  changeEmail(
    @Ctx() ctx: Context,
    @Arg('input', () => ChangeEmailInput, { description: 'The new address and the current password.' }) input: ChangeEmailInput,
  ) {
    return account.changeEmail(ctx, serviceInput(input));
  }

  @Mutation(() => UserType, {
    description:
      'Makes an asked-for email change take effect with the token from the link sent to the new address, and returns the builder with the new, verified email; CONFLICT when the address was taken meanwhile (REST: POST /v1/auth/email/confirm).',
  })
  confirmEmailChange(
    @Ctx() ctx: Context,
    @Arg('input', () => ConfirmEmailChangeInput, {
      description: 'The token from the confirmation email (the body of REST POST /v1/auth/email/confirm).',
    })
    input: ConfirmEmailChangeInput,
  ) {
    return account.confirmEmailChange(ctx, serviceInput(input));
  }

  @Query(() => [AccountSessionType], {
    description:
      "The signed-in builder's unexpired sessions: the current one first, then the most recently active (REST: GET /v1/auth/sessions).",
  })
  mySessions(@Ctx() ctx: Context) {
    return sessions.listSessions(ctx);
  }

  @Mutation(() => RevokedSessionsType, {
    description:
      "Signs out one of the builder's own sessions (the current one too, which is signing out); NOT_FOUND for any other id (REST: DELETE /v1/auth/sessions?id=).",
  })
  revokeSession(
    @Ctx() ctx: Context,
    @Arg('input', () => RevokeSessionInput, { description: 'The session to sign out (the query of REST DELETE /v1/auth/sessions).' })
    input: RevokeSessionInput,
  ) {
    return sessions.revokeSessions(ctx, serviceInput(input));
  }

  @Mutation(() => RevokedSessionsType, {
    description: "Signs out every session of the builder's but the current one (REST: DELETE /v1/auth/sessions?others=true).",
  })
  revokeOtherSessions(@Ctx() ctx: Context) {
    return sessions.revokeSessions(ctx, { others: true });
  }
}
