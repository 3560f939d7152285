import { GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Ctx as Context } from '../../core/context.js';
import { DateTimeISO } from '../../core/graphql-types.js';
import { serviceInput } from '../../core/service-input.js';
import { FilterOp, RecordFilterInput, RecordSortInput, SortDirection } from './database.graphql.js';
import * as views from './view.service.js';

@ObjectType('ViewFilterCondition', { simpleResolvers: true, description: 'One condition of a saved view’s filter.' })
class ViewFilterConditionType {
  @Field(() => String, { description: 'A field key, or createdAt / updatedAt.' }) field!: string;
  @Field(() => FilterOp, { description: 'How it compares.' }) op!: string;
  @Field(() => GraphQLJSON, { nullable: true, description: 'What it compares with; none for IS_EMPTY and IS_NOT_EMPTY.' })
  value?: unknown;
}

@ObjectType('ViewSortLevel', { simpleResolvers: true, description: 'One sort level of a saved view.' })
class ViewSortLevelType {
  @Field(() => String, { description: 'A field key, or createdAt / updatedAt.' }) field!: string;
  @Field(() => SortDirection, { description: 'Its direction.' }) direction!: SortDirection;
}

@ObjectType('CollectionView', {
  simpleResolvers: true,
  description:
    'A saved view of a collection’s grid, shared with the workspace (REST: /v1/database/views). Fields deleted since it was saved are left out of every setting.',
})
class CollectionViewType {
  @Field(() => ID, { description: 'The view’s id.' }) id!: string;
  @Field(() => ID, { description: 'Its collection.' }) collectionId!: string;
  @Field(() => String, { description: '1 to 60 characters, unique in the collection (without regard to case).' }) name!: string;
  @Field(() => [ViewFilterConditionType], { description: 'The conditions, all of which a record must meet.' })
  filter!: ViewFilterConditionType[];
  @Field(() => [ViewSortLevelType], { description: 'Up to 3 sort levels; creation order when empty.' }) sorts!: ViewSortLevelType[];
  @Field(() => [String], { description: 'Keys of the fields the view hides.' }) hiddenFields!: string[];
  @Field(() => [String], {
    description: 'Field keys in the order the view shows them; fields not listed follow in the collection’s order.',
  })
  fieldOrder!: string[];
  @Field(() => GraphQLJSONObject, { description: 'Column widths in pixels by field key: {"name": 240}.' })
  columnWidths!: Record<string, number>;
  @Field(() => Int, { description: 'Its place among the collection’s views, from 0.' }) position!: number;
  @Field(() => ID, { nullable: true, description: 'The builder who saved it; null once their account is gone.' }) createdBy!: string | null;
  @Field(() => DateTimeISO, { description: 'When it was saved first.' }) createdAt!: Date;
  @Field(() => DateTimeISO, { description: 'When it was last changed.' }) updatedAt!: Date;
}

@InputType('CreateCollectionViewInput', { description: 'A new saved view (REST: POST /v1/database/views).' })
class CreateCollectionViewInput {
  @Field(() => ID, { description: 'The collection.' }) collectionId!: string;
  @Field(() => String, { description: '1 to 60 characters, unique in the collection.' }) name!: string;
  @Field(() => [RecordFilterInput], { nullable: true, description: 'Up to 20 conditions, as for `records`.' }) filter?: RecordFilterInput[];
  @Field(() => [RecordSortInput], { nullable: true, description: 'Up to 3 sort levels, each field once.' }) sorts?: RecordSortInput[];
  @Field(() => [String], { nullable: true, description: 'Keys of the fields to hide.' }) hiddenFields?: string[];
  @Field(() => [String], { nullable: true, description: 'Field keys in the order to show them.' }) fieldOrder?: string[];
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Column widths in pixels (60 to 2000) by field key.' })
  columnWidths?: Record<string, number>;
}

@InputType('UpdateCollectionViewInput', {
  description: 'Changes to a saved view; what is not sent stays as saved (REST: PATCH /v1/database/views).',
})
class UpdateCollectionViewInput {
  @Field(() => ID, { description: 'The view.' }) id!: string;
  @Field(() => String, { nullable: true, description: 'A new name.' }) name?: string;
  @Field(() => [RecordFilterInput], { nullable: true, description: 'The whole new filter.' }) filter?: RecordFilterInput[];
  @Field(() => [RecordSortInput], { nullable: true, description: 'The new sort levels.' }) sorts?: RecordSortInput[];
  @Field(() => [String], { nullable: true, description: 'The fields to hide.' }) hiddenFields?: string[];
  @Field(() => [String], { nullable: true, description: 'The new column order.' }) fieldOrder?: string[];
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The new column widths.' }) columnWidths?: Record<string, number>;
}

@InputType('CollectionViewIdInput', { description: 'One saved view.' })
class CollectionViewIdInput {
  @Field(() => ID, { description: 'The view.' }) id!: string;
}

@InputType('ReorderCollectionViewsInput', { description: 'The views in their new order (REST: PUT /v1/database/views/order).' })
class ReorderCollectionViewsInput {
  @Field(() => ID, { description: 'The collection.' }) collectionId!: string;
  @Field(() => [ID], { description: 'Every view of the collection, once each.' }) ids!: string[];
}

@Resolver()
export class CollectionViewResolver {
  @Query(() => [CollectionViewType], {
    description: 'The saved views of a collection, in their order (REST: GET /v1/database/views?collectionId=).',
  })
  collectionViews(@Ctx() ctx: Context, @Arg('collectionId', () => ID, { description: 'The collection.' }) collectionId: string) {
    return views.listViews(ctx, serviceInput({ collectionId }, 'query'));
  }

  @Mutation(() => CollectionViewType, { description: 'Saves a view of a collection (REST: POST /v1/database/views).' })
  createCollectionView(
    @Ctx() ctx: Context,
    @Arg('input', () => CreateCollectionViewInput, { description: 'The view.' }) input: CreateCollectionViewInput,
  ) {
    return views.createView(ctx, serviceInput(input));
  }

  @Mutation(() => CollectionViewType, { description: 'Renames a view and/or changes its settings (REST: PATCH /v1/database/views).' })
  updateCollectionView(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdateCollectionViewInput, { description: 'The changes.' }) input: UpdateCollectionViewInput,
  ) {
    return views.updateView(ctx, serviceInput(input));
  }

  @Mutation(() => CollectionViewType, {
    description: 'Deletes a view (the records stay) and answers it as it was (REST: DELETE /v1/database/views?id=).',
  })
  deleteCollectionView(
    @Ctx() ctx: Context,
    @Arg('input', () => CollectionViewIdInput, { description: 'The view.' }) input: CollectionViewIdInput,
  ) {
    return views.deleteView(ctx, serviceInput(input));
  }

  @Mutation(() => [CollectionViewType], { description: 'Puts a collection’s views in a new order (REST: PUT /v1/database/views/order).' })
  reorderCollectionViews(
    @Ctx() ctx: Context,
    @Arg('input', () => ReorderCollectionViewsInput, { description: 'The order.' }) input: ReorderCollectionViewsInput,
  ) {
    return views.reorderViews(ctx, serviceInput(input));
  }
}
