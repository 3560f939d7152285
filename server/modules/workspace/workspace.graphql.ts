import { Arg, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { Ctx as Context } from '../../core/context.js';
import * as workspaces from './workspace.service.js';

export enum WorkspaceRole {
  OWNER = 'OWNER',
  MEMBER = 'MEMBER',
}
registerEnumType(WorkspaceRole, { name: 'WorkspaceRole' });

@ObjectType('Workspace', { simpleResolvers: true })
export class WorkspaceType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => WorkspaceRole, { description: "The signed-in builder's role in it." }) role!: WorkspaceRole;
  @Field(() => Boolean, { description: 'Whether it is the current workspace (whose portals are shown).' })
  current!: boolean;
}

@Resolver()
export class WorkspaceResolver {
  @Query(() => [WorkspaceType], { description: 'The workspaces the builder belongs to (REST: GET /v1/workspace/list).' })
  workspaces(@Ctx() ctx: Context) {
    return workspaces.listWorkspaces(ctx);
  }

  @Mutation(() => WorkspaceType, { description: 'REST: POST /v1/workspace/change.' })
  changeWorkspace(@Ctx() ctx: Context, @Arg('workspaceId', () => ID) workspaceId: string) {
    return workspaces.changeWorkspace(ctx, { workspaceId });
  }
}
