import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { Ctx as Context } from '../../core/context.js';
import { DateTimeISO } from '../../core/graphql-types.js';
import { serviceInput } from '../../core/service-input.js';
import * as deletion from './user.delete.js';
import { UserType } from './user.graphql.js';
import * as exportsOf from './user.export.js';

/** The builder's own data: exporting it (a ZIP by email) and deleting the account (issue 12). */

export enum DataExportStatus {
  QUEUED = 'QUEUED',
  READY = 'READY',
  FAILED = 'FAILED',
}
registerEnumType(DataExportStatus, {
  name: 'DataExportStatus',
  description: 'Where an export of the builder’s data stands.',
  valuesConfig: {
    QUEUED: { description: 'The ZIP is being built; the link will come by email.' },
    READY: { description: 'The ZIP is built and its download link was emailed; the link works until `expiresAt`.' },
    FAILED: { description: 'The ZIP could not be built; ask for a new export.' },
  },
});

@ObjectType('DataExport', {
  simpleResolvers: true,
  description:
    'An export of the builder’s data: a ZIP with account.json and, for each portal of each workspace the builder owns, its settings, one CSV per collection, its customers, tickets and workflows.',
})
export class DataExportType {
  @Field(() => ID, { description: 'The export’s id (a UUID).' }) id!: string;
  @Field(() => DataExportStatus, { description: 'Where it stands.' }) status!: DataExportStatus;
  @Field(() => Int, { nullable: true, description: 'The ZIP’s size in bytes; null until it is READY.' }) sizeBytes!: number | null;
  @Field(() => DateTimeISO, { description: 'When it was asked for.' }) createdAt!: Date;
  @Field(() => DateTimeISO, { nullable: true, description: 'When the ZIP was built or the export failed; null while QUEUED.' })
  finishedAt!: Date | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When the emailed download link stops working; null unless READY.' })
  expiresAt!: Date | null;
}

@ObjectType('WorkspaceRef', { simpleResolvers: true, description: 'A workspace by id and name.' })
export class WorkspaceRefType {
  @Field(() => ID, { description: 'The workspace’s id (a UUID).' }) id!: string;
  @Field(() => String, { description: 'Its name.' }) name!: string;
}

@ObjectType('AccountDeletionPreview', {
  simpleResolvers: true,
  description: 'What deleting the signed-in builder’s account would do now.',
})
export class AccountDeletionPreviewType {
  @Field(() => [WorkspaceRefType], {
    description: 'Workspaces where the builder is the only member: deleted with every portal, record, file and customer in them.',
  })
  deletedWorkspaces!: WorkspaceRefType[];
  @Field(() => [WorkspaceRefType], { description: 'Workspaces the builder leaves; their other members keep them.' })
  leftWorkspaces!: WorkspaceRefType[];
  @Field(() => [WorkspaceRefType], {
    description:
      'Workspaces that stop the deletion: the builder is their only owner and they have other members. Make another member an owner, or remove the members, first.',
  })
  blockingWorkspaces!: WorkspaceRefType[];
}

@InputType('DeleteAccountInput', { description: 'The confirmation of an account deletion (the body of REST DELETE /v1/user/me).' })
export class DeleteAccountInput {
  @Field(() => String, { description: 'The email address of the account, typed again (any letter case).' }) email!: string;
  @Field(() => String, { description: 'The account’s password.' }) password!: string;
}

@Resolver()
export class AccountDataResolver {
  @Mutation(() => DataExportType, {
    description:
      'Asks for an export of the signed-in builder’s data and returns it, QUEUED; the download link is emailed when the ZIP is ready. Asking again while one is QUEUED returns that one (REST: POST /v1/user/me/export).',
  })
  requestDataExport(@Ctx() ctx: Context) {
    return exportsOf.requestDataExport(ctx);
  }

  @Query(() => [DataExportType], { description: 'The signed-in builder’s data exports, newest first (REST: GET /v1/user/me/exports).' })
  myDataExports(@Ctx() ctx: Context) {
    return exportsOf.listDataExports(ctx);
  }

  @Query(() => AccountDeletionPreviewType, {
    description:
      'What deleting the signed-in builder’s account would delete, leave and what stops it (REST: GET /v1/user/me/deletion-preview).',
  })
  accountDeletionPreview(@Ctx() ctx: Context) {
    return deletion.accountDeletionPreview(ctx);
  }

  @Mutation(() => UserType, {
    description:
      'Deletes the signed-in builder’s account and answers it as it was; its token stops working. Workspaces where the builder is the only member are deleted with everything in them. BAD_USER_INPUT on `email` or `password` when they are not the account’s; CONFLICT while the builder is the only owner of a workspace with other members (REST: DELETE /v1/user/me).',
  })
  deleteAccount(
    @Ctx() ctx: Context,
    @Arg('input', () => DeleteAccountInput, { description: 'The account’s email and password, typed to confirm.' })
    input: DeleteAccountInput,
  ) {
    return deletion.deleteAccount(ctx, serviceInput(input));
  }
}
