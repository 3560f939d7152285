import { Arg, Args, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, connectionType, readConnection } from '../../core/connection.js';
import type { Ctx as Context } from '../../core/context.js';
import { serviceInput } from '../../core/service-input.js';
import { AvailabilityType, DateTimeISO } from '../../core/graphql-types.js';
import * as portals from './portal.service.js';
import { ThemeFont, ThemeMode, ThemeRadius } from './portal.enums.js';
import {
  CreatePortalInput,
  PortalIdInput,
  RemovePortalLogoInput,
  UpdatePortalBasicInfoInput,
  UpdatePortalInput,
  UpdatePortalSubDomainInput,
  UpdatePortalThemeInput,
} from './portal.inputs.js';

@ObjectType('PortalTheme', { simpleResolvers: true, description: "The published portal's look; change it with `updatePortalTheme`." })
export class PortalThemeType {
  @Field(() => String, { description: 'The main brand colour (buttons, links) as #rrggbb in lower case, like #4f46e5.' })
  primaryColor!: string;
  @Field(() => String, { description: 'The secondary colour (highlights, badges) as #rrggbb in lower case, like #f59e0b.' })
  accentColor!: string;
  @Field(() => ThemeMode, { description: 'Light or dark pages.' }) mode!: ThemeMode;
  @Field(() => ThemeFont, { description: 'The typeface family.' }) font!: ThemeFont;
  @Field(() => ThemeRadius, { description: 'The corner roundness.' }) radius!: ThemeRadius;
}

@ObjectType('PortalBasicInfo', {
  simpleResolvers: true,
  description:
    'What the published portal says about itself (its page title, a description, where to get help); change it with `updatePortalBasicInfo`.',
})
export class PortalBasicInfoType {
  @Field(() => String, { description: "The published portal's title, up to 80 characters; may be empty." }) title!: string;
  @Field(() => String, { description: 'A short description of the portal for its visitors, up to 500 characters; may be empty.' })
  description!: string;
  @Field(() => String, { nullable: true, description: 'Where visitors write for help, in lower case; null when none is set.' })
  supportEmail!: string | null;
}

@ObjectType('Portal', {
  simpleResolvers: true,
  description: 'A branded client portal, as the builders of its workspace see it. Its public side is `publicPortalInfo`.',
})
export class PortalType {
  @Field(() => ID, { description: "The portal's id (a UUID)." }) id!: string;
  @Field(() => ID, { description: 'The workspace the portal belongs to.' }) workspaceId!: string;
  @Field(() => String, { description: 'The name builders see, 1 to 80 characters.' }) name!: string;
  @Field(() => String, {
    description:
      'Its address in the builder (/{slug}/…) and the published portal (/p/{slug}): 3 to 48 characters, a–z, 0–9 and single hyphens, unique across Portico.',
  })
  slug!: string;
  @Field(() => String, {
    description:
      "The published portal's sub-domain label ({subDomain}.<Portico domain>): 3 to 63 characters, a–z, 0–9 and hyphens, unique across Portico.",
  })
  subDomain!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'The published portal at its sub-domain, {protocol}//{subDomain}.{APP_DOMAIN} (the address customers type); null when this Portico runs without APP_DOMAIN, where customers use /p/{slug}.',
  })
  subDomainUrl!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Path of the logo image under /files/ (same origin, cacheable for good), or null when there is none. Upload through REST POST /v1/portal/logo.',
  })
  logoUrl!: string | null;
  @Field(() => PortalThemeType, { description: "The published portal's look." }) theme!: PortalThemeType;
  @Field(() => PortalBasicInfoType, { description: "The published portal's title, description and support address." })
  basicInfo!: PortalBasicInfoType;
  @Field(() => DateTimeISO, { description: 'When the portal was created.' }) createdAt!: Date;
  @Field(() => DateTimeISO, { description: 'When the portal, its theme or its basic info last changed.' }) updatedAt!: Date;
}

@ObjectType('PublicPortal', {
  simpleResolvers: true,
  description: 'What anyone may see of a portal, without signing in: its branding, no ids and nothing of its data.',
})
export class PublicPortalType {
  @Field(() => String, { description: "The portal's name." }) name!: string;
  @Field(() => String, { description: 'Its address: the published portal is at /p/{slug}.' }) slug!: string;
  @Field(() => String, { description: "The published portal's sub-domain label." }) subDomain!: string;
  @Field(() => String, { nullable: true, description: 'Path of the logo image under /files/, or null when there is none.' }) logoUrl!:
    string | null;
  @Field(() => PortalThemeType, { description: 'The look to brand the published portal with.' }) theme!: PortalThemeType;
  @Field(() => PortalBasicInfoType, { description: 'The title, description and support address to show visitors.' })
  basicInfo!: PortalBasicInfoType;
}

export const PortalConnectionType = connectionType('Portal', PortalType, 'portals of the current workspace');

@Resolver()
export class PortalResolver {
  @Query(() => PortalConnectionType, {
    description:
      "The portals of the signed-in builder's current workspace, newest first, a page at a time (REST: GET /v1/portal/list, which answers {items, nextCursor}).",
  })
  portals(@Ctx() ctx: Context, @Args(() => ConnectionArgs) page: ConnectionArgs) {
    return readConnection(page, (p) => portals.listPortals(ctx, p));
  }

  @Query(() => PortalType, {
    description:
      'One portal of a workspace the signed-in builder belongs to, by slug or by id (send one); NOT_FOUND for any other (REST: GET /v1/portal?slug= or ?id=).',
  })
  portal(
    @Ctx() ctx: Context,
    @Arg('slug', () => String, { nullable: true, description: "The portal's slug, as in the builder's address /{slug}/…." }) slug?: string,
    @Arg('id', () => ID, { nullable: true, description: "The portal's id, when the slug is not at hand." }) id?: string,
  ) {
    return portals.getPortal(ctx, serviceInput({ slug, id }, 'query'));
  }

  @Query(() => AvailabilityType, {
    description:
      'Whether a sub-domain is valid and free, with a free suggestion when it is taken; a malformed one answers `available: false` with the reason, not an error (REST: GET /v1/portal/isSubDomainAvailable).',
  })
  isSubDomainAvailable(
    @Ctx() ctx: Context,
    @Arg('subDomain', () => String, { description: 'The sub-domain label to check, in any letter case.' }) subDomain: string,
    @Arg('portalId', () => ID, {
      nullable: true,
      description: 'The portal being edited, so that its own current sub-domain answers available.',
    })
    portalId?: string,
  ) {
    return portals.isSubDomainAvailable(ctx, serviceInput({ subDomain, portalId }, 'query'));
  }

  @Query(() => AvailabilityType, {
    description:
      'Whether a slug is valid and free, with a free suggestion when it is taken; a malformed one answers `available: false` with the reason, not an error (REST: GET /v1/portal/isSlugAvailable).',
  })
  isSlugAvailable(
    @Ctx() ctx: Context,
    @Arg('slug', () => String, { description: 'The slug to check, in any letter case.' }) slug: string,
    @Arg('portalId', () => ID, { nullable: true, description: 'The portal being edited, so that its own current slug answers available.' })
    portalId?: string,
  ) {
    return portals.isSlugAvailable(ctx, serviceInput({ slug, portalId }, 'query'));
  }

  @Query(() => PublicPortalType, {
    description:
      'What a published portal shows before anyone signs in: name, logo, theme and basic info. No sign-in needed; NOT_FOUND for an unknown slug (REST: GET /v1/public/portal/info/slug?slug=).',
  })
  publicPortalInfo(@Ctx() ctx: Context, @Arg('slug', () => String, { description: "The portal's slug, as in /p/{slug}." }) slug: string) {
    return portals.getPublicPortalInfo(ctx, serviceInput({ slug }, 'query'));
  }

  @Mutation(() => PortalType, {
    description:
      "Creates a portal in the signed-in builder's current workspace, with the default theme, and returns it (REST: POST /v1/portal).",
  })
  createPortal(
    @Ctx() ctx: Context,
    @Arg('input', () => CreatePortalInput, { description: 'The name, and optionally the slug and sub-domain.' }) input: CreatePortalInput,
  ) {
    return portals.createPortal(ctx, serviceInput(input));
  }

  @Mutation(() => PortalType, { description: 'Renames a portal and/or changes its slug, and returns it (REST: PATCH /v1/portal).' })
  updatePortal(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdatePortalInput, { description: 'The portal and the fields to change.' }) input: UpdatePortalInput,
  ) {
    return portals.updatePortal(ctx, serviceInput(input));
  }

  @Mutation(() => PortalType, {
    description:
      'Deletes the portal and everything in it (collections, records, files) for good, and returns the portal as it was (REST: DELETE /v1/portal?id=).',
  })
  deletePortal(@Ctx() ctx: Context, @Arg('input', () => PortalIdInput, { description: 'The portal to delete.' }) input: PortalIdInput) {
    return portals.deletePortal(ctx, serviceInput(input));
  }

  @Mutation(() => PortalType, {
    description:
      'Moves the published portal to another sub-domain and returns the portal; CONFLICT when it is taken (REST: POST /v1/portal/update-subDomain).',
  })
  updatePortalSubDomain(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdatePortalSubDomainInput, { description: 'The portal and its new sub-domain.' })
    input: UpdatePortalSubDomainInput,
  ) {
    return portals.updateSubDomain(ctx, serviceInput(input));
  }

  @Mutation(() => PortalType, { description: "Replaces the portal's theme and returns the portal (REST: PUT /v1/portal/theme)." })
  updatePortalTheme(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdatePortalThemeInput, { description: 'The portal and its whole new theme.' }) input: UpdatePortalThemeInput,
  ) {
    return portals.updateTheme(ctx, serviceInput(input));
  }

  @Mutation(() => PortalType, {
    description: "Replaces the portal's title, description and support address, and returns the portal (REST: PUT /v1/portal/basic-info).",
  })
  updatePortalBasicInfo(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdatePortalBasicInfoInput, { description: 'The portal and its whole new basic info.' })
    input: UpdatePortalBasicInfoInput,
  ) {
    return portals.updateBasicInfo(ctx, serviceInput(input));
  }

  @Mutation(() => PortalType, {
    description:
      "Removes the portal's logo and returns the portal with `logoUrl` null (REST: DELETE /v1/portal/logo?portalId=). Uploading is REST only: POST /v1/portal/logo, multipart.",
  })
  removePortalLogo(
    @Ctx() ctx: Context,
    @Arg('input', () => RemovePortalLogoInput, { description: 'The portal whose logo goes.' }) input: RemovePortalLogoInput,
  ) {
    return portals.removeLogo(ctx, serviceInput(input));
  }
}
