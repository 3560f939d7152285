// Written by `npm run codegen` (server/scripts/emit-ties.ts); do not edit. Each line ties a GraphQL
// object type (its fields, then its nullable fields, read from the SDL) to the zod schema of the same
// name: when they differ, `npm run typecheck` fails here (see core/declaration-tie.ts).
import type { z } from 'zod';
import type { Holds, Tie } from '../core/declaration-tie.js';
import type { availabilitySchema } from '../core/rest-schemas.js';
import type { apiKeySchema, apiScopeSchema, createdApiKeySchema } from './apikey/apikey.schema.js';
import type { accountSessionSchema } from './auth/account.schema.js';
import type { bookedSchema, feedSchema, feedStatusSchema, guestCallSchema, hostCallSchema, revokedSchema } from './call/call.schema.js';
import type {
  customerDeletionSchema,
  customerRecordSchema,
  customerSchema,
  importReportSchema,
  loginConfigSchema,
  portalEventSchema as portalEventSchema_customer,
} from './customer/customer.schema.js';
import type { collectionFieldSchema, collectionSchema, deletedRecordsSchema, recordSchema } from './database/database.schema.js';
import type { collectionViewSchema } from './database/view.schema.js';
import type { analyticsSchema, portalEventSchema } from './event/event.schema.js';
import type {
  authorizeUrlSchema,
  calendarConnectionSchema,
  calendarEntrySchema,
  calendarOptionsSchema,
  calendarStatusSchema,
  googleSignInStartSchema,
  signInProvidersSchema,
} from './google/google.schema.js';
import type { layoutViewSchema, siteStatusSchema } from './page/page.schema.js';
import type {
  balanceSchema,
  customerPaymentSchema,
  paymentSchema,
  paymentSettingsSchema,
  paymentStartSchema,
  payoutSchema,
} from './payment/payment.schema.js';
import type {
  emailPreviewSchema,
  portalBasicInfoSchema,
  portalSchema,
  portalThemeSchema,
  publicPortalSchema,
} from './portal/portal.schema.js';
import type {
  availabilitySchema as availabilitySchema_service,
  publicProfileSchema,
  publicServiceSchema,
  publicServiceWithHostSchema,
  serviceQuestionSchema,
  serviceSchema,
  slotCheckSchema,
  slotDaysSchema,
} from './service/service.schema.js';
import type { attachmentSchema, ticketDetailSchema, ticketSchema } from './ticket/ticket.schema.js';
import type { accountDeletionPreviewSchema, authPayloadSchema, dataExportSchema, pageVisitSchema, userSchema } from './user/user.schema.js';
import type {
  webhookAttemptSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointSecretSchema,
} from './webhook/webhook.schema.js';
import type {
  assignedCustomerSchema,
  assignedWorkflowSchema,
  openWorkflowSchema,
  runSchema,
  workflowDetailSchema,
  workflowSchema,
} from './workflow/workflow.schema.js';
import type { invitationPreviewSchema, invitationSchema, memberSchema, planSchema, workspaceSchema } from './workspace/workspace.schema.js';

export type AnswerTies = [
  Holds<
    Tie<
      'AccountDeletionPreview',
      'blockingWorkspaces' | 'deletedWorkspaces' | 'leftWorkspaces',
      never,
      NonNullable<z.output<typeof accountDeletionPreviewSchema>>
    >
  >,
  Holds<
    Tie<
      'AccountSession',
      'createdAt' | 'current' | 'device' | 'expiresAt' | 'id' | 'ip' | 'lastSeenAt',
      'ip',
      NonNullable<z.output<typeof accountSessionSchema>>
    >
  >,
  Holds<
    Tie<
      'ApiKey',
      | 'costPerMinute'
      | 'createdAt'
      | 'createdByName'
      | 'expiresAt'
      | 'id'
      | 'lastUsedAt'
      | 'name'
      | 'prefix'
      | 'requestsPerMinute'
      | 'revokedAt'
      | 'scopes'
      | 'status',
      'createdByName' | 'expiresAt' | 'lastUsedAt' | 'revokedAt',
      NonNullable<z.output<typeof apiKeySchema>>
    >
  >,
  Holds<Tie<'ApiScope', 'access' | 'description' | 'label' | 'resource' | 'scope', never, NonNullable<z.output<typeof apiScopeSchema>>>>,
  Holds<Tie<'AuthPayload', 'token' | 'user', never, NonNullable<z.output<typeof authPayloadSchema>>>>,
  Holds<Tie<'AuthorizeUrl', 'url', never, NonNullable<z.output<typeof authorizeUrlSchema>>>>,
  Holds<Tie<'Availability', 'available' | 'reason', 'reason', NonNullable<z.output<typeof availabilitySchema>>>>,
  Holds<Tie<'BookedCall', 'call' | 'manageToken', never, NonNullable<z.output<typeof bookedSchema>>>>,
  Holds<
    Tie<
      'CalendarEntry',
      'accessRole' | 'backgroundColor' | 'id' | 'primary' | 'summary',
      'backgroundColor',
      NonNullable<z.output<typeof calendarEntrySchema>>
    >
  >,
  Holds<Tie<'CalendarOptions', 'calendars' | 'connection', never, NonNullable<z.output<typeof calendarOptionsSchema>>>>,
  Holds<Tie<'CalendarStatus', 'connected' | 'connection', 'connection', NonNullable<z.output<typeof calendarStatusSchema>>>>,
  Holds<
    Tie<
      'Call',
      | 'answers'
      | 'cancelledBy'
      | 'createdAt'
      | 'customerId'
      | 'endAt'
      | 'guest'
      | 'id'
      | 'location'
      | 'paymentStatus'
      | 'portalId'
      | 'reason'
      | 'serviceId'
      | 'serviceTitle'
      | 'startAt'
      | 'status'
      | 'updatedAt',
      'cancelledBy' | 'customerId' | 'portalId' | 'reason' | 'serviceId',
      NonNullable<z.output<typeof hostCallSchema>>
    >
  >,
  Holds<
    Tie<
      'CallAnswer',
      'key' | 'label' | 'text',
      never,
      NonNullable<NonNullable<NonNullable<z.output<typeof guestCallSchema>>['answers']>[number]>
    >
  >,
  Holds<Tie<'CallFeedAddress', 'url', never, NonNullable<z.output<typeof feedSchema>>>>,
  Holds<Tie<'CallFeedRevoked', 'revoked', never, NonNullable<z.output<typeof revokedSchema>>>>,
  Holds<Tie<'CallFeedStatus', 'active' | 'createdAt', 'createdAt', NonNullable<z.output<typeof feedStatusSchema>>>>,
  Holds<
    Tie<'CallGuest', 'email' | 'name' | 'notes' | 'timezone', never, NonNullable<NonNullable<z.output<typeof hostCallSchema>>['guest']>>
  >,
  Holds<Tie<'CallLocation', 'kind' | 'value', never, NonNullable<NonNullable<z.output<typeof guestCallSchema>>['location']>>>,
  Holds<
    Tie<
      'Collection',
      'createdAt' | 'customerAccess' | 'fields' | 'id' | 'name' | 'portalId' | 'recordCount' | 'slug' | 'updatedAt',
      never,
      NonNullable<z.output<typeof collectionSchema>>
    >
  >,
  Holds<
    Tie<
      'CollectionCustomerAccess',
      'fieldKey' | 'mode',
      'fieldKey',
      NonNullable<NonNullable<z.output<typeof collectionSchema>>['customerAccess']>
    >
  >,
  Holds<
    Tie<
      'CollectionField',
      'choices' | 'defaultValue' | 'key' | 'label' | 'numberFormat' | 'relationCollectionId' | 'required' | 'type' | 'unique',
      'defaultValue' | 'numberFormat' | 'relationCollectionId',
      NonNullable<z.output<typeof collectionFieldSchema>>
    >
  >,
  Holds<
    Tie<
      'CollectionView',
      | 'collectionId'
      | 'columnWidths'
      | 'createdAt'
      | 'createdBy'
      | 'fieldOrder'
      | 'filter'
      | 'hiddenFields'
      | 'id'
      | 'name'
      | 'position'
      | 'sorts'
      | 'updatedAt',
      'createdBy',
      NonNullable<z.output<typeof collectionViewSchema>>
    >
  >,
  Holds<Tie<'CreatedApiKey', 'key' | 'secret', never, NonNullable<z.output<typeof createdApiKeySchema>>>>,
  Holds<Tie<'CustomerDeletion', 'id' | 'recordsCleared' | 'ticketsDeleted', never, NonNullable<z.output<typeof customerDeletionSchema>>>>,
  Holds<Tie<'CustomerImportReport', 'created' | 'rows' | 'skipped', never, NonNullable<z.output<typeof importReportSchema>>>>,
  Holds<
    Tie<
      'CustomerImportRow',
      'customerId' | 'email' | 'message' | 'name' | 'outcome' | 'row',
      'customerId' | 'message',
      NonNullable<NonNullable<NonNullable<z.output<typeof importReportSchema>>['rows']>[number]>
    >
  >,
  Holds<
    Tie<
      'CustomerLoginConfig',
      'allowedEmailDomains' | 'magicLinkTtlMinutes' | 'portalId' | 'selfSignup',
      never,
      NonNullable<z.output<typeof loginConfigSchema>>
    >
  >,
  Holds<
    Tie<
      'CustomerPayment',
      'amount' | 'createdAt' | 'currency' | 'description' | 'id' | 'method' | 'paidAt' | 'reference' | 'refundedAmount' | 'status',
      'paidAt',
      NonNullable<z.output<typeof customerPaymentSchema>>
    >
  >,
  Holds<
    Tie<
      'CustomerRecordLink',
      'collectionId' | 'collectionName' | 'fieldKey' | 'fieldLabel' | 'label' | 'recordId',
      never,
      NonNullable<z.output<typeof customerRecordSchema>>
    >
  >,
  Holds<
    Tie<
      'CustomerUser',
      'context' | 'createdAt' | 'email' | 'id' | 'lastLoginAt' | 'name' | 'portalId' | 'status' | 'ticketCount' | 'updatedAt',
      'lastLoginAt',
      NonNullable<z.output<typeof customerSchema>>
    >
  >,
  Holds<
    Tie<
      'CustomerWorkflowAssignment',
      'accessType' | 'assignedAt' | 'name' | 'slug' | 'workflowId',
      never,
      NonNullable<z.output<typeof assignedWorkflowSchema>>
    >
  >,
  Holds<
    Tie<
      'DataExport',
      'createdAt' | 'expiresAt' | 'finishedAt' | 'id' | 'sizeBytes' | 'status',
      'expiresAt' | 'finishedAt' | 'sizeBytes',
      NonNullable<z.output<typeof dataExportSchema>>
    >
  >,
  Holds<
    Tie<
      'DateOverride',
      'date' | 'ranges',
      never,
      NonNullable<NonNullable<NonNullable<z.output<typeof availabilitySchema_service>>['dateOverrides']>[number]>
    >
  >,
  Holds<Tie<'DeletedRecords', 'deleted', never, NonNullable<z.output<typeof deletedRecordsSchema>>>>,
  Holds<
    Tie<
      'GoogleCalendarAccount',
      'accountEmail' | 'conflictCalendarIds' | 'connectedAt' | 'hostCalendarId' | 'provider' | 'status' | 'statusReason',
      'hostCalendarId' | 'statusReason',
      NonNullable<z.output<typeof calendarConnectionSchema>>
    >
  >,
  Holds<Tie<'GoogleSignInStart', 'redirectUri' | 'state' | 'url', never, NonNullable<z.output<typeof googleSignInStartSchema>>>>,
  Holds<
    Tie<
      'GuestCall',
      | 'answers'
      | 'cancelledBy'
      | 'changeable'
      | 'endAt'
      | 'guestEmail'
      | 'guestName'
      | 'guestTimezone'
      | 'hostName'
      | 'id'
      | 'location'
      | 'payBy'
      | 'paymentStatus'
      | 'reason'
      | 'serviceId'
      | 'serviceTitle'
      | 'startAt'
      | 'status',
      'cancelledBy' | 'payBy' | 'reason' | 'serviceId',
      NonNullable<z.output<typeof guestCallSchema>>
    >
  >,
  Holds<
    Tie<
      'HostAvailability',
      'dateOverrides' | 'isDefault' | 'timezone' | 'weekly',
      never,
      NonNullable<z.output<typeof availabilitySchema_service>>
    >
  >,
  Holds<
    Tie<
      'InvitationPreview',
      'email' | 'expired' | 'invitedBy' | 'role' | 'workspaceName',
      'invitedBy',
      NonNullable<z.output<typeof invitationPreviewSchema>>
    >
  >,
  Holds<Tie<'Money', 'amount' | 'currency', never, NonNullable<NonNullable<z.output<typeof publicServiceSchema>>['price']>>>,
  Holds<
    Tie<
      'NumberFormat',
      'currency' | 'decimals' | 'style',
      'currency' | 'decimals',
      NonNullable<NonNullable<z.output<typeof collectionFieldSchema>>['numberFormat']>
    >
  >,
  Holds<
    Tie<
      'OpenWorkflow',
      'accessType' | 'id' | 'name' | 'repeatable' | 'run' | 'slug',
      'run',
      NonNullable<z.output<typeof openWorkflowSchema>>
    >
  >,
  Holds<Tie<'PageVisit', 'count' | 'lastVisitedAt' | 'page', never, NonNullable<z.output<typeof pageVisitSchema>>>>,
  Holds<
    Tie<
      'Payment',
      | 'amount'
      | 'callId'
      | 'createdAt'
      | 'currency'
      | 'description'
      | 'failureReason'
      | 'id'
      | 'method'
      | 'paidAt'
      | 'payerEmail'
      | 'payerName'
      | 'payoutId'
      | 'portalId'
      | 'providerRef'
      | 'reference'
      | 'refundedAmount'
      | 'runId'
      | 'status'
      | 'withdrawable',
      'callId' | 'failureReason' | 'paidAt' | 'payoutId' | 'portalId' | 'providerRef' | 'runId',
      NonNullable<z.output<typeof paymentSchema>>
    >
  >,
  Holds<
    Tie<
      'PaymentBalance',
      'currency' | 'paid' | 'paidOut' | 'pending' | 'refunded' | 'withdrawable',
      never,
      NonNullable<z.output<typeof balanceSchema>>
    >
  >,
  Holds<Tie<'PaymentSettings', 'currency' | 'holdDays' | 'stripe' | 'upi', never, NonNullable<z.output<typeof paymentSettingsSchema>>>>,
  Holds<
    Tie<
      'PaymentStart',
      'amount' | 'clientSecret' | 'currency' | 'description' | 'method' | 'paymentId' | 'publishableKey' | 'qrSvg' | 'reference' | 'upiUri',
      'clientSecret' | 'publishableKey' | 'qrSvg' | 'upiUri',
      NonNullable<z.output<typeof paymentStartSchema>>
    >
  >,
  Holds<Tie<'Payout', 'amount' | 'createdAt' | 'currency' | 'id' | 'note' | 'payments', never, NonNullable<z.output<typeof payoutSchema>>>>,
  Holds<
    Tie<
      'Portal',
      'basicInfo' | 'createdAt' | 'id' | 'logoUrl' | 'name' | 'slug' | 'subDomain' | 'subDomainUrl' | 'theme' | 'updatedAt' | 'workspaceId',
      'logoUrl' | 'subDomainUrl',
      NonNullable<z.output<typeof portalSchema>>
    >
  >,
  Holds<
    Tie<
      'PortalActivityEvent',
      'at' | 'customer' | 'customerId' | 'data' | 'id' | 'portalId' | 'type',
      'customer' | 'customerId',
      NonNullable<z.output<typeof portalEventSchema>>
    >
  >,
  Holds<
    Tie<
      'PortalAnalytics',
      'days' | 'portalId' | 'series' | 'timeZone' | 'topPages' | 'totals',
      never,
      NonNullable<z.output<typeof analyticsSchema>>
    >
  >,
  Holds<
    Tie<
      'PortalAnalyticsDay',
      'date' | 'pageViews' | 'signIns' | 'tickets' | 'visits' | 'workflowCompletions',
      never,
      NonNullable<NonNullable<NonNullable<z.output<typeof analyticsSchema>>['series']>[number]>
    >
  >,
  Holds<
    Tie<
      'PortalAnalyticsTotals',
      'pageViews' | 'signIns' | 'tickets' | 'visits' | 'workflowCompletions',
      never,
      NonNullable<NonNullable<z.output<typeof analyticsSchema>>['totals']>
    >
  >,
  Holds<
    Tie<'PortalBasicInfo', 'description' | 'supportEmail' | 'title', 'supportEmail', NonNullable<z.output<typeof portalBasicInfoSchema>>>
  >,
  Holds<
    Tie<
      'PortalEmailPreview',
      'from' | 'fromAddress' | 'html' | 'label' | 'replyTo' | 'subject' | 'template' | 'text',
      'replyTo',
      NonNullable<z.output<typeof emailPreviewSchema>>
    >
  >,
  Holds<
    Tie<
      'PortalEvent',
      'at' | 'customerId' | 'data' | 'id' | 'portalId' | 'type',
      'customerId',
      NonNullable<z.output<typeof portalEventSchema_customer>>
    >
  >,
  Holds<
    Tie<'PortalEventCustomer', 'email' | 'id' | 'name', never, NonNullable<NonNullable<z.output<typeof portalEventSchema>>['customer']>>
  >,
  Holds<
    Tie<
      'PortalLayout',
      'layout' | 'portalId' | 'publishedAt' | 'revision' | 'unpublishedChanges' | 'updatedAt',
      'publishedAt',
      NonNullable<z.output<typeof layoutViewSchema>>
    >
  >,
  Holds<
    Tie<'PortalTheme', 'accentColor' | 'font' | 'mode' | 'primaryColor' | 'radius', never, NonNullable<z.output<typeof portalThemeSchema>>>
  >,
  Holds<
    Tie<
      'PortalTopPage',
      'path' | 'title' | 'views',
      'title',
      NonNullable<NonNullable<NonNullable<z.output<typeof analyticsSchema>>['topPages']>[number]>
    >
  >,
  Holds<
    Tie<
      'PublicHost',
      'imageUrl' | 'name' | 'username',
      'imageUrl' | 'username',
      NonNullable<NonNullable<z.output<typeof publicServiceWithHostSchema>>['host']>
    >
  >,
  Holds<
    Tie<
      'PublicPortal',
      'basicInfo' | 'logoUrl' | 'name' | 'slug' | 'subDomain' | 'theme',
      'logoUrl',
      NonNullable<z.output<typeof publicPortalSchema>>
    >
  >,
  Holds<
    Tie<
      'PublicProfile',
      'bio' | 'imageUrl' | 'name' | 'services' | 'timezone' | 'username',
      'imageUrl',
      NonNullable<z.output<typeof publicProfileSchema>>
    >
  >,
  Holds<
    Tie<
      'PublicService',
      | 'bookingWindowDays'
      | 'description'
      | 'durationMinutes'
      | 'id'
      | 'location'
      | 'minimumNoticeMinutes'
      | 'payBeforeBooking'
      | 'price'
      | 'questions'
      | 'requiresApproval'
      | 'slug'
      | 'title',
      never,
      NonNullable<z.output<typeof publicServiceSchema>>
    >
  >,
  Holds<
    Tie<
      'PublicServiceWithHost',
      | 'bookingWindowDays'
      | 'description'
      | 'durationMinutes'
      | 'host'
      | 'id'
      | 'location'
      | 'minimumNoticeMinutes'
      | 'payBeforeBooking'
      | 'price'
      | 'questions'
      | 'requiresApproval'
      | 'slug'
      | 'title',
      never,
      NonNullable<z.output<typeof publicServiceWithHostSchema>>
    >
  >,
  Holds<
    Tie<
      'PublishedSiteStatus',
      'pages' | 'portalId' | 'publishedAt' | 'unpublishedChanges',
      never,
      NonNullable<z.output<typeof siteStatusSchema>>
    >
  >,
  Holds<
    Tie<
      'RecordCustomer',
      'customerId' | 'email' | 'fieldKey' | 'name',
      never,
      NonNullable<NonNullable<NonNullable<z.output<typeof recordSchema>>['customers']>[number]>
    >
  >,
  Holds<
    Tie<
      'RecordLink',
      'collectionId' | 'fieldKey' | 'label' | 'recordId',
      never,
      NonNullable<NonNullable<NonNullable<z.output<typeof recordSchema>>['links']>[number]>
    >
  >,
  Holds<
    Tie<'RunCurrentStep', 'content' | 'id' | 'name' | 'type', never, NonNullable<NonNullable<z.output<typeof runSchema>>['currentStep']>>
  >,
  Holds<Tie<'RunCustomer', 'email' | 'id' | 'name', never, NonNullable<NonNullable<z.output<typeof runSchema>>['customer']>>>,
  Holds<
    Tie<
      'RunLastDecision',
      'at' | 'comment' | 'decidedBy' | 'decision' | 'stepName',
      never,
      NonNullable<NonNullable<z.output<typeof runSchema>>['lastDecision']>
    >
  >,
  Holds<
    Tie<
      'RunQuestion',
      'key' | 'label' | 'type' | 'value',
      'value',
      NonNullable<NonNullable<NonNullable<NonNullable<NonNullable<z.output<typeof runSchema>>['steps']>[number]>['questions']>[number]>
    >
  >,
  Holds<
    Tie<
      'RunStep',
      'answer' | 'at' | 'id' | 'name' | 'questions' | 'type',
      never,
      NonNullable<NonNullable<NonNullable<z.output<typeof runSchema>>['steps']>[number]>
    >
  >,
  Holds<
    Tie<
      'Service',
      | 'active'
      | 'bookingWindowDays'
      | 'bufferAfterMinutes'
      | 'bufferBeforeMinutes'
      | 'createdAt'
      | 'dailyLimit'
      | 'description'
      | 'durationMinutes'
      | 'id'
      | 'location'
      | 'minimumNoticeMinutes'
      | 'payBeforeBooking'
      | 'price'
      | 'questions'
      | 'requiresApproval'
      | 'slug'
      | 'title'
      | 'updatedAt',
      'dailyLimit',
      NonNullable<z.output<typeof serviceSchema>>
    >
  >,
  Holds<Tie<'ServiceLocation', 'kind' | 'value', never, NonNullable<NonNullable<z.output<typeof publicServiceSchema>>['location']>>>,
  Holds<
    Tie<'ServiceQuestion', 'choices' | 'key' | 'label' | 'required' | 'type', never, NonNullable<z.output<typeof serviceQuestionSchema>>>
  >,
  Holds<Tie<'ServiceSlots', 'days' | 'timezone', never, NonNullable<z.output<typeof slotDaysSchema>>>>,
  Holds<Tie<'SignInProviders', 'google', never, NonNullable<z.output<typeof signInProvidersSchema>>>>,
  Holds<Tie<'SlotCheck', 'code' | 'offered' | 'reason', 'code' | 'reason', NonNullable<z.output<typeof slotCheckSchema>>>>,
  Holds<Tie<'SlotDay', 'date' | 'slots', never, NonNullable<NonNullable<NonNullable<z.output<typeof slotDaysSchema>>['days']>[number]>>>,
  Holds<
    Tie<
      'StripeSettings',
      'accountName' | 'configured' | 'publishableKey' | 'secretKeyMasked' | 'webhookSecretSet' | 'webhookUrl',
      'accountName' | 'publishableKey' | 'secretKeyMasked',
      NonNullable<NonNullable<z.output<typeof paymentSettingsSchema>>['stripe']>
    >
  >,
  Holds<
    Tie<
      'Ticket',
      | 'assignee'
      | 'createdAt'
      | 'customer'
      | 'id'
      | 'lastMessageAt'
      | 'messageCount'
      | 'number'
      | 'portalId'
      | 'priority'
      | 'status'
      | 'subject'
      | 'unread'
      | 'updatedAt',
      'assignee',
      NonNullable<z.output<typeof ticketSchema>>
    >
  >,
  Holds<Tie<'TicketAttachment', 'contentType' | 'id' | 'name' | 'size' | 'url', never, NonNullable<z.output<typeof attachmentSchema>>>>,
  Holds<
    Tie<
      'TicketDetail',
      | 'allowedTransitions'
      | 'assignee'
      | 'createdAt'
      | 'customer'
      | 'id'
      | 'lastMessageAt'
      | 'messageCount'
      | 'messages'
      | 'number'
      | 'portalId'
      | 'priority'
      | 'status'
      | 'subject'
      | 'unread'
      | 'updatedAt',
      'assignee',
      NonNullable<z.output<typeof ticketDetailSchema>>
    >
  >,
  Holds<
    Tie<
      'TicketMessage',
      'attachments' | 'authorName' | 'authorType' | 'body' | 'createdAt' | 'id' | 'internal' | 'ticketId',
      never,
      NonNullable<NonNullable<NonNullable<z.output<typeof ticketDetailSchema>>['messages']>[number]>
    >
  >,
  Holds<
    Tie<
      'TimeRange',
      'end' | 'start',
      never,
      NonNullable<NonNullable<NonNullable<NonNullable<z.output<typeof availabilitySchema_service>>['weekly']>['mon']>[number]>
    >
  >,
  Holds<
    Tie<
      'UpiSettings',
      'callbackSecretSet' | 'callbackUrl' | 'payeeName' | 'vpa',
      'payeeName' | 'vpa',
      NonNullable<NonNullable<z.output<typeof paymentSettingsSchema>>['upi']>
    >
  >,
  Holds<
    Tie<
      'User',
      | 'bio'
      | 'createdAt'
      | 'currentWorkspaceId'
      | 'email'
      | 'emailVerified'
      | 'firstName'
      | 'googleLinked'
      | 'id'
      | 'lastName'
      | 'profileImageUrl'
      | 'timezone'
      | 'username',
      'currentWorkspaceId' | 'profileImageUrl' | 'username',
      NonNullable<z.output<typeof userSchema>>
    >
  >,
  Holds<
    Tie<
      'ViewFilterCondition',
      'field' | 'op' | 'value',
      'value',
      NonNullable<NonNullable<NonNullable<z.output<typeof collectionViewSchema>>['filter']>[number]>
    >
  >,
  Holds<
    Tie<
      'ViewSortLevel',
      'direction' | 'field',
      never,
      NonNullable<NonNullable<NonNullable<z.output<typeof collectionViewSchema>>['sorts']>[number]>
    >
  >,
  Holds<
    Tie<
      'WebhookAttempt',
      'attempt' | 'createdAt' | 'durationMs' | 'error' | 'id' | 'responseExcerpt' | 'responseStatus',
      'error' | 'responseExcerpt' | 'responseStatus',
      NonNullable<z.output<typeof webhookAttemptSchema>>
    >
  >,
  Holds<
    Tie<
      'WebhookDelivery',
      | 'attemptCount'
      | 'attempts'
      | 'createdAt'
      | 'durationMs'
      | 'endpointId'
      | 'eventType'
      | 'id'
      | 'lastError'
      | 'messageId'
      | 'nextAttemptAt'
      | 'payload'
      | 'responseStatus'
      | 'status'
      | 'updatedAt',
      'durationMs' | 'lastError' | 'nextAttemptAt' | 'responseStatus',
      NonNullable<z.output<typeof webhookDeliverySchema>>
    >
  >,
  Holds<
    Tie<
      'WebhookEndpoint',
      | 'createdAt'
      | 'description'
      | 'disabledReason'
      | 'events'
      | 'failureStreak'
      | 'id'
      | 'portalId'
      | 'previousSecretExpiresAt'
      | 'status'
      | 'updatedAt'
      | 'url',
      'disabledReason' | 'previousSecretExpiresAt',
      NonNullable<z.output<typeof webhookEndpointSchema>>
    >
  >,
  Holds<Tie<'WebhookEndpointSecretPayload', 'endpoint' | 'secret', never, NonNullable<z.output<typeof webhookEndpointSecretSchema>>>>,
  Holds<
    Tie<
      'WeeklyHours',
      'fri' | 'mon' | 'sat' | 'sun' | 'thu' | 'tue' | 'wed',
      never,
      NonNullable<NonNullable<z.output<typeof availabilitySchema_service>>['weekly']>
    >
  >,
  Holds<
    Tie<
      'Workflow',
      | 'accessType'
      | 'allowRepeat'
      | 'awaitingApproval'
      | 'changedSincePublish'
      | 'createdAt'
      | 'id'
      | 'name'
      | 'portalId'
      | 'published'
      | 'publishedAt'
      | 'publishedVersion'
      | 'revision'
      | 'runsCompleted'
      | 'runsInProgress'
      | 'slug'
      | 'stepCount'
      | 'updatedAt',
      'publishedAt' | 'publishedVersion',
      NonNullable<z.output<typeof workflowSchema>>
    >
  >,
  Holds<
    Tie<
      'WorkflowAssignment',
      'assignedAt' | 'customerId' | 'email' | 'name' | 'status',
      never,
      NonNullable<z.output<typeof assignedCustomerSchema>>
    >
  >,
  Holds<
    Tie<
      'WorkflowDetail',
      | 'accessType'
      | 'allowRepeat'
      | 'awaitingApproval'
      | 'changedSincePublish'
      | 'createdAt'
      | 'graph'
      | 'id'
      | 'name'
      | 'portalId'
      | 'problems'
      | 'published'
      | 'publishedAt'
      | 'publishedVersion'
      | 'revision'
      | 'runsCompleted'
      | 'runsInProgress'
      | 'slug'
      | 'stepCount'
      | 'updatedAt',
      'publishedAt' | 'publishedVersion',
      NonNullable<z.output<typeof workflowDetailSchema>>
    >
  >,
  Holds<
    Tie<
      'WorkflowEdge',
      'branch' | 'from' | 'to',
      'branch',
      NonNullable<NonNullable<NonNullable<NonNullable<z.output<typeof workflowDetailSchema>>['graph']>['edges']>[number]>
    >
  >,
  Holds<Tie<'WorkflowGraph', 'edges' | 'nodes', never, NonNullable<NonNullable<z.output<typeof workflowDetailSchema>>['graph']>>>,
  Holds<
    Tie<
      'WorkflowProblem',
      'message' | 'nodeId',
      'nodeId',
      NonNullable<NonNullable<NonNullable<z.output<typeof workflowDetailSchema>>['problems']>[number]>
    >
  >,
  Holds<
    Tie<
      'WorkflowRun',
      | 'completedAt'
      | 'createdAt'
      | 'currentStep'
      | 'customer'
      | 'id'
      | 'lastDecision'
      | 'repeatable'
      | 'status'
      | 'steps'
      | 'updatedAt'
      | 'version'
      | 'visitorEmail'
      | 'workflowId'
      | 'workflowName',
      'completedAt' | 'currentStep' | 'customer' | 'lastDecision' | 'visitorEmail',
      NonNullable<z.output<typeof runSchema>>
    >
  >,
  Holds<
    Tie<
      'WorkflowStep',
      'config' | 'id' | 'name' | 'position' | 'type',
      'position',
      NonNullable<NonNullable<NonNullable<NonNullable<z.output<typeof workflowDetailSchema>>['graph']>['nodes']>[number]>
    >
  >,
  Holds<Tie<'Workspace', 'current' | 'id' | 'name' | 'role', never, NonNullable<z.output<typeof workspaceSchema>>>>,
  Holds<
    Tie<
      'WorkspaceInvitation',
      'createdAt' | 'email' | 'expired' | 'expiresAt' | 'id' | 'invitedBy' | 'role',
      'invitedBy',
      NonNullable<z.output<typeof invitationSchema>>
    >
  >,
  Holds<
    Tie<
      'WorkspaceMember',
      'email' | 'firstName' | 'joinedAt' | 'lastName' | 'profileImageUrl' | 'role' | 'userId' | 'you',
      'profileImageUrl',
      NonNullable<z.output<typeof memberSchema>>
    >
  >,
  Holds<
    Tie<
      'WorkspacePlan',
      'name' | 'recordsLimit' | 'recordsUsed' | 'storageLimitBytes' | 'storageUsedBytes',
      never,
      NonNullable<z.output<typeof planSchema>>
    >
  >,
  Holds<
    Tie<
      'WorkspaceRef',
      'id' | 'name',
      never,
      NonNullable<NonNullable<NonNullable<z.output<typeof accountDeletionPreviewSchema>>['deletedWorkspaces']>[number]>
    >
  >,
];
