import { Arg, Ctx, Field, ID, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { Ctx as Context } from '../../core/context.js';
import { serviceInput } from '../../core/service-input.js';
import * as previews from './portal.email-preview.js';

export enum PortalEmailTemplate {
  INVITATION = 'INVITATION',
  SIGN_IN = 'SIGN_IN',
  TICKET_REPLY = 'TICKET_REPLY',
  WORKFLOW_ASSIGNED = 'WORKFLOW_ASSIGNED',
  WORKFLOW_APPROVED = 'WORKFLOW_APPROVED',
  WORKFLOW_COMPLETED = 'WORKFLOW_COMPLETED',
  WORKFLOW_NOT_APPROVED = 'WORKFLOW_NOT_APPROVED',
  WORKFLOW_RESUME_LINK = 'WORKFLOW_RESUME_LINK',
}
registerEnumType(PortalEmailTemplate, {
  name: 'PortalEmailTemplate',
  description: "A mail the portal's customers receive, in the portal's name and look.",
  valuesConfig: {
    INVITATION: { description: 'A builder invited the customer (the link lasts days).' },
    SIGN_IN: { description: 'The sign-in link and code a customer asked for (minutes).' },
    TICKET_REPLY: { description: "The team answered the customer's ticket." },
    WORKFLOW_ASSIGNED: { description: 'A builder assigned a workflow to the customer.' },
    WORKFLOW_APPROVED: { description: "A step of the customer's workflow was approved; they go on." },
    WORKFLOW_COMPLETED: { description: "The customer's workflow was approved and is complete." },
    WORKFLOW_NOT_APPROVED: { description: "The customer's workflow was not approved." },
    WORKFLOW_RESUME_LINK: { description: 'A visitor who started a public workflow gets a link to come back to it.' },
  },
});

@ObjectType('PortalEmailPreview', {
  simpleResolvers: true,
  description: 'One customer mail as the portal would send it now, drawn by the code that sends it, with sample words.',
})
class PortalEmailPreviewType {
  @Field(() => PortalEmailTemplate, { description: 'Which mail.' }) template!: PortalEmailTemplate;
  @Field(() => String, { description: 'Its name, as the builder app lists it.' }) label!: string;
  @Field(() => String, { description: 'The subject line.' }) subject!: string;
  @Field(() => String, { description: "The From header: the portal's name over the server's sender address." }) from!: string;
  @Field(() => String, { description: 'The sender address (MAIL_FROM), the same for every portal.' }) fromAddress!: string;
  @Field(() => String, { nullable: true, description: "The Reply-To: the portal's support email; null when none is set." })
  replyTo!: string | null;
  @Field(() => String, { description: 'The HTML part (a whole document: show it in a sandboxed frame).' }) html!: string;
  @Field(() => String, { description: 'The plain-text part.' }) text!: string;
}

@Resolver()
export class PortalEmailPreviewResolver {
  @Query(() => PortalEmailPreviewType, {
    description:
      'A customer mail of the portal rendered with its current name, logo, colour and support email (REST: GET /v1/portal/email-preview?portalId=&template=).',
  })
  portalEmailPreview(
    @Ctx() ctx: Context,
    @Arg('portalId', () => ID, { description: 'The portal whose mail to show.' }) portalId: string,
    @Arg('template', () => PortalEmailTemplate, { description: 'Which mail.' }) template: PortalEmailTemplate,
  ) {
    return previews.previewPortalEmail(ctx, serviceInput({ portalId, template }, 'query'));
  }
}
