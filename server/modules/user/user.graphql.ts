import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../../core/context.js';
import { serviceInput } from '../../core/service-input.js';
import { AvailabilityType, DateTimeISO } from '../../core/graphql-types.js';
import * as users from './user.service.js';

@ObjectType('User', { simpleResolvers: true, description: 'A builder: the person who makes portals.' })
export class UserType {
  @Field(() => ID) id!: string;
  @Field(() => String) email!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { nullable: true }) username!: string | null;
  @Field(() => String, { description: 'An IANA time zone, like Europe/Paris.' }) timezone!: string;
  @Field(() => String, { nullable: true }) profileImageUrl!: string | null;
  @Field(() => String) bio!: string;
  @Field(() => Boolean) emailVerified!: boolean;
  @Field(() => ID, { nullable: true }) currentWorkspaceId!: string | null;
  @Field(() => DateTimeISO) createdAt!: Date;
}

@ObjectType('PageVisit', { simpleResolvers: true })
export class PageVisitType {
  @Field(() => String) page!: string;
  @Field(() => Int) count!: number;
  @Field(() => DateTimeISO) lastVisitedAt!: Date;
}

@InputType('UpdateMeInput')
export class UpdateMeInput {
  @Field(() => String, { nullable: true }) firstName?: string;
  @Field(() => String, { nullable: true }) lastName?: string;
  @Field(() => String, { nullable: true }) timezone?: string;
  @Field(() => String, { nullable: true }) bio?: string;
}

@Resolver()
export class UserResolver {
  @Query(() => UserType, { description: 'The signed-in builder (REST: GET /v1/user/me).' })
  me(@Ctx() ctx: Context) {
    return users.getMe(ctx);
  }

  @Mutation(() => UserType, { description: 'REST: PATCH /v1/user/me.' })
  updateMe(@Ctx() ctx: Context, @Arg('input', () => UpdateMeInput) input: UpdateMeInput) {
    return users.updateMe(ctx, serviceInput(input));
  }

  @Query(() => AvailabilityType, { description: 'REST: GET /v1/auth/check/username.' })
  usernameAvailability(@Ctx() ctx: Context, @Arg('username', () => String) username: string) {
    return users.checkUsername(ctx, serviceInput({ username }, 'query'));
  }

  @Mutation(() => UserType, { description: 'REST: POST /v1/auth/change/username.' })
  changeUsername(@Ctx() ctx: Context, @Arg('username', () => String) username: string) {
    return users.changeUsername(ctx, serviceInput({ username }));
  }

  @Query(() => [PageVisitType], { description: 'REST: GET /v1/user/me/metadata/visits.' })
  pageVisits(@Ctx() ctx: Context) {
    return users.listPageVisits(ctx);
  }

  @Mutation(() => UserType, { description: 'REST: DELETE /v1/user/me/displayImage. (Uploading is REST only: POST multipart.)' })
  removeDisplayImage(@Ctx() ctx: Context) {
    return users.removeDisplayImage(ctx);
  }

  @Mutation(() => [PageVisitType], { description: 'REST: POST /v1/user/me/metadata/visits.' })
  recordPageVisit(@Ctx() ctx: Context, @Arg('page', () => String) page: string) {
    return users.recordPageVisit(ctx, serviceInput({ page }));
  }
}
