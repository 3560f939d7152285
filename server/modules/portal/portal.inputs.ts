import { Field, ID, InputType } from 'type-graphql';
import { ThemeFont, ThemeMode, ThemeRadius } from './portal.enums.js';

// The one `input` of each portal mutation: the fields of its REST twin's body or query, so both APIs
// hand the service the same object.

@InputType('CreatePortalInput', { description: 'A new portal in the current workspace (the body of REST POST /v1/portal).' })
export class CreatePortalInput {
  @Field(() => String, { description: '1 to 80 characters; spaces around it are trimmed.' }) name!: string;
  @Field(() => String, {
    nullable: true,
    description:
      '3 to 48 characters of a–z, 0–9 and single hyphens (stored in lower case); some route words are reserved. Derived from the name (made free with -2, -3…) when omitted; a taken slug sent here is CONFLICT.',
  })
  slug?: string;
  @Field(() => String, {
    nullable: true,
    description:
      '3 to 63 characters of a–z, 0–9 and hyphens, starting and ending with a letter or digit. The slug (or a free variant) when omitted; a taken one sent here is CONFLICT.',
  })
  subDomain?: string;
}

@InputType('UpdatePortalInput', {
  description:
    'Renames a portal or changes its slug (the body of REST PATCH /v1/portal): omitted fields keep their value; null is refused.',
})
export class UpdatePortalInput {
  @Field(() => ID, { description: 'The portal to change.' }) id!: string;
  @Field(() => String, { nullable: true, description: 'The new name, 1 to 80 characters.' }) name?: string;
  @Field(() => String, {
    nullable: true,
    description:
      'The new slug, 3 to 48 characters of a–z, 0–9 and single hyphens; CONFLICT when taken. The builder and published addresses change with it.',
  })
  slug?: string;
}

@InputType('PortalThemeInput', { description: 'A whole theme: every field is required, the theme is replaced, not merged.' })
export class PortalThemeInput {
  @Field(() => String, { description: 'A hex colour #rrggbb, like #4f46e5 (any letter case; stored in lower case).' })
  primaryColor!: string;
  @Field(() => String, { description: 'A hex colour #rrggbb, like #f59e0b (any letter case; stored in lower case).' }) accentColor!: string;
  @Field(() => ThemeMode, { description: 'Light or dark pages.' }) mode!: ThemeMode;
  @Field(() => ThemeFont, { description: 'The typeface family.' }) font!: ThemeFont;
  @Field(() => ThemeRadius, { description: 'The corner roundness.' }) radius!: ThemeRadius;
}

@InputType('PortalBasicInfoInput', { description: 'The whole basic info: it is replaced, not merged.' })
export class PortalBasicInfoInput {
  @Field(() => String, { description: 'Up to 80 characters (trimmed); may be empty.' }) title!: string;
  @Field(() => String, { description: 'Up to 500 characters (trimmed); may be empty.' }) description!: string;
  @Field(() => String, { nullable: true, description: 'An email address, like help@acme.com; null, empty or omitted removes it.' })
  supportEmail?: string | null;
}

@InputType('PortalIdInput', { description: 'One portal.' })
export class PortalIdInput {
  @Field(() => ID, { description: 'The portal.' }) id!: string;
}

@InputType('UpdatePortalSubDomainInput', {
  description: 'A portal and its new sub-domain (the body of REST POST /v1/portal/update-subDomain).',
})
export class UpdatePortalSubDomainInput {
  @Field(() => ID, { description: 'The portal to change.' }) portalId!: string;
  @Field(() => String, {
    description:
      '3 to 63 characters of a–z, 0–9 and hyphens, starting and ending with a letter or digit (stored in lower case); some names (www, api, mail…) are reserved.',
  })
  subDomain!: string;
}

@InputType('UpdatePortalThemeInput', { description: 'A portal and its whole new theme (the body of REST PUT /v1/portal/theme).' })
export class UpdatePortalThemeInput {
  @Field(() => ID, { description: 'The portal to change.' }) portalId!: string;
  @Field(() => PortalThemeInput, { description: 'The whole new theme.' }) theme!: PortalThemeInput;
}

@InputType('UpdatePortalBasicInfoInput', {
  description: 'A portal and its whole new basic info (the body of REST PUT /v1/portal/basic-info).',
})
export class UpdatePortalBasicInfoInput {
  @Field(() => ID, { description: 'The portal to change.' }) portalId!: string;
  @Field(() => PortalBasicInfoInput, { description: 'The whole new basic info.' }) basicInfo!: PortalBasicInfoInput;
}

@InputType('RemovePortalLogoInput', { description: 'The portal whose logo goes (the query of REST DELETE /v1/portal/logo).' })
export class RemovePortalLogoInput {
  @Field(() => ID, { description: 'The portal whose logo goes.' }) portalId!: string;
}
