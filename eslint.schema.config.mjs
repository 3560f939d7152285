// Schema lint (`npm run lint:schema`): the SDL is the public API's documentation, read by our own front
// end and by third parties in the IDE, so it is held to the rules of a public API. The SDL is emitted
// from the type-graphql decorators (`npm run codegen`): fix a finding in the code, never in the file.
import graphql from '@graphql-eslint/eslint-plugin';

const SCHEMA = 'schema/schema.graphql';

export default [
  {
    files: [SCHEMA],
    languageOptions: {
      parser: graphql.parser,
      // Rules such as no-unreachable-types and the relay-* ones need the schema itself, not just the file.
      parserOptions: { graphQLConfig: { schema: SCHEMA } },
    },
    plugins: { '@graphql-eslint': graphql },
    rules: {
      // The Guild's schema set: naming (PascalCase types, camelCase fields and arguments, UPPER_CASE enum
      // values, no get/query prefixes on roots), block descriptions, no # comments pretending to be
      // docs, no unreachable types, an ID on every object type, deprecations with a reason, plus
      // graphql-js's own validity checks.
      ...graphql.configs['flat/schema-recommended'].rules,
      // Everything a reader meets in the IDE explains itself: every type, field, argument, input field,
      // enum value and directive (the recommended set only asks for types and root fields).
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          DirectiveDefinition: true,
        },
      ],
      // Every entity has an `id: ID!`, so clients (Apollo's cache) can identify it. Listed here are the
      // types that are not entities: answers (payloads, availability, counts, connections, edges, page
      // info), values kept inside an entity (theme, basic info, a choice, a link, a page visit), a field
      // (identified by its `key` within its collection) and the public view of a portal (by `slug`, so
      // that anonymous visitors never learn ids).
      '@graphql-eslint/strict-id-in-types': [
        'error',
        {
          acceptedIdNames: ['id'],
          acceptedIdTypes: ['ID'],
          exceptions: {
            types: [
              'ApiScope',
              'CreatedApiKey',
              'Availability',
              'DeletedRecords',
              'PageInfo',
              'PortalTheme',
              'PortalBasicInfo',
              'FieldChoice',
              'RecordLink',
              'PageVisit',
              'PortalAnalytics',
              'PortalAnalyticsDay',
              'PortalAnalyticsTotals',
              'PortalLayout',
              'PortalTopPage',
              'PublishedSiteStatus',
              // What a page's draft still lacks before Publish: a value of its page.
              'PagePublishProblem',
              // Google: the builder's calendar connection and its choices, a calendar of the account, and OAuth starts — values of the builder.
              'GoogleCalendarAccount',
              'CalendarStatus',
              'CalendarOptions',
              'CalendarEntry',
              'AuthorizeUrl',
              'GoogleSignInStart',
              'SignInProviders',
              'CollectionField',
              // A field's number format, and a saved view's filter conditions and sort levels: values of their field or view.
              'NumberFormat',
              'ViewFilterCondition',
              'ViewSortLevel',
              'PublicPortal',
              // A rendering of a portal's mail (computed each time; nothing to identify).
              'PortalEmailPreview',
              // Values inside another object (no identity of their own), like RecordLink.
              'CollectionCustomerAccess',
              'CustomerImportReport',
              'CustomerImportRow',
              'CustomerLoginConfig',
              'CustomerRecordLink',
              'RecordCustomer',
              // A workflow's draft and its parts, and a run's steps: values of their workflow or run. A
              // step's `id` is unique in its graph only (a String, not a global ID).
              'WorkflowGraph',
              'WorkflowStep',
              'WorkflowStepPosition',
              'WorkflowProblem',
              'RunCurrentStep',
              'RunStep',
              'RunQuestion',
              'RunLastDecision',
              // A customer–workflow pair, identified by the two.
              'WorkflowAssignment',
              'CustomerWorkflowAssignment',
              // A builder's place in one workspace (the user's id is theirs in every workspace), and
              // answers about the caller's workspace or account that are values, not things.
              'WorkspaceMember',
              'WorkspacePlan',
              'InvitationPreview',
              'AccountDeletionPreview',
              // A host's hours: a value of their account (one per host), and its parts.
              'HostAvailability',
              'WeeklyHours',
              'DateOverride',
              'TimeRange',
              // An amount of money, and a service's location: values of what holds them.
              'Money',
              'ServiceLocation',
              // A question of a service's booking form, and a booking's answer to one: values of their service and call.
              'ServiceQuestion',
              'CallAnswer',
              // A workspace's payment settings (one per workspace), its balance per currency (a sum),
              // and a payment begun (it names its payment by paymentId): values, not things to identify.
              'PaymentSettings',
              'StripeSettings',
              'UpiSettings',
              'PaymentBalance',
              'PaymentStart',
              // Answers computed each time about a service's times: nothing to identify.
              'ServiceSlots',
              'SlotDay',
              'SlotCheck',
              'BookedCall',
              'CallFeedAddress',
              'CallFeedRevoked',
              'CallFeedStatus',
              'CallGuest',
              'CallLocation',
              'PublicHost',
              'PublicProfile',
            ],
            suffixes: ['Connection', 'Edge', 'Payload'],
          },
        },
      ],
      // `User.username` is the domain's own word (the REST twin and the sign-up screen say username);
      // renaming a public field to satisfy the rule would break every client for no reader's gain.
      '@graphql-eslint/no-typename-prefix': 'off',
      // A deprecation says when it goes, so clients can plan.
      '@graphql-eslint/require-deprecation-date': 'error',
      // Paged lists are Relay cursor connections, the shape Apollo Client's relayStylePagination and
      // GitHub's and Shopify's APIs use: `XConnection { edges, pageInfo }`, `XEdge { cursor, node }`, a
      // spec-shaped PageInfo, and `first`/`after` on every field that answers a connection. Pages are
      // read forward only (keyset pagination), so `last`/`before` are not asked for (includeBoth: false).
      // Short bounded lists inside an object (a collection's fields, a field's choices, a record's
      // links) stay plain lists, and there is no global `Node` interface (no `node(id:)` query) yet.
      '@graphql-eslint/relay-connection-types': 'error',
      '@graphql-eslint/relay-page-info': 'error',
      '@graphql-eslint/relay-edge-types': [
        'error',
        { withEdgeSuffix: true, shouldImplementNode: false, listTypeCanWrapOnlyEdgeType: false },
      ],
      '@graphql-eslint/relay-arguments': ['error', { includeBoth: false }],
      // A mutation takes one argument, `input`, so a field can grow without breaking clients and every
      // call reads alike. Its type is `<Mutation>Input`, or a shared one where the shape is the same
      // (`PortalIdInput`, `TicketIdInput`…): checkInputType stays off so those shared ones stay allowed.
      // Mutations without arguments (logout, refreshSession) need none.
      '@graphql-eslint/input-name': ['error', { checkInputType: false, checkMutations: true, checkQueries: false }],
    },
  },
];
