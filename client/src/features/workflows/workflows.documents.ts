import { graphql } from '../../gql';

export const WorkflowFields = graphql(`
  fragment WorkflowFields on Workflow {
    id
    portalId
    name
    slug
    accessType
    allowRepeat
    published
    publishedVersion
    publishedAt
    changedSincePublish
    revision
    stepCount
    runsInProgress
    runsCompleted
    awaitingApproval
    createdAt
    updatedAt
  }
`);

export const WorkflowDetailFields = graphql(`
  fragment WorkflowDetailFields on WorkflowDetail {
    id
    portalId
    name
    slug
    accessType
    allowRepeat
    published
    publishedVersion
    publishedAt
    changedSincePublish
    revision
    stepCount
    runsInProgress
    runsCompleted
    awaitingApproval
    createdAt
    updatedAt
    graph {
      nodes {
        id
        type
        name
        config
        position {
          x
          y
        }
      }
      edges {
        from
        to
        branch
      }
    }
    problems {
      nodeId
      message
    }
  }
`);

export const WorkflowsQuery = graphql(`
  query Workflows($portalId: ID!) {
    workflows(portalId: $portalId) {
      ...WorkflowFields
    }
  }
`);

export const WorkflowQuery = graphql(`
  query Workflow($portalId: ID!, $slug: String!) {
    workflow(portalId: $portalId, slug: $slug) {
      ...WorkflowDetailFields
    }
  }
`);

export const CreateWorkflowMutation = graphql(`
  mutation CreateWorkflow($input: CreateWorkflowInput!) {
    createWorkflow(input: $input) {
      ...WorkflowDetailFields
    }
  }
`);

export const UpdateWorkflowMutation = graphql(`
  mutation UpdateWorkflow($input: UpdateWorkflowInput!) {
    updateWorkflow(input: $input) {
      ...WorkflowDetailFields
    }
  }
`);

export const DeleteWorkflowMutation = graphql(`
  mutation DeleteWorkflow($input: WorkflowIdInput!) {
    deleteWorkflow(input: $input) {
      id
      runsInProgress
      runsCompleted
    }
  }
`);

export const DuplicateWorkflowMutation = graphql(`
  mutation DuplicateWorkflow($input: WorkflowIdInput!) {
    duplicateWorkflow(input: $input) {
      ...WorkflowDetailFields
    }
  }
`);

export const PublishWorkflowMutation = graphql(`
  mutation PublishWorkflow($input: PublishWorkflowInput!) {
    publishWorkflow(input: $input) {
      ...WorkflowDetailFields
    }
  }
`);

export const ChangeWorkflowSlugMutation = graphql(`
  mutation ChangeWorkflowSlug($input: ChangeWorkflowSlugInput!) {
    changeWorkflowSlug(input: $input) {
      ...WorkflowDetailFields
    }
  }
`);

export const ChangeWorkflowAccessTypeMutation = graphql(`
  mutation ChangeWorkflowAccessType($input: ChangeWorkflowAccessTypeInput!) {
    changeWorkflowAccessType(input: $input) {
      ...WorkflowDetailFields
    }
  }
`);

export const RenameWorkflowStepMutation = graphql(`
  mutation RenameWorkflowStep($input: RenameWorkflowStepInput!) {
    renameWorkflowStep(input: $input) {
      ...WorkflowDetailFields
    }
  }
`);

export const RunFields = graphql(`
  fragment RunFields on WorkflowRun {
    id
    workflowId
    version
    status
    customer {
      id
      name
      email
    }
    visitorEmail
    currentStep {
      id
      name
      type
      content
    }
    steps {
      id
      name
      type
      answer
      questions {
        key
        label
        type
        value
      }
      at
    }
    lastDecision {
      stepName
      decision
      comment
      decidedBy
      at
    }
    repeatable
    createdAt
    updatedAt
    completedAt
  }
`);

export const WorkflowRunsQuery = graphql(`
  query WorkflowRuns($workflowId: ID!, $status: WorkflowRunStatus, $first: Int, $after: String) {
    workflowRuns(workflowId: $workflowId, status: $status, first: $first, after: $after) {
      edges {
        node {
          ...RunFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const DecideWorkflowRunMutation = graphql(`
  mutation DecideWorkflowRun($input: DecideWorkflowRunInput!) {
    decideWorkflowRun(input: $input) {
      ...RunFields
    }
  }
`);

export const WorkflowAssignmentsQuery = graphql(`
  query WorkflowAssignments($workflowId: ID!) {
    workflowAssignments(workflowId: $workflowId) {
      customerId
      name
      email
      status
      assignedAt
    }
  }
`);

export const CustomerWorkflowAssignmentsQuery = graphql(`
  query CustomerWorkflowAssignments($customerId: ID!) {
    customerWorkflowAssignments(customerId: $customerId) {
      workflowId
      name
      slug
      accessType
      assignedAt
    }
  }
`);

export const AssignWorkflowMutation = graphql(`
  mutation AssignWorkflow($input: WorkflowAssignmentInput!) {
    assignWorkflow(input: $input) {
      id
    }
  }
`);

export const UnassignWorkflowMutation = graphql(`
  mutation UnassignWorkflow($input: WorkflowAssignmentInput!) {
    unassignWorkflow(input: $input) {
      id
    }
  }
`);
