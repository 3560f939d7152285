import { Arg, Args, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { ConnectionArgs, connectionType, readConnection } from '../../core/connection.js';
import type { Ctx as Context } from '../../core/context.js';
import { serviceInput } from '../../core/service-input.js';
import { AvailabilityType, DateTimeISO } from '../../core/graphql-types.js';
import * as portals from './portal.service.js';

export enum ThemeMode {
  LIGHT = 'LIGHT',
  DARK = 'DARK',
}
export enum ThemeFont {
  SYSTEM = 'SYSTEM',
  SERIF = 'SERIF',
  ROUNDED = 'ROUNDED',
  MONO = 'MONO',
}
export enum ThemeRadius {
  NONE = 'NONE',
  SM = 'SM',
  MD = 'MD',
  LG = 'LG',
  FULL = 'FULL',
}
registerEnumType(ThemeMode, { name: 'ThemeMode' });
registerEnumType(ThemeFont, { name: 'ThemeFont' });
registerEnumType(ThemeRadius, { name: 'ThemeRadius' });

@ObjectType('PortalTheme', { simpleResolvers: true })
export class PortalThemeType {
  @Field(() => String, { description: 'A hex colour, like #4f46e5.' }) primaryColor!: string;
  @Field(() => String) accentColor!: string;
  @Field(() => ThemeMode) mode!: ThemeMode;
  @Field(() => ThemeFont) font!: ThemeFont;
  @Field(() => ThemeRadius) radius!: ThemeRadius;
}

@ObjectType('PortalBasicInfo', { simpleResolvers: true })
export class PortalBasicInfoType {
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { nullable: true }) supportEmail!: string | null;
}

@ObjectType('Portal', { simpleResolvers: true, description: 'A branded client portal.' })
export class PortalType {
  @Field(() => ID) id!: string;
  @Field(() => ID) workspaceId!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'Its address in the builder (/{slug}/…) and the published portal (/p/{slug}).' }) slug!: string;
  @Field(() => String) subDomain!: string;
  @Field(() => String, { nullable: true }) logoUrl!: string | null;
  @Field(() => PortalThemeType) theme!: PortalThemeType;
  @Field(() => PortalBasicInfoType) basicInfo!: PortalBasicInfoType;
  @Field(() => DateTimeISO) createdAt!: Date;
  @Field(() => DateTimeISO) updatedAt!: Date;
}

@ObjectType('PublicPortal', { simpleResolvers: true, description: 'What anyone may see of a portal.' })
export class PublicPortalType {
  @Field(() => String) name!: string;
  @Field(() => String) slug!: string;
  @Field(() => String) subDomain!: string;
  @Field(() => String, { nullable: true }) logoUrl!: string | null;
  @Field(() => PortalThemeType) theme!: PortalThemeType;
  @Field(() => PortalBasicInfoType) basicInfo!: PortalBasicInfoType;
}

export const PortalConnectionType = connectionType('Portal', PortalType, 'the portals of the current workspace');

@InputType('CreatePortalInput')
export class CreatePortalInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: 'Derived from the name when omitted.' }) slug?: string;
  @Field(() => String, { nullable: true, description: 'The slug (or a free variant) when omitted.' }) subDomain?: string;
}

@InputType('UpdatePortalInput')
export class UpdatePortalInput {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) slug?: string;
}

@InputType('PortalThemeInput')
export class PortalThemeInput {
  @Field(() => String) primaryColor!: string;
  @Field(() => String) accentColor!: string;
  @Field(() => ThemeMode) mode!: ThemeMode;
  @Field(() => ThemeFont) font!: ThemeFont;
  @Field(() => ThemeRadius) radius!: ThemeRadius;
}

@InputType('PortalBasicInfoInput')
export class PortalBasicInfoInput {
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { nullable: true }) supportEmail?: string | null;
}

@Resolver()
export class PortalResolver {
  @Query(() => PortalConnectionType, { description: 'Portals of the current workspace, newest first (REST: GET /v1/portal/list).' })
  portals(@Ctx() ctx: Context, @Args(() => ConnectionArgs) page: ConnectionArgs) {
    return readConnection(page, (p) => portals.listPortals(ctx, p));
  }

  @Query(() => PortalType, { description: 'One portal by slug or id (REST: GET /v1/portal).' })
  portal(@Ctx() ctx: Context, @Arg('slug', () => String, { nullable: true }) slug?: string, @Arg('id', () => ID, { nullable: true }) id?: string) {
    return portals.getPortal(ctx, serviceInput({ slug, id }, 'query'));
  }

  @Query(() => AvailabilityType, { description: 'REST: GET /v1/portal/isSubDomainAvailable.' })
  isSubDomainAvailable(@Ctx() ctx: Context, @Arg('subDomain', () => String) subDomain: string, @Arg('portalId', () => ID, { nullable: true }) portalId?: string) {
    return portals.isSubDomainAvailable(ctx, serviceInput({ subDomain, portalId }, 'query'));
  }

  @Query(() => AvailabilityType, { description: 'REST: GET /v1/portal/isSlugAvailable.' })
  isSlugAvailable(@Ctx() ctx: Context, @Arg('slug', () => String) slug: string, @Arg('portalId', () => ID, { nullable: true }) portalId?: string) {
    return portals.isSlugAvailable(ctx, serviceInput({ slug, portalId }, 'query'));
  }

  @Query(() => PublicPortalType, { description: 'No sign-in needed (REST: GET /v1/public/portal/info/slug).' })
  publicPortalInfo(@Ctx() ctx: Context, @Arg('slug', () => String) slug: string) {
    return portals.getPublicPortalInfo(ctx, serviceInput({ slug }, 'query'));
  }

  @Mutation(() => PortalType, { description: 'REST: POST /v1/portal.' })
  createPortal(@Ctx() ctx: Context, @Arg('input', () => CreatePortalInput) input: CreatePortalInput) {
    return portals.createPortal(ctx, serviceInput(input));
  }

  @Mutation(() => PortalType, { description: 'REST: PATCH /v1/portal.' })
  updatePortal(@Ctx() ctx: Context, @Arg('input', () => UpdatePortalInput) input: UpdatePortalInput) {
    return portals.updatePortal(ctx, serviceInput(input));
  }

  @Mutation(() => PortalType, { description: 'Deletes the portal and everything in it (REST: DELETE /v1/portal?id=).' })
  deletePortal(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return portals.deletePortal(ctx, serviceInput({ id }));
  }

  @Mutation(() => PortalType, { description: 'REST: POST /v1/portal/update-subDomain.' })
  updatePortalSubDomain(@Ctx() ctx: Context, @Arg('portalId', () => ID) portalId: string, @Arg('subDomain', () => String) subDomain: string) {
    return portals.updateSubDomain(ctx, serviceInput({ portalId, subDomain }));
  }

  @Mutation(() => PortalType, { description: 'REST: PUT /v1/portal/theme.' })
  updatePortalTheme(@Ctx() ctx: Context, @Arg('portalId', () => ID) portalId: string, @Arg('theme', () => PortalThemeInput) theme: PortalThemeInput) {
    return portals.updateTheme(ctx, serviceInput({ portalId, theme }));
  }

  @Mutation(() => PortalType, { description: 'REST: PUT /v1/portal/basic-info.' })
  updatePortalBasicInfo(@Ctx() ctx: Context, @Arg('portalId', () => ID) portalId: string, @Arg('basicInfo', () => PortalBasicInfoInput) basicInfo: PortalBasicInfoInput) {
    return portals.updateBasicInfo(ctx, serviceInput({ portalId, basicInfo }));
  }

  @Mutation(() => PortalType, { description: 'REST: DELETE /v1/portal/logo?portalId=. (Uploading is REST only: POST /v1/portal/logo, multipart.)' })
  async removePortalLogo(@Ctx() ctx: Context, @Arg('portalId', () => ID) portalId: string) {
    await portals.removeLogo(ctx, serviceInput({ portalId }));
    return portals.getPortal(ctx, { id: portalId });
  }
}
