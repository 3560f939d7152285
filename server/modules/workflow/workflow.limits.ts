/**
 * The sizes of a workflow's names, its steps' texts and a decision's comment: workflow.rules.ts, the
 * steps and the runs build their zod fields from them, and the builder's editor shows them. The
 * client build imports this file: no imports here.
 */

export const WORKFLOW_NAME_MAX = 80;
export const WORKFLOW_SLUG_MAX = 60;
export const STEP_NAME_MAX = 80;
/** CONTENT: the text the customer reads, and its button. */
export const CONTENT_BODY_MAX = 20_000;
export const CONTENT_BUTTON_MAX = 40;
/** APPROVAL: what the team is asked, and what they answer. */
export const APPROVAL_INSTRUCTIONS_MAX = 2_000;
export const DECISION_COMMENT_MAX = 2_000;
/** FORM: files one FILE question takes. */
export const MAX_FILES_PER_QUESTION = 10;
