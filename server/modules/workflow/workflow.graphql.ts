import { GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Args, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { ConnectionArgs, connectionType, readConnection } from '../../core/connection.js';
import type { Ctx as Context } from '../../core/context.js';
import { DateTimeISO } from '../../core/graphql-types.js';
import { serviceInput } from '../../core/service-input.js';
import { CustomerStatus, CustomerUserType } from '../customer/customer.graphql.js';
import * as assignments from './workflow.assignments.js';
import * as own from './workflow.customer.service.js';
import * as runs from './workflow.runs.js';
import * as workflows from './workflow.service.js';

export enum WorkflowAccessType {
  PUBLIC = 'PUBLIC',
  CUSTOMERS = 'CUSTOMERS',
  ASSIGNED = 'ASSIGNED',
}
registerEnumType(WorkflowAccessType, {
  name: 'WorkflowAccessType',
  description: 'Who may run a published workflow.',
  valuesConfig: {
    PUBLIC: { description: 'Anyone: visitors give an email and get a resumable link.' },
    CUSTOMERS: { description: 'Every signed-in customer of the portal.' },
    ASSIGNED: { description: 'Only the customers it is assigned to.' },
  },
});

export enum WorkflowRunStatus {
  IN_PROGRESS = 'IN_PROGRESS',
  WAITING = 'WAITING',
  COMPLETED = 'COMPLETED',
  CANCELLED = 'CANCELLED',
}
registerEnumType(WorkflowRunStatus, {
  name: 'WorkflowRunStatus',
  description: 'Where a run stands.',
  valuesConfig: {
    IN_PROGRESS: { description: 'The customer has a step to do.' },
    WAITING: { description: 'At an approval: a builder decides.' },
    COMPLETED: { description: 'Past its last step.' },
    CANCELLED: { description: 'Ended early: an approval was rejected.' },
  },
});

export enum RunDecision {
  APPROVE = 'APPROVE',
  REJECT = 'REJECT',
}
registerEnumType(RunDecision, {
  name: 'RunDecision',
  description: 'A builder’s decision at an approval.',
  valuesConfig: { APPROVE: { description: 'The run goes on.' }, REJECT: { description: 'The run ends; the comment says why.' } },
});

@ObjectType('WorkflowStepPosition', { simpleResolvers: true, description: 'Where the editor draws a step.' })
class PositionType {
  @Field(() => Float, { description: 'Across.' }) x!: number;
  @Field(() => Float, { description: 'Down.' }) y!: number;
}

@ObjectType('WorkflowStep', { simpleResolvers: true, description: 'One step of a workflow’s draft.' })
class StepType {
  @Field(() => String, { description: 'Its id in the graph (arrows and rules name it).' }) id!: string;
  @Field(() => String, { description: 'Its kind: FORM, CONTENT, APPROVAL, CONDITION or BOOKING.' }) type!: string;
  @Field(() => String, { description: 'Its name in the editor and the portal.' }) name!: string;
  @Field(() => GraphQLJSONObject, { description: 'Its configuration, by its kind (a form’s fields, a condition’s rules, …).' })
  config!: Record<string, unknown>;
  @Field(() => PositionType, { nullable: true, description: 'Where it is drawn; null: laid out automatically.' })
  position!: PositionType | null;
}

@ObjectType('WorkflowEdge', { simpleResolvers: true, description: 'An arrow from a step to the next.' })
class EdgeType {
  @Field(() => String, { description: 'The step it leaves.' }) from!: string;
  @Field(() => String, { description: 'The step it leads to.' }) to!: string;
  @Field(() => String, { nullable: true, description: 'Which way out of a CONDITION (“yes” or “no”); null for the others.' })
  branch!: string | null;
}

@ObjectType('WorkflowGraph', { simpleResolvers: true, description: 'The steps and arrows of a draft.' })
class GraphType {
  @Field(() => [StepType], { description: 'The steps.' }) nodes!: StepType[];
  @Field(() => [EdgeType], { description: 'The arrows.' }) edges!: EdgeType[];
}

@ObjectType('WorkflowProblem', { simpleResolvers: true, description: 'Something that stops publishing.' })
class ProblemType {
  @Field(() => String, { nullable: true, description: 'The step it is on; null: the whole workflow.' }) nodeId!: string | null;
  @Field(() => String, { description: 'What to do about it.' }) message!: string;
}

@ObjectType('Workflow', { simpleResolvers: true, description: 'A workflow of a portal: what its customers do in it, drawn as steps.' })
class WorkflowType {
  @Field(() => ID, { description: 'The workflow’s id.' }) id!: string;
  @Field(() => ID, { description: 'Its portal.' }) portalId!: string;
  @Field(() => String, { description: 'Its name.' }) name!: string;
  @Field(() => String, { description: 'Unique in the portal; its address in the published portal.' }) slug!: string;
  @Field(() => WorkflowAccessType, { description: 'Who may run it.' }) accessType!: WorkflowAccessType;
  @Field(() => Boolean, { description: 'Whether a customer who finished it may start it again (default false).' }) allowRepeat!: boolean;
  @Field(() => Boolean, { description: 'Whether a version is published (new runs start on it).' }) published!: boolean;
  @Field(() => Int, { nullable: true, description: 'The published version; null while unpublished.' }) publishedVersion!: number | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was last published.' }) publishedAt!: Date | null;
  @Field(() => Boolean, { description: 'Published, and the draft changed since.' }) changedSincePublish!: boolean;
  @Field(() => Int, { description: 'Goes up with every saved change of the draft; a save names the one it was made from.' })
  revision!: number;
  @Field(() => Int, { description: 'Steps in the draft.' }) stepCount!: number;
  @Field(() => Int, { description: 'Runs in progress or waiting.' }) runsInProgress!: number;
  @Field(() => Int, { description: 'Runs completed.' }) runsCompleted!: number;
  @Field(() => Int, { description: 'Runs waiting for an approval.' }) awaitingApproval!: number;
  @Field(() => DateTimeISO, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => DateTimeISO, { description: 'When it last changed.' }) updatedAt!: Date;
}

@ObjectType('WorkflowDetail', { simpleResolvers: true, description: 'A workflow with its draft graph and what stops publishing it.' })
class WorkflowDetailType extends WorkflowType {
  @Field(() => GraphType, { description: 'The draft.' }) graph!: GraphType;
  @Field(() => [ProblemType], { description: 'What stops publishing now.' }) problems!: ProblemType[];
}

@ObjectType('RunCustomer', { simpleResolvers: true, description: 'The customer walking a run.' })
class RunCustomerType {
  @Field(() => ID, { description: 'Their id.' }) id!: string;
  @Field(() => String, { description: 'Their name; may be empty.' }) name!: string;
  @Field(() => String, { description: 'Their email.' }) email!: string;
}

@ObjectType('RunCurrentStep', { simpleResolvers: true, description: 'The step a run stands at.' })
class RunCurrentStepType {
  @Field(() => String, { description: 'The step’s id.' }) id!: string;
  @Field(() => String, { description: 'Its name.' }) name!: string;
  @Field(() => String, { description: 'Its kind.' }) type!: string;
  @Field(() => GraphQLJSONObject, { description: 'Its configuration.' }) content!: Record<string, unknown>;
}

@ObjectType('RunQuestion', { simpleResolvers: true, description: 'A question of a form as it was asked, with its answer.' })
class RunQuestionType {
  @Field(() => String, { description: 'The field key.' }) key!: string;
  @Field(() => String, { description: 'The question as the customer read it.' }) label!: string;
  @Field(() => String, { description: 'Its field type (TEXT, DATE, MULTI_SELECT…).' }) type!: string;
  @Field(() => GraphQLJSON, { nullable: true, description: 'The answer as stored; null when left empty.' }) value!: unknown;
}

@ObjectType('RunLastDecision', { simpleResolvers: true, description: 'An approval’s decision with its comment, carried to the next step.' })
class RunDecisionType {
  @Field(() => String, { description: 'The approval step’s name.' }) stepName!: string;
  @Field(() => String, { description: 'APPROVED or REJECTED.' }) decision!: string;
  @Field(() => String, { description: 'What the approver wrote.' }) comment!: string;
  @Field(() => String, { description: 'Who decided (the team, for customers).' }) decidedBy!: string;
  @Field(() => String, { description: 'When (ISO 8601).' }) at!: string;
}

@ObjectType('RunStep', { simpleResolvers: true, description: 'A step a run has done.' })
class RunStepType {
  @Field(() => String, { description: 'The step’s id.' }) id!: string;
  @Field(() => String, { description: 'Its name.' }) name!: string;
  @Field(() => String, { description: 'Its kind.' }) type!: string;
  @Field(() => GraphQLJSONObject, { description: 'The answer: a form’s values, an approval’s decision and comment.' }) answer!: Record<
    string,
    unknown
  >;
  @Field(() => [RunQuestionType], { description: 'A form’s questions in its order, with the answers; empty for other steps.' })
  questions!: RunQuestionType[];
  @Field(() => String, { description: 'When it was done (ISO 8601).' }) at!: string;
}

@ObjectType('WorkflowRun', { simpleResolvers: true, description: 'One walk of a customer (or a visitor) through a published version.' })
class RunType {
  @Field(() => ID, { description: 'The run’s id.' }) id!: string;
  @Field(() => ID, { description: 'Its workflow.' }) workflowId!: string;
  @Field(() => String, { description: 'Its workflow’s name.' }) workflowName!: string;
  @Field(() => Int, { description: 'The version it runs on.' }) version!: number;
  @Field(() => WorkflowRunStatus, { description: 'Where it stands.' }) status!: WorkflowRunStatus;
  @Field(() => RunCustomerType, { nullable: true, description: 'Its customer; null for a visitor.' }) customer!: RunCustomerType | null;
  @Field(() => String, { nullable: true, description: 'A visitor’s email (PUBLIC workflows).' }) visitorEmail!: string | null;
  @Field(() => RunCurrentStepType, { nullable: true, description: 'The step it stands at; null when ended.' })
  currentStep!: RunCurrentStepType | null;
  @Field(() => [RunStepType], { description: 'The steps done, in order.' }) steps!: RunStepType[];
  @Field(() => RunDecisionType, { nullable: true, description: 'The latest approval’s decision when it has a comment.' })
  lastDecision!: RunDecisionType | null;
  @Field(() => Boolean, { description: 'Whether the customer may start the workflow again once this run has ended.' })
  repeatable!: boolean;
  @Field(() => DateTimeISO, { description: 'When it started.' }) createdAt!: Date;
  @Field(() => DateTimeISO, { description: 'When it last moved.' }) updatedAt!: Date;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it ended.' }) completedAt!: Date | null;
}

const RunConnectionType = connectionType('WorkflowRun', RunType, 'runs of a workflow, newest first');

@ObjectType('WorkflowAssignment', { simpleResolvers: true, description: 'A customer a workflow is assigned to.' })
class AssignmentType {
  @Field(() => ID, { description: 'The customer.' }) customerId!: string;
  @Field(() => String, { description: 'Their name.' }) name!: string;
  @Field(() => String, { description: 'Their email.' }) email!: string;
  @Field(() => CustomerStatus, { description: 'Their status.' }) status!: CustomerStatus;
  @Field(() => DateTimeISO, { description: 'When it was assigned.' }) assignedAt!: Date;
}

@ObjectType('CustomerWorkflowAssignment', { simpleResolvers: true, description: 'A workflow assigned to a customer.' })
class CustomerAssignmentType {
  @Field(() => ID, { description: 'The workflow.' }) workflowId!: string;
  @Field(() => String, { description: 'Its name.' }) name!: string;
  @Field(() => String, { description: 'Its slug.' }) slug!: string;
  @Field(() => WorkflowAccessType, { description: 'Its access type.' }) accessType!: WorkflowAccessType;
  @Field(() => DateTimeISO, { description: 'When it was assigned.' }) assignedAt!: Date;
}

@ObjectType('OpenWorkflowRun', { simpleResolvers: true, description: 'The customer’s latest run of a workflow.' })
class OpenWorkflowRunType {
  @Field(() => ID, { description: 'The run.' }) id!: string;
  @Field(() => WorkflowRunStatus, { description: 'Where it stands.' }) status!: WorkflowRunStatus;
  @Field(() => DateTimeISO, { description: 'When it last moved.' }) updatedAt!: Date;
}

@ObjectType('OpenWorkflow', { simpleResolvers: true, description: 'A published workflow the signed-in customer may run.' })
class OpenWorkflowType {
  @Field(() => ID, { description: 'The workflow.' }) id!: string;
  @Field(() => String, { description: 'Its name.' }) name!: string;
  @Field(() => String, { description: 'Its slug.' }) slug!: string;
  @Field(() => WorkflowAccessType, { description: 'Why it is open to them.' }) accessType!: WorkflowAccessType;
  @Field(() => Boolean, { description: 'Whether they may start it again after finishing it.' }) repeatable!: boolean;
  @Field(() => OpenWorkflowRunType, { nullable: true, description: 'Their latest run of it; null: never started.' })
  run!: OpenWorkflowRunType | null;
}

@InputType('StartMyWorkflowRunInput', { description: 'The workflow to start (REST: POST /v1/customer/workflows/runs).' })
class StartRunInput {
  @Field(() => ID, { description: 'A workflow open to the customer.' }) workflowId!: string;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Start a new run after a finished one (only where the workflow allows repeats); without it a finished run is answered.',
  })
  again?: boolean;
}

@InputType('AdvanceMyWorkflowRunInput', {
  description: 'An answer to the step a run stands at (REST: POST /v1/customer/workflows/runs/advance).',
})
class AdvanceRunInput {
  @Field(() => ID, { description: 'The customer’s run.' }) runId!: string;
  @Field(() => String, { description: 'The step it stands at (a second answer to a step done is refused).' }) stepId!: string;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'A form’s answers by field key; nothing for a text to confirm.' })
  answers?: Record<string, unknown>;
}

@InputType('WorkflowStepPositionInput', { description: 'Where a step is drawn.' })
class PositionInput {
  @Field(() => Float, { description: 'Across.' }) x!: number;
  @Field(() => Float, { description: 'Down.' }) y!: number;
}

@InputType('WorkflowStepInput', { description: 'One step of a draft.' })
class StepInput {
  @Field(() => String, { description: 'Its id: letters, digits, _ and -, at most 64.' }) id!: string;
  @Field(() => String, { description: 'FORM, CONTENT, APPROVAL, CONDITION or BOOKING.' }) type!: string;
  @Field(() => String, { description: '1 to 80 characters.' }) name!: string;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Its configuration, by its kind.' }) config?: Record<string, unknown>;
  @Field(() => PositionInput, { nullable: true, description: 'Where it is drawn.' }) position?: PositionInput;
}

@InputType('WorkflowEdgeInput', { description: 'An arrow of a draft.' })
class EdgeInput {
  @Field(() => String, { description: 'The step it leaves.' }) from!: string;
  @Field(() => String, { description: 'The step it leads to.' }) to!: string;
  @Field(() => String, { nullable: true, description: 'A CONDITION’s way out: “yes” or “no”.' }) branch?: string | null;
}

@InputType('WorkflowGraphInput', { description: 'A whole draft: steps and arrows.' })
class GraphInput {
  @Field(() => [StepInput], { description: 'At most 500 steps.' }) nodes!: StepInput[];
  @Field(() => [EdgeInput], { description: 'At most 1,000 arrows.' }) edges!: EdgeInput[];
}

@InputType('CreateWorkflowInput', { description: 'A new workflow (REST: POST /v1/workflows).' })
class CreateWorkflowInput {
  @Field(() => ID, { description: 'The portal.' }) portalId!: string;
  @Field(() => String, { description: '1 to 80 characters.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Made from the name when omitted.' }) slug?: string;
  @Field(() => WorkflowAccessType, { nullable: true, description: 'CUSTOMERS when omitted.' }) accessType?: WorkflowAccessType;
  @Field(() => GraphInput, { nullable: true, description: 'A first draft; empty when omitted.' }) graph?: GraphInput;
}

@InputType('UpdateWorkflowInput', { description: 'A new name, or the draft saved (REST: PATCH /v1/workflows).' })
class UpdateWorkflowInput {
  @Field(() => ID, { description: 'The workflow.' }) id!: string;
  @Field(() => String, { nullable: true, description: 'A new name.' }) name?: string;
  @Field(() => GraphInput, { nullable: true, description: 'The whole draft.' }) graph?: GraphInput;
  @Field(() => Int, { nullable: true, description: 'The revision the draft was edited from (needed with a graph).' }) revision?: number;
  @Field(() => Boolean, { nullable: true, description: 'Whether a customer who finished it may start it again.' }) allowRepeat?: boolean;
}

@InputType('WorkflowIdInput', { description: 'One workflow.' })
class WorkflowIdInput {
  @Field(() => ID, { description: 'The workflow.' }) id!: string;
}

@InputType('ChangeWorkflowSlugInput', { description: 'A new slug (REST: PUT /v1/workflows/slug).' })
class SlugInput {
  @Field(() => ID, { description: 'The workflow.' }) id!: string;
  @Field(() => String, { description: 'a–z, 0–9 and single hyphens.' }) slug!: string;
}

@InputType('ChangeWorkflowAccessTypeInput', { description: 'Who may run it (REST: PUT /v1/workflows/accessType).' })
class AccessInput {
  @Field(() => ID, { description: 'The workflow.' }) id!: string;
  @Field(() => WorkflowAccessType, { description: 'The access type.' }) accessType!: WorkflowAccessType;
}

@InputType('PublishWorkflowInput', { description: 'Publish or unpublish (REST: POST /v1/workflows/publish).' })
class PublishInput {
  @Field(() => ID, { description: 'The workflow.' }) id!: string;
  @Field(() => Boolean, { description: 'true publishes the draft as a new version; false stops new runs.' }) published!: boolean;
}

@InputType('RenameWorkflowStepInput', { description: 'A step’s new name (REST: PUT /v1/workflows/step/node-name).' })
class RenameStepInput {
  @Field(() => ID, { description: 'The workflow.' }) workflowId!: string;
  @Field(() => String, { description: 'The step.' }) stepId!: string;
  @Field(() => String, { description: '1 to 80 characters.' }) name!: string;
}

@InputType('DecideWorkflowRunInput', { description: 'A decision at an approval (REST: POST /v1/workflows/runs/decide).' })
class DecideInput {
  @Field(() => ID, { description: 'The run.' }) runId!: string;
  @Field(() => RunDecision, { description: 'APPROVE or REJECT.' }) decision!: RunDecision;
  @Field(() => String, { nullable: true, description: 'Shown to the customer; needed to reject.' }) comment?: string;
}

@InputType('WorkflowAssignmentInput', { description: 'A customer and a workflow of the same portal.' })
class AssignInput {
  @Field(() => ID, { description: 'The customer.' }) customerId!: string;
  @Field(() => ID, { description: 'The workflow.' }) workflowId!: string;
}

@Resolver()
export class WorkflowResolver {
  @Query(() => [WorkflowType], { description: 'The workflows of a portal, newest first (REST: GET /v1/workflows/list).' })
  workflows(@Ctx() ctx: Context, @Arg('portalId', () => ID, { description: 'The portal.' }) portalId: string) {
    return workflows.listWorkflows(ctx, { portalId });
  }

  @Query(() => WorkflowDetailType, { description: 'One workflow by id, or by portal and slug (REST: GET /v1/workflows).' })
  workflow(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { nullable: true, description: 'The workflow.' }) id: string | undefined,
    @Arg('portalId', () => ID, { nullable: true, description: 'The portal (with slug).' }) portalId: string | undefined,
    @Arg('slug', () => String, { nullable: true, description: 'The slug (with portalId).' }) slug: string | undefined,
  ) {
    return workflows.getWorkflow(ctx, serviceInput({ id, portalId, slug }, 'query'));
  }

  @Query(() => RunConnectionType, { description: 'The runs of a workflow, newest first (REST: GET /v1/workflows/runs).' })
  workflowRuns(
    @Ctx() ctx: Context,
    @Arg('workflowId', () => ID, { description: 'The workflow.' }) workflowId: string,
    @Arg('status', () => WorkflowRunStatus, { nullable: true, description: 'Only this status (WAITING: the approval queue).' })
    status: WorkflowRunStatus | undefined,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
  ) {
    const filters = serviceInput({ workflowId, status }, 'query');
    return readConnection(page, (p) => runs.listRuns(ctx, { ...filters, ...p }));
  }

  @Query(() => RunType, { description: 'One run with its answers (REST: GET /v1/workflows/runs/detail).' })
  workflowRun(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The run.' }) id: string) {
    return runs.getRun(ctx, { id });
  }

  @Query(() => [AssignmentType], { description: 'The customers a workflow is assigned to (REST: GET /v1/workflows/assignments).' })
  workflowAssignments(@Ctx() ctx: Context, @Arg('workflowId', () => ID, { description: 'The workflow.' }) workflowId: string) {
    return assignments.listAssignments(ctx, { workflowId });
  }

  @Query(() => [CustomerAssignmentType], { description: 'The workflows assigned to a customer (REST: GET /v1/customer/users/workflows).' })
  customerWorkflowAssignments(@Ctx() ctx: Context, @Arg('customerId', () => ID, { description: 'The customer.' }) customerId: string) {
    return assignments.customerAssignments(ctx, { id: customerId });
  }

  @Mutation(() => WorkflowDetailType, { description: 'Creates a workflow (REST: POST /v1/workflows).' })
  createWorkflow(
    @Ctx() ctx: Context,
    @Arg('input', () => CreateWorkflowInput, { description: 'The workflow.' }) input: CreateWorkflowInput,
  ) {
    return workflows.createWorkflow(ctx, serviceInput(input));
  }

  @Mutation(() => WorkflowDetailType, {
    description: 'Renames it or saves its draft over the revision it was edited from (REST: PATCH /v1/workflows).',
  })
  updateWorkflow(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdateWorkflowInput, { description: 'The changes.' }) input: UpdateWorkflowInput,
  ) {
    return workflows.updateWorkflow(ctx, serviceInput(input));
  }

  @Mutation(() => WorkflowType, {
    description: 'Deletes a workflow with its runs and answers it as it was, run counts included (REST: DELETE /v1/workflows?id=).',
  })
  deleteWorkflow(@Ctx() ctx: Context, @Arg('input', () => WorkflowIdInput, { description: 'The workflow.' }) input: WorkflowIdInput) {
    return workflows.deleteWorkflow(ctx, serviceInput(input));
  }

  @Mutation(() => WorkflowDetailType, { description: 'Changes the slug (REST: PUT /v1/workflows/slug).' })
  changeWorkflowSlug(@Ctx() ctx: Context, @Arg('input', () => SlugInput, { description: 'The new slug.' }) input: SlugInput) {
    return workflows.changeSlug(ctx, serviceInput(input));
  }

  @Mutation(() => WorkflowDetailType, { description: 'Changes who may run it (REST: PUT /v1/workflows/accessType).' })
  changeWorkflowAccessType(@Ctx() ctx: Context, @Arg('input', () => AccessInput, { description: 'The access type.' }) input: AccessInput) {
    return workflows.changeAccessType(ctx, serviceInput(input));
  }

  @Mutation(() => WorkflowDetailType, {
    description: 'Publishes the draft as a new version, or unpublishes (REST: POST /v1/workflows/publish).',
  })
  publishWorkflow(@Ctx() ctx: Context, @Arg('input', () => PublishInput, { description: 'The workflow.' }) input: PublishInput) {
    return workflows.publishWorkflow(ctx, serviceInput(input));
  }

  @Mutation(() => WorkflowDetailType, { description: 'Copies it as “Name (copy)”, unpublished (REST: POST /v1/workflows/duplicate).' })
  duplicateWorkflow(@Ctx() ctx: Context, @Arg('input', () => WorkflowIdInput, { description: 'The workflow.' }) input: WorkflowIdInput) {
    return workflows.duplicateWorkflow(ctx, serviceInput(input));
  }

  @Mutation(() => WorkflowDetailType, { description: 'Renames a step of the draft (REST: PUT /v1/workflows/step/node-name).' })
  renameWorkflowStep(@Ctx() ctx: Context, @Arg('input', () => RenameStepInput, { description: 'The step.' }) input: RenameStepInput) {
    return workflows.renameStep(ctx, serviceInput(input));
  }

  @Mutation(() => RunType, { description: 'Approves or rejects a run waiting at an approval (REST: POST /v1/workflows/runs/decide).' })
  decideWorkflowRun(@Ctx() ctx: Context, @Arg('input', () => DecideInput, { description: 'The decision.' }) input: DecideInput) {
    return runs.decideRun(ctx, serviceInput(input));
  }

  @Query(() => [OpenWorkflowType], {
    description:
      'For a signed-in customer: the workflows open to them, with their latest run of each (REST: GET /v1/customer/workflows/list).',
  })
  myWorkflows(@Ctx() ctx: Context) {
    return own.listOpenWorkflows(ctx);
  }

  @Query(() => RunType, { description: 'For a signed-in customer: one of their runs (REST: GET /v1/customer/workflows/runs).' })
  myWorkflowRun(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The run.' }) id: string) {
    return own.getOwnRun(ctx, { id });
  }

  @Mutation(() => RunType, {
    description:
      'For a signed-in customer: starts a workflow, or answers the run of it under way (REST: POST /v1/customer/workflows/runs).',
  })
  startMyWorkflowRun(@Ctx() ctx: Context, @Arg('input', () => StartRunInput, { description: 'The workflow.' }) input: StartRunInput) {
    return own.startRun(ctx, serviceInput(input));
  }

  @Mutation(() => RunType, {
    description:
      'For a signed-in customer: answers the step their run stands at and goes on (REST: POST /v1/customer/workflows/runs/advance).',
  })
  advanceMyWorkflowRun(@Ctx() ctx: Context, @Arg('input', () => AdvanceRunInput, { description: 'The answer.' }) input: AdvanceRunInput) {
    return own.advanceOwnRun(ctx, serviceInput(input));
  }

  @Mutation(() => CustomerUserType, { description: 'Opens a workflow to a customer (REST: POST /v1/customer/users/assign-workflow).' })
  assignWorkflow(@Ctx() ctx: Context, @Arg('input', () => AssignInput, { description: 'Who and what.' }) input: AssignInput) {
    return assignments.assignWorkflow(ctx, serviceInput(input));
  }

  @Mutation(() => CustomerUserType, {
    description: 'Stops offering a workflow to a customer (REST: POST /v1/customer/users/unassign-workflow).',
  })
  unassignWorkflow(@Ctx() ctx: Context, @Arg('input', () => AssignInput, { description: 'Who and what.' }) input: AssignInput) {
    return assignments.unassignWorkflow(ctx, serviceInput(input));
  }
}
