import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { Ctx as Context } from '../../core/context.js';
import { DateTimeISO } from '../../core/graphql-types.js';
import { serviceInput } from '../../core/service-input.js';
import * as pages from './page.service.js';

export enum PageVisibility {
  PUBLIC = 'PUBLIC',
  CUSTOMERS = 'CUSTOMERS',
}
registerEnumType(PageVisibility, {
  name: 'PageVisibility',
  description: 'Who may open a published page.',
  valuesConfig: {
    PUBLIC: { description: 'Anyone with the address.' },
    CUSTOMERS: { description: 'Customers signed in to the portal; others are asked to sign in and come back.' },
  },
});

@ObjectType('PortalLayout', {
  simpleResolvers: true,
  description: 'The draft of the published portal’s navigation, header and footer (REST: GET /v1/layout).',
})
class PortalLayoutType {
  @Field(() => ID, { description: 'Its portal.' }) portalId!: string;
  @Field(() => GraphQLJSONObject, { description: 'The draft: {navigation, header, footer} (the REST document’s LayoutContent).' })
  layout!: Record<string, unknown>;
  @Field(() => Int, { description: 'Goes up with every save; 0 before the first. Send it back with a change.' }) revision!: number;
  @Field(() => DateTimeISO, { nullable: true, description: 'When the site was last published; null if never.' }) publishedAt!: Date | null;
  @Field(() => Boolean, { description: 'The layout or a page differs from what customers see.' }) unpublishedChanges!: boolean;
  @Field(() => DateTimeISO, { description: 'When the draft was last saved.' }) updatedAt!: Date;
}

@ObjectType('PortalPageSummary', { simpleResolvers: true, description: 'A page of the published portal, without its blocks.' })
class PortalPageSummaryType {
  @Field(() => ID, { description: 'The page’s id.' }) id!: string;
  @Field(() => ID, { description: 'Its portal.' }) portalId!: string;
  @Field(() => String, { description: 'Its title (the browser tab, link previews).' }) title!: string;
  @Field(() => String, { description: 'Its path in the portal: / for the home page, /pricing, /help/faq.' }) path!: string;
  @Field(() => String, { description: 'A sentence for search engines and link previews.' }) description!: string;
  @Field(() => PageVisibility, { description: 'Who may open it.' }) visibility!: PageVisibility;
  @Field(() => Int, { description: 'Its place in the list, from 0.' }) position!: number;
  @Field(() => Int, { description: 'Goes up with every save; send it back with a change.' }) revision!: number;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was last published; null if never.' }) publishedAt!: Date | null;
  @Field(() => Boolean, { description: 'Its draft differs from what customers see.' }) unpublishedChanges!: boolean;
  @Field(() => DateTimeISO, { description: 'When its draft was last saved.' }) updatedAt!: Date;
}

@ObjectType('PagePublishProblem', { simpleResolvers: true, description: 'Something a page’s draft still lacks before Publish accepts it.' })
class PagePublishProblemType {
  @Field(() => String, { description: 'Where, like blocks.2.props.alt (the same paths as a BAD_USER_INPUT’s details).' }) path!: string;
  @Field(() => String, { nullable: true, description: 'The block it is in (inside columns too).' }) blockId!: string | null;
  @Field(() => String, { description: 'What to supply, in a sentence.' }) message!: string;
}

@ObjectType('PortalPage', { simpleResolvers: true, description: 'A page with the blocks of its draft.' })
class PortalPageType extends PortalPageSummaryType {
  @Field(() => [GraphQLJSONObject], {
    description:
      'Its draft’s blocks: {id, type, props} (the REST document’s DraftPageBlock: may still lack an image, alt text, an address).',
  })
  blocks!: Array<Record<string, unknown>>;
  @Field(() => [PagePublishProblemType], {
    description: 'What the draft still lacks before it can be published (empty when it is complete).',
  })
  publishProblems!: Array<{ path: string; blockId: string | null; message: string }>;
}

@ObjectType('PublishedSiteStatus', { simpleResolvers: true, description: 'What Publish made visible.' })
class PublishedSiteStatusType {
  @Field(() => ID, { description: 'The portal.' }) portalId!: string;
  @Field(() => DateTimeISO, { description: 'When it was published.' }) publishedAt!: Date;
  @Field(() => Int, { description: 'How many pages customers may now open.' }) pages!: number;
  @Field(() => Boolean, { description: 'Always false right after publishing.' }) unpublishedChanges!: boolean;
}

@InputType('UpdatePortalLayoutInput', { description: 'The layout’s new draft (REST: PUT /v1/layout).' })
class UpdatePortalLayoutInput {
  @Field(() => ID, { description: 'The portal.' }) portalId!: string;
  @Field(() => GraphQLJSONObject, { description: '{navigation, header, footer}.' }) layout!: Record<string, unknown>;
  @Field(() => Int, { description: 'The revision it was edited from (0 before the first save).' }) revision!: number;
}

@InputType('CreatePortalPageInput', { description: 'A new page (REST: POST /v1/pages).' })
class CreatePortalPageInput {
  @Field(() => ID, { description: 'The portal.' }) portalId!: string;
  @Field(() => String, { description: '1 to 120 characters.' }) title!: string;
  @Field(() => String, { nullable: true, description: 'Made from the title when omitted.' }) path?: string;
  @Field(() => String, { nullable: true, description: 'Up to 300 characters.' }) description?: string;
  @Field(() => PageVisibility, { nullable: true, description: 'PUBLIC when omitted.' }) visibility?: PageVisibility;
  @Field(() => [GraphQLJSONObject], { nullable: true, description: 'Its first blocks.' }) blocks?: Array<Record<string, unknown>>;
}

@InputType('UpdatePortalPageInput', { description: 'Changes to a page’s draft (REST: PATCH /v1/pages).' })
class UpdatePortalPageInput {
  @Field(() => ID, { description: 'The page.' }) id!: string;
  @Field(() => String, { nullable: true, description: 'A new title.' }) title?: string;
  @Field(() => String, { nullable: true, description: 'A new path.' }) path?: string;
  @Field(() => String, { nullable: true, description: 'A new description.' }) description?: string;
  @Field(() => PageVisibility, { nullable: true, description: 'A new visibility.' }) visibility?: PageVisibility;
  @Field(() => [GraphQLJSONObject], { nullable: true, description: 'All its blocks, in order.' }) blocks?: Array<Record<string, unknown>>;
  @Field(() => Int, { description: 'The revision it was edited from.' }) revision!: number;
}

@InputType('PortalPageIdInput', { description: 'One page.' })
class PortalPageIdInput {
  @Field(() => ID, { description: 'The page.' }) id!: string;
}

@InputType('ReorderPortalPagesInput', { description: 'The pages in their new order (REST: PUT /v1/pages/order).' })
class ReorderPortalPagesInput {
  @Field(() => ID, { description: 'The portal.' }) portalId!: string;
  @Field(() => [ID], { description: 'Every page of the portal, once each.' }) ids!: string[];
}

@InputType('PublishPortalSiteInput', { description: 'The portal to publish (REST: POST /v1/layout/publish).' })
class PublishPortalSiteInput {
  @Field(() => ID, { description: 'The portal.' }) portalId!: string;
}

@Resolver()
export class PageResolver {
  @Query(() => PortalLayoutType, { description: 'The draft of the portal’s navigation, header and footer (REST: GET /v1/layout).' })
  portalLayout(@Ctx() ctx: Context, @Arg('portalId', () => ID, { description: 'The portal.' }) portalId: string) {
    return pages.getLayout(ctx, { portalId });
  }

  @Query(() => [PortalPageSummaryType], { description: 'The pages of a portal, in their order (REST: GET /v1/pages/list).' })
  portalPages(@Ctx() ctx: Context, @Arg('portalId', () => ID, { description: 'The portal.' }) portalId: string) {
    return pages.listPages(ctx, { portalId });
  }

  @Query(() => PortalPageType, { description: 'One page with its draft blocks (REST: GET /v1/pages?id=).' })
  portalPage(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The page.' }) id: string) {
    return pages.getPage(ctx, { id });
  }

  @Mutation(() => PortalLayoutType, { description: 'Saves the layout’s draft over its revision (REST: PUT /v1/layout).' })
  updatePortalLayout(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdatePortalLayoutInput, { description: 'The draft.' }) input: UpdatePortalLayoutInput,
  ) {
    return pages.updateLayout(ctx, serviceInput(input));
  }

  @Mutation(() => PortalPageType, { description: 'Creates a page (REST: POST /v1/pages).' })
  createPortalPage(
    @Ctx() ctx: Context,
    @Arg('input', () => CreatePortalPageInput, { description: 'The page.' }) input: CreatePortalPageInput,
  ) {
    return pages.createPage(ctx, serviceInput(input));
  }

  @Mutation(() => PortalPageType, { description: 'Saves a page’s draft over its revision (REST: PATCH /v1/pages).' })
  updatePortalPage(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdatePortalPageInput, { description: 'The changes.' }) input: UpdatePortalPageInput,
  ) {
    return pages.updatePage(ctx, serviceInput(input));
  }

  @Mutation(() => PortalPageType, { description: 'Deletes a page and answers it as it was (REST: DELETE /v1/pages?id=).' })
  deletePortalPage(@Ctx() ctx: Context, @Arg('input', () => PortalPageIdInput, { description: 'The page.' }) input: PortalPageIdInput) {
    return pages.deletePage(ctx, serviceInput(input));
  }

  @Mutation(() => [PortalPageSummaryType], { description: 'Puts the pages in a new order (REST: PUT /v1/pages/order).' })
  reorderPortalPages(
    @Ctx() ctx: Context,
    @Arg('input', () => ReorderPortalPagesInput, { description: 'The order.' }) input: ReorderPortalPagesInput,
  ) {
    return pages.reorderPages(ctx, serviceInput(input));
  }

  @Mutation(() => PublishedSiteStatusType, {
    description: 'Publishes the layout and every page’s draft at once (REST: POST /v1/layout/publish).',
  })
  publishPortalSite(
    @Ctx() ctx: Context,
    @Arg('input', () => PublishPortalSiteInput, { description: 'The portal.' }) input: PublishPortalSiteInput,
  ) {
    return pages.publishSite(ctx, serviceInput(input));
  }
}
