import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../../core/context.js';
import { serviceInput } from '../../core/service-input.js';
import { AvailabilityType, DateTimeISO } from '../../core/graphql-types.js';
import * as users from './user.service.js';

@ObjectType('User', { simpleResolvers: true, description: 'A builder: the person who makes portals.' })
export class UserType {
  @Field(() => ID, { description: "The builder's id (a UUID)." }) id!: string;
  @Field(() => String, { description: 'Sign-in address, in lower case.' }) email!: string;
  @Field(() => String, { description: 'Up to 80 characters.' }) firstName!: string;
  @Field(() => String, { description: 'Up to 80 characters.' }) lastName!: string;
  @Field(() => String, {
    nullable: true,
    description: 'A unique handle of 3 to 30 characters (a–z, 0–9, _ and -); null until the builder chooses one with `changeUsername`.',
  })
  username!: string | null;
  @Field(() => String, { description: 'An IANA time zone, like Europe/Paris.' }) timezone!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'Path of the display image under /files/ (same origin), or null when there is none. Upload through REST POST /v1/user/me/displayImage.',
  })
  profileImageUrl!: string | null;
  @Field(() => String, { description: 'A short text about the builder, up to 500 characters; empty when not written.' }) bio!: string;
  @Field(() => Boolean, { description: 'Whether the builder confirmed the email address (`verifyEmail`).' }) emailVerified!: boolean;
  @Field(() => Boolean, {
    description: 'Whether the builder can sign in with Google (linked with `linkGoogle`, or made by Google sign-in).',
  })
  googleLinked!: boolean;
  @Field(() => ID, {
    nullable: true,
    description: 'The workspace whose portals `portals` lists; null only if the builder belongs to none. Change it with `changeWorkspace`.',
  })
  currentWorkspaceId!: string | null;
  @Field(() => DateTimeISO, { description: 'When the account was registered.' }) createdAt!: Date;
}

@ObjectType('PageVisit', {
  simpleResolvers: true,
  description: 'How often the builder opened one page of the builder app, for the "recently visited" lists.',
})
export class PageVisitType {
  @Field(() => String, { description: 'The page as the app names it (up to 200 characters), usually its path.' }) page!: string;
  @Field(() => Int, { description: 'How many visits were recorded.' }) count!: number;
  @Field(() => DateTimeISO, { description: 'When the latest visit was recorded.' }) lastVisitedAt!: Date;
}

@InputType('UpdateMeInput', {
  description: 'The profile fields to change (the body of REST PATCH /v1/user/me): omitted fields keep their value; null is refused.',
})
export class UpdateMeInput {
  @Field(() => String, { nullable: true, description: '1 to 80 characters; spaces around it are trimmed.' }) firstName?: string;
  @Field(() => String, { nullable: true, description: '1 to 80 characters; spaces around it are trimmed.' }) lastName?: string;
  @Field(() => String, { nullable: true, description: 'An IANA time zone, like Europe/Paris or UTC (offsets like +02:00 are refused).' })
  timezone?: string;
  @Field(() => String, { nullable: true, description: 'Up to 500 characters; an empty text clears it.' }) bio?: string;
}

@InputType('ChangeUsernameInput', { description: 'The new username (the body of REST POST /v1/auth/change/username).' })
class ChangeUsernameInput {
  @Field(() => String, {
    description:
      '3 to 30 characters: a letter first, then a–z, 0–9, _ and -; stored in lower case. Some words (admin, support, …) are reserved.',
  })
  username!: string;
}

@InputType('RecordPageVisitInput', { description: 'The page visited (the body of REST POST /v1/user/me/metadata/visits).' })
class RecordPageVisitInput {
  @Field(() => String, { description: 'The page visited, 1 to 200 characters, usually its path.' }) page!: string;
}

@Resolver()
export class UserResolver {
  @Query(() => UserType, { description: 'The signed-in builder (REST: GET /v1/user/me).' })
  me(@Ctx() ctx: Context) {
    return users.getMe(ctx);
  }

  @Mutation(() => UserType, { description: "Changes the signed-in builder's profile and returns it (REST: PATCH /v1/user/me)." })
  updateMe(@Ctx() ctx: Context, @Arg('input', () => UpdateMeInput, { description: 'The profile fields to change.' }) input: UpdateMeInput) {
    return users.updateMe(ctx, serviceInput(input));
  }

  @Query(() => AvailabilityType, {
    description:
      'Whether a username is free for the signed-in builder, with the reason when it is not (too short, reserved, taken); a malformed name answers `available: false`, not an error (REST: GET /v1/auth/check/username).',
  })
  usernameAvailability(
    @Ctx() ctx: Context,
    @Arg('username', () => String, { description: 'The username to check, in any letter case; it is compared in lower case.' })
    username: string,
  ) {
    return users.checkUsername(ctx, serviceInput({ username }, 'query'));
  }

  @Mutation(() => UserType, {
    description:
      "Sets the signed-in builder's username and returns the builder; CONFLICT when someone else has it (REST: POST /v1/auth/change/username).",
  })
  changeUsername(
    @Ctx() ctx: Context,
    @Arg('input', () => ChangeUsernameInput, { description: 'The new username (the body of REST POST /v1/auth/change/username).' })
    input: ChangeUsernameInput,
  ) {
    return users.changeUsername(ctx, serviceInput(input));
  }

  @Query(() => [PageVisitType], {
    description: "The signed-in builder's visited pages, most recent first (REST: GET /v1/user/me/metadata/visits).",
  })
  pageVisits(@Ctx() ctx: Context) {
    return users.listPageVisits(ctx);
  }

  @Mutation(() => UserType, {
    description:
      "Removes the signed-in builder's display image and returns the builder with `profileImageUrl` null (REST: DELETE /v1/user/me/displayImage). Uploading is REST only: POST /v1/user/me/displayImage, multipart.",
  })
  removeDisplayImage(@Ctx() ctx: Context) {
    return users.removeDisplayImage(ctx);
  }

  @Mutation(() => [PageVisitType], {
    description:
      'Counts one visit of a page and returns every visited page, most recent first; at most 200 different pages are kept per builder (REST: POST /v1/user/me/metadata/visits).',
  })
  recordPageVisit(
    @Ctx() ctx: Context,
    @Arg('input', () => RecordPageVisitInput, { description: 'The page visited (the body of REST POST /v1/user/me/metadata/visits).' })
    input: RecordPageVisitInput,
  ) {
    return users.recordPageVisit(ctx, serviceInput(input));
  }
}
