import { Arg, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { Ctx as Context } from '../../core/context.js';
import { serviceInput } from '../../core/service-input.js';
import * as workspaces from './workspace.service.js';

export enum WorkspaceRole {
  OWNER = 'OWNER',
  ADMIN = 'ADMIN',
  MEMBER = 'MEMBER',
}
registerEnumType(WorkspaceRole, {
  name: 'WorkspaceRole',
  description: "A builder's place in a workspace.",
  valuesConfig: {
    OWNER: {
      description:
        'Owns the workspace: everything an admin may do, and delete portals, change roles, remove admins and hand ownership on. Every builder owns the personal workspace made at registration.',
    },
    ADMIN: { description: 'Everything a member may do, and create portals, change their address, invite and remove members.' },
    MEMBER: { description: "Works inside the workspace's portals (database, workflows, customers, tickets, theme); cannot create or delete them." },
  },
});

@ObjectType('Workspace', {
  simpleResolvers: true,
  description: 'A group of portals and the builders who work on them, as the signed-in builder sees it.',
})
export class WorkspaceType {
  @Field(() => ID, { description: "The workspace's id (a UUID)." }) id!: string;
  @Field(() => String, { description: 'Its name, like "Ada\'s workspace".' }) name!: string;
  @Field(() => WorkspaceRole, { description: "The signed-in builder's role in it." }) role!: WorkspaceRole;
  @Field(() => Boolean, { description: 'Whether it is the current workspace (whose portals are shown).' })
  current!: boolean;
}

@Resolver()
export class WorkspaceResolver {
  @Query(() => [WorkspaceType], {
    description: 'The workspaces the signed-in builder belongs to, in the order they joined them (REST: GET /v1/workspace/list).',
  })
  workspaces(@Ctx() ctx: Context) {
    return workspaces.listWorkspaces(ctx);
  }

  @Mutation(() => WorkspaceType, {
    description:
      "Makes a workspace the signed-in builder's current one (the one `portals` lists) and returns it; NOT_FOUND for a workspace the builder does not belong to (REST: POST /v1/workspace/change).",
  })
  changeWorkspace(
    @Ctx() ctx: Context,
    @Arg('workspaceId', () => ID, { description: 'The id of a workspace the builder belongs to.' }) workspaceId: string,
  ) {
    return workspaces.changeWorkspace(ctx, serviceInput({ workspaceId }));
  }
}
