import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../../core/context.js';
import { serviceInput } from '../../core/service-input.js';
import { UserType } from '../user/user.graphql.js';
import * as auth from './auth.service.js';

@ObjectType('AuthPayload', {
  simpleResolvers: true,
  description: 'What `register` and `login` answer: a new session token and the builder it signs in.',
})
export class AuthPayloadType {
  @Field(() => String, {
    description:
      'The bearer token: send it as `Authorization: Bearer <token>`. It expires after the session lifetime unless `refreshSession` extends it; `logout` revokes it.',
  })
  token!: string;
  @Field(() => UserType, { description: 'The builder this token signs in.' }) user!: UserType;
}

@InputType('RegisterInput', { description: 'A new builder account (the body of REST POST /v1/auth/register).' })
export class RegisterInput {
  @Field(() => String, {
    description: 'Sign-in address, at most 254 characters; stored in lower case, one account per address (CONFLICT otherwise).',
  })
  email!: string;
  @Field(() => String, { description: '8 to 128 characters.' }) password!: string;
  @Field(() => String, { description: '1 to 80 characters; spaces around it are trimmed.' }) firstName!: string;
  @Field(() => String, { description: '1 to 80 characters; spaces around it are trimmed.' }) lastName!: string;
}

@InputType('LoginInput', { description: 'Email and password of an existing account (the body of REST POST /v1/auth/login).' })
export class LoginInput {
  @Field(() => String, { description: "The account's email, in any letter case." }) email!: string;
  @Field(() => String, { description: "The account's password, as typed." }) password!: string;
}

@InputType('VerifyEmailInput', { description: 'The token from the verification email (the body of REST POST /v1/auth/verify/email).' })
class VerifyEmailInput {
  @Field(() => String, { description: "The token from the email's link; it is valid for 48 hours and works once." }) token!: string;
}

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayloadType, {
    description:
      'Creates a builder account with its own workspace, signs it in and sends an email to verify the address (REST: POST /v1/auth/register). Rate limited per network.',
  })
  register(
    @Ctx() ctx: Context,
    @Arg('input', () => RegisterInput, { description: 'Email, password and name of the new builder.' }) input: RegisterInput,
  ) {
    return auth.register(ctx, serviceInput(input));
  }

  @Mutation(() => AuthPayloadType, {
    description:
      'Signs in with email and password and starts a session; a wrong pair is UNAUTHENTICATED, too many attempts per network or account RATE_LIMITED (REST: POST /v1/auth/login).',
  })
  login(@Ctx() ctx: Context, @Arg('input', () => LoginInput, { description: 'Email and password.' }) input: LoginInput) {
    return auth.login(ctx, serviceInput(input));
  }

  @Mutation(() => Boolean, {
    description:
      'Revokes the bearer token of this request; always true, also when it was already revoked (REST: GET or POST /v1/auth/logout).',
  })
  logout(@Ctx() ctx: Context) {
    return auth.logout(ctx);
  }

  @Mutation(() => UserType, {
    description:
      "Extends the session's expiry by the full session lifetime from now and returns the signed-in builder (REST: GET /v1/auth/session?refresh=true).",
  })
  refreshSession(@Ctx() ctx: Context) {
    return auth.getSession(ctx, { refresh: true });
  }

  @Mutation(() => UserType, {
    description:
      "Confirms the builder's email address with the token from the verification email and returns the builder, `emailVerified` now true (REST: POST /v1/auth/verify/email).",
  })
  verifyEmail(
    @Ctx() ctx: Context,
    @Arg('input', () => VerifyEmailInput, {
      description: 'The token from the verification email (the body of REST POST /v1/auth/verify/email).',
    })
    input: VerifyEmailInput,
  ) {
    return auth.verifyEmail(ctx, serviceInput(input));
  }

  @Mutation(() => Boolean, {
    description:
      'Sends the verification email again to the signed-in builder and answers true; CONFLICT when the address is already verified, RATE_LIMITED after 5 in an hour (REST: POST /v1/auth/verify/email/resend).',
  })
  resendVerificationEmail(@Ctx() ctx: Context) {
    return auth.resendVerification(ctx);
  }
}
