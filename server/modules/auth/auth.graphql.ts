import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../../core/context.js';
import { serviceInput } from '../../core/service-input.js';
import { UserType } from '../user/user.graphql.js';
import * as auth from './auth.service.js';

@ObjectType('AuthPayload', { simpleResolvers: true })
export class AuthPayloadType {
  @Field(() => String, { description: 'The bearer token: send it as `Authorization: Bearer <token>`.' }) token!: string;
  @Field(() => UserType) user!: UserType;
}

@InputType('RegisterInput')
export class RegisterInput {
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
}

@InputType('LoginInput')
export class LoginInput {
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
}

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayloadType, { description: 'REST: POST /v1/auth/register.' })
  register(@Ctx() ctx: Context, @Arg('input', () => RegisterInput) input: RegisterInput) {
    return auth.register(ctx, serviceInput(input));
  }

  @Mutation(() => AuthPayloadType, { description: 'REST: POST /v1/auth/login.' })
  login(@Ctx() ctx: Context, @Arg('input', () => LoginInput) input: LoginInput) {
    return auth.login(ctx, serviceInput(input));
  }

  @Mutation(() => Boolean, { description: 'Revokes the bearer token of this request (REST: GET or POST /v1/auth/logout).' })
  logout(@Ctx() ctx: Context) {
    return auth.logout(ctx);
  }

  @Mutation(() => UserType, { description: "Extends the session's expiry (REST: GET /v1/auth/session?refresh=true)." })
  refreshSession(@Ctx() ctx: Context) {
    return auth.getSession(ctx, { refresh: true });
  }

  @Mutation(() => UserType, { description: 'REST: POST /v1/auth/verify/email.' })
  verifyEmail(@Ctx() ctx: Context, @Arg('token', () => String) token: string) {
    return auth.verifyEmail(ctx, serviceInput({ token }));
  }

  @Mutation(() => Boolean, { description: 'REST: POST /v1/auth/verify/email/resend.' })
  resendVerificationEmail(@Ctx() ctx: Context) {
    return auth.resendVerification(ctx);
  }
}
