/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query WorkspacePlan {\n    workspacePlan {\n      name\n      recordsUsed\n      recordsLimit\n      storageUsedBytes\n      storageLimitBytes\n    }\n  }\n": typeof types.WorkspacePlanDocument,
    "\n  fragment PortalEventFields on PortalActivityEvent {\n    id\n    type\n    customerId\n    customer {\n      id\n      name\n      email\n    }\n    data\n    at\n  }\n": typeof types.PortalEventFieldsFragmentDoc,
    "\n  query PortalEvents($portalId: ID!, $type: String, $customerId: ID, $first: Int, $after: String) {\n    portalEvents(portalId: $portalId, type: $type, customerId: $customerId, first: $first, after: $after) {\n      edges {\n        node {\n          ...PortalEventFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.PortalEventsDocument,
    "\n  query PortalAnalytics($portalId: ID!, $days: Int!) {\n    portalAnalytics(portalId: $portalId, days: $days) {\n      portalId\n      days\n      timeZone\n      series {\n        date\n        visits\n        pageViews\n        signIns\n        workflowCompletions\n        tickets\n      }\n      totals {\n        visits\n        pageViews\n        signIns\n        workflowCompletions\n        tickets\n      }\n      topPages {\n        path\n        title\n        views\n      }\n    }\n  }\n": typeof types.PortalAnalyticsDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    status\n    requestsPerMinute\n    costPerMinute\n    createdByName\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n": typeof types.ApiKeyFieldsFragmentDoc,
    "\n  fragment ApiScopeFields on ApiScope {\n    scope\n    resource\n    label\n    access\n    description\n  }\n": typeof types.ApiScopeFieldsFragmentDoc,
    "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n    apiKeyScopes {\n      ...ApiScopeFields\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key {\n        ...ApiKeyFields\n      }\n      secret\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($input: RevokeApiKeyInput!) {\n    revokeApiKey(input: $input) {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  fragment HostCallFields on Call {\n    id\n    status\n    paymentStatus\n    startAt\n    endAt\n    serviceId\n    serviceTitle\n    reason\n    cancelledBy\n    guest {\n      name\n      email\n      notes\n      timezone\n    }\n    answers {\n      key\n      label\n      text\n    }\n    location {\n      kind\n      value\n    }\n  }\n": typeof types.HostCallFieldsFragmentDoc,
    "\n  fragment CallPage on CallConnection {\n    edges {\n      node {\n        ...HostCallFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.CallPageFragmentDoc,
    "\n  query UpcomingCalls($after: String) {\n    upcomingCalls(first: 20, after: $after) {\n      ...CallPage\n    }\n  }\n": typeof types.UpcomingCallsDocument,
    "\n  query CallRequests($after: String) {\n    callRequests(first: 20, after: $after) {\n      ...CallPage\n    }\n  }\n": typeof types.CallRequestsDocument,
    "\n  query PastCalls($after: String) {\n    pastCalls(first: 20, after: $after) {\n      ...CallPage\n    }\n  }\n": typeof types.PastCallsDocument,
    "\n  query CallsBetween($from: String!, $to: String!) {\n    callsBetween(from: $from, to: $to) {\n      ...HostCallFields\n    }\n  }\n": typeof types.CallsBetweenDocument,
    "\n  query CallsHost {\n    me {\n      id\n      username\n      timezone\n    }\n  }\n": typeof types.CallsHostDocument,
    "\n  mutation AcceptCall($id: ID!) {\n    acceptCall(input: { id: $id }) {\n      ...HostCallFields\n    }\n  }\n": typeof types.AcceptCallDocument,
    "\n  mutation DeclineCall($id: ID!, $reason: String) {\n    declineCall(input: { id: $id, reason: $reason }) {\n      ...HostCallFields\n    }\n  }\n": typeof types.DeclineCallDocument,
    "\n  mutation CancelCall($id: ID!, $reason: String) {\n    cancelCall(input: { id: $id, reason: $reason }) {\n      ...HostCallFields\n    }\n  }\n": typeof types.CancelCallDocument,
    "\n  mutation RescheduleCall($id: ID!, $start: String!) {\n    rescheduleCall(input: { id: $id, start: $start }) {\n      ...HostCallFields\n    }\n  }\n": typeof types.RescheduleCallDocument,
    "\n  query CallFeed {\n    callFeed {\n      active\n      createdAt\n    }\n  }\n": typeof types.CallFeedDocument,
    "\n  mutation RotateCallFeed {\n    rotateCallFeed {\n      url\n    }\n  }\n": typeof types.RotateCallFeedDocument,
    "\n  mutation RevokeCallFeed {\n    revokeCallFeed {\n      revoked\n    }\n  }\n": typeof types.RevokeCallFeedDocument,
    "\n  fragment CustomerFields on CustomerUser {\n    id\n    portalId\n    email\n    name\n    status\n    context\n    lastLoginAt\n    createdAt\n    updatedAt\n    ticketCount\n  }\n": typeof types.CustomerFieldsFragmentDoc,
    "\n  query Customers($portalId: ID!, $status: CustomerStatus, $search: String, $first: Int, $after: String) {\n    customers(portalId: $portalId, status: $status, search: $search, first: $first, after: $after) {\n      edges {\n        node {\n          ...CustomerFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CustomersDocument,
    "\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      ...CustomerFields\n    }\n    customerRecords(id: $id) {\n      collectionId\n      collectionName\n      recordId\n      fieldLabel\n      label\n    }\n    customerActivity(id: $id, first: 30) {\n      edges {\n        node {\n          id\n          type\n          data\n          at\n        }\n      }\n    }\n  }\n": typeof types.CustomerDocument,
    "\n  query CustomerDeletionPreview($id: ID!) {\n    customerDeletionPreview(id: $id) {\n      id\n      ticketsDeleted\n      recordsCleared\n    }\n  }\n": typeof types.CustomerDeletionPreviewDocument,
    "\n  mutation InviteCustomer($input: InviteCustomerInput!) {\n    inviteCustomer(input: $input) {\n      ...CustomerFields\n    }\n  }\n": typeof types.InviteCustomerDocument,
    "\n  mutation ImportCustomers($input: ImportCustomersInput!) {\n    importCustomers(input: $input) {\n      created\n      skipped\n      rows {\n        row\n        email\n        name\n        outcome\n        message\n      }\n    }\n  }\n": typeof types.ImportCustomersDocument,
    "\n  mutation UpdateCustomer($input: UpdateCustomerInput!) {\n    updateCustomer(input: $input) {\n      ...CustomerFields\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  mutation DeleteCustomer($input: CustomerIdInput!) {\n    deleteCustomer(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteCustomerDocument,
    "\n  mutation ResendCustomerInvite($input: CustomerIdInput!) {\n    resendCustomerInvite(input: $input) {\n      ...CustomerFields\n    }\n  }\n": typeof types.ResendCustomerInviteDocument,
    "\n  mutation SetCustomerStatus($input: SetCustomerStatusInput!) {\n    setCustomerStatus(input: $input) {\n      ...CustomerFields\n    }\n  }\n": typeof types.SetCustomerStatusDocument,
    "\n  mutation SetCustomerContext($input: SetCustomerContextInput!) {\n    setCustomerContext(input: $input) {\n      ...CustomerFields\n    }\n  }\n": typeof types.SetCustomerContextDocument,
    "\n  query CustomerLoginConfig($portalId: ID!) {\n    customerLoginConfig(portalId: $portalId) {\n      portalId\n      selfSignup\n      allowedEmailDomains\n      magicLinkTtlMinutes\n    }\n  }\n": typeof types.CustomerLoginConfigDocument,
    "\n  mutation UpdateCustomerLoginConfig($input: CustomerLoginConfigInput!) {\n    updateCustomerLoginConfig(input: $input) {\n      portalId\n      selfSignup\n      allowedEmailDomains\n      magicLinkTtlMinutes\n    }\n  }\n": typeof types.UpdateCustomerLoginConfigDocument,
    "\n  fragment CollectionFields on Collection {\n    id\n    portalId\n    name\n    slug\n    recordCount\n    fields {\n      key\n      label\n      type\n      required\n      unique\n      choices {\n        value\n        color\n      }\n      relationCollectionId\n      defaultValue\n      numberFormat {\n        style\n        decimals\n        currency\n      }\n    }\n    customerAccess {\n      mode\n      fieldKey\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.CollectionFieldsFragmentDoc,
    "\n  fragment RecordFields on CollectionRecord {\n    id\n    collectionId\n    data\n    links {\n      fieldKey\n      recordId\n      collectionId\n      label\n    }\n    customers {\n      fieldKey\n      customerId\n      name\n      email\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.RecordFieldsFragmentDoc,
    "\n  query Collections($portalId: ID!) {\n    collections(portalId: $portalId) {\n      ...CollectionFields\n    }\n  }\n": typeof types.CollectionsDocument,
    "\n  query Records($collectionId: ID!, $filter: [RecordFilterInput!], $sort: [RecordSortInput!], $first: Int, $after: String) {\n    records(collectionId: $collectionId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      edges {\n        node {\n          ...RecordFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.RecordsDocument,
    "\n  query RecordCount($collectionId: ID!, $filter: [RecordFilterInput!]) {\n    recordCount(collectionId: $collectionId, filter: $filter)\n  }\n": typeof types.RecordCountDocument,
    "\n  mutation CreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      ...CollectionFields\n    }\n  }\n": typeof types.CreateCollectionDocument,
    "\n  mutation UpdateCollection($input: UpdateCollectionInput!) {\n    updateCollection(input: $input) {\n      ...CollectionFields\n    }\n  }\n": typeof types.UpdateCollectionDocument,
    "\n  mutation DeleteCollection($id: ID!) {\n    deleteCollection(input: { id: $id }) {\n      id\n      recordCount\n    }\n  }\n": typeof types.DeleteCollectionDocument,
    "\n  mutation CreateRecord($collectionId: ID!, $data: JSONObject!) {\n    createRecord(input: { collectionId: $collectionId, data: $data }) {\n      ...RecordFields\n    }\n  }\n": typeof types.CreateRecordDocument,
    "\n  mutation UpdateRecord($id: ID!, $data: JSONObject!) {\n    updateRecord(input: { id: $id, data: $data }) {\n      ...RecordFields\n    }\n  }\n": typeof types.UpdateRecordDocument,
    "\n  mutation DeleteRecords($collectionId: ID!, $ids: [ID!]!) {\n    deleteRecords(input: { collectionId: $collectionId, ids: $ids }) {\n      deleted\n    }\n  }\n": typeof types.DeleteRecordsDocument,
    "\n  mutation SetCollectionCustomerAccess($input: SetCollectionCustomerAccessInput!) {\n    setCollectionCustomerAccess(input: $input) {\n      ...CollectionFields\n    }\n  }\n": typeof types.SetCollectionCustomerAccessDocument,
    "\n  fragment CollectionViewFields on CollectionView {\n    id\n    collectionId\n    name\n    filter {\n      field\n      op\n      value\n    }\n    sorts {\n      field\n      direction\n    }\n    hiddenFields\n    fieldOrder\n    position\n    updatedAt\n  }\n": typeof types.CollectionViewFieldsFragmentDoc,
    "\n  query CollectionViews($collectionId: ID!) {\n    collectionViews(collectionId: $collectionId) {\n      ...CollectionViewFields\n    }\n  }\n": typeof types.CollectionViewsDocument,
    "\n  mutation CreateCollectionView($input: CreateCollectionViewInput!) {\n    createCollectionView(input: $input) {\n      ...CollectionViewFields\n    }\n  }\n": typeof types.CreateCollectionViewDocument,
    "\n  mutation UpdateCollectionView($input: UpdateCollectionViewInput!) {\n    updateCollectionView(input: $input) {\n      ...CollectionViewFields\n    }\n  }\n": typeof types.UpdateCollectionViewDocument,
    "\n  mutation DeleteCollectionView($input: CollectionViewIdInput!) {\n    deleteCollectionView(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteCollectionViewDocument,
    "\n  mutation ReorderCollectionViews($input: ReorderCollectionViewsInput!) {\n    reorderCollectionViews(input: $input) {\n      ...CollectionViewFields\n    }\n  }\n": typeof types.ReorderCollectionViewsDocument,
    "\n  fragment CalendarAccountFields on GoogleCalendarAccount {\n    provider\n    accountEmail\n    status\n    statusReason\n    conflictCalendarIds\n    hostCalendarId\n    connectedAt\n  }\n": typeof types.CalendarAccountFieldsFragmentDoc,
    "\n  query CalendarConnection {\n    calendarConnection {\n      connected\n      connection {\n        ...CalendarAccountFields\n      }\n    }\n  }\n": typeof types.CalendarConnectionDocument,
    "\n  fragment CalendarOptionsFields on CalendarOptions {\n    connection {\n      ...CalendarAccountFields\n    }\n    calendars {\n      id\n      summary\n      primary\n      accessRole\n      backgroundColor\n    }\n  }\n": typeof types.CalendarOptionsFieldsFragmentDoc,
    "\n  query CalendarOptions {\n    calendarOptions {\n      ...CalendarOptionsFields\n    }\n  }\n": typeof types.CalendarOptionsDocument,
    "\n  mutation StartGoogleCalendarConnect {\n    startGoogleCalendarConnect {\n      url\n    }\n  }\n": typeof types.StartGoogleCalendarConnectDocument,
    "\n  mutation DisconnectGoogleCalendar {\n    disconnectGoogleCalendar {\n      connected\n      connection {\n        ...CalendarAccountFields\n      }\n    }\n  }\n": typeof types.DisconnectGoogleCalendarDocument,
    "\n  mutation UpdateCalendarConflicts($input: CalendarConflictsInput!) {\n    updateCalendarConflicts(input: $input) {\n      ...CalendarOptionsFields\n    }\n  }\n": typeof types.UpdateCalendarConflictsDocument,
    "\n  mutation SetCalendarHost($input: CalendarHostInput!) {\n    setCalendarHost(input: $input) {\n      ...CalendarOptionsFields\n    }\n  }\n": typeof types.SetCalendarHostDocument,
    "\n  query GoogleSignInStatus {\n    signInProviders {\n      google\n    }\n    me {\n      id\n      googleLinked\n    }\n  }\n": typeof types.GoogleSignInStatusDocument,
    "\n  mutation StartGoogleLink($input: GoogleSignInStartInput!) {\n    startGoogleLink(input: $input) {\n      url\n      state\n      redirectUri\n    }\n  }\n": typeof types.StartGoogleLinkDocument,
    "\n  mutation UnlinkGoogle {\n    unlinkGoogle {\n      id\n      googleLinked\n    }\n  }\n": typeof types.UnlinkGoogleDocument,
    "\n  fragment PortalPageSummaryFields on PortalPageSummary {\n    id\n    portalId\n    title\n    path\n    description\n    visibility\n    position\n    revision\n    publishedAt\n    unpublishedChanges\n    updatedAt\n  }\n": typeof types.PortalPageSummaryFieldsFragmentDoc,
    "\n  fragment PortalPageFields on PortalPage {\n    id\n    portalId\n    title\n    path\n    description\n    visibility\n    position\n    revision\n    publishedAt\n    unpublishedChanges\n    updatedAt\n    blocks\n    publishProblems {\n      path\n      blockId\n      message\n    }\n  }\n": typeof types.PortalPageFieldsFragmentDoc,
    "\n  fragment PortalLayoutFields on PortalLayout {\n    portalId\n    layout\n    revision\n    publishedAt\n    unpublishedChanges\n    updatedAt\n  }\n": typeof types.PortalLayoutFieldsFragmentDoc,
    "\n  query PortalSite($portalId: ID!) {\n    portalLayout(portalId: $portalId) {\n      ...PortalLayoutFields\n    }\n    portalPages(portalId: $portalId) {\n      ...PortalPageSummaryFields\n    }\n  }\n": typeof types.PortalSiteDocument,
    "\n  query PortalPage($id: ID!) {\n    portalPage(id: $id) {\n      ...PortalPageFields\n    }\n  }\n": typeof types.PortalPageDocument,
    "\n  query PagePreviewSources($portalId: ID!) {\n    collections(portalId: $portalId) {\n      id\n      name\n      fields {\n        key\n        label\n        type\n      }\n      customerAccess {\n        mode\n        fieldKey\n      }\n    }\n    workflows(portalId: $portalId) {\n      id\n      name\n      slug\n      accessType\n      published\n    }\n  }\n": typeof types.PagePreviewSourcesDocument,
    "\n  mutation UpdatePortalLayout($input: UpdatePortalLayoutInput!) {\n    updatePortalLayout(input: $input) {\n      ...PortalLayoutFields\n    }\n  }\n": typeof types.UpdatePortalLayoutDocument,
    "\n  mutation CreatePortalPage($input: CreatePortalPageInput!) {\n    createPortalPage(input: $input) {\n      ...PortalPageFields\n    }\n  }\n": typeof types.CreatePortalPageDocument,
    "\n  mutation UpdatePortalPage($input: UpdatePortalPageInput!) {\n    updatePortalPage(input: $input) {\n      ...PortalPageFields\n    }\n  }\n": typeof types.UpdatePortalPageDocument,
    "\n  mutation DeletePortalPage($input: PortalPageIdInput!) {\n    deletePortalPage(input: $input) {\n      id\n    }\n  }\n": typeof types.DeletePortalPageDocument,
    "\n  mutation ReorderPortalPages($input: ReorderPortalPagesInput!) {\n    reorderPortalPages(input: $input) {\n      ...PortalPageSummaryFields\n    }\n  }\n": typeof types.ReorderPortalPagesDocument,
    "\n  mutation PublishPortalSite($input: PublishPortalSiteInput!) {\n    publishPortalSite(input: $input) {\n      portalId\n      publishedAt\n      pages\n      unpublishedChanges\n    }\n  }\n": typeof types.PublishPortalSiteDocument,
    "\n  fragment PaymentSettingsFields on PaymentSettings {\n    stripe {\n      configured\n      secretKeyMasked\n      publishableKey\n      webhookSecretSet\n      accountName\n      webhookUrl\n    }\n    upi {\n      vpa\n      payeeName\n      callbackSecretSet\n      callbackUrl\n    }\n    holdDays\n    currency\n  }\n": typeof types.PaymentSettingsFieldsFragmentDoc,
    "\n  query PaymentSettings {\n    paymentSettings {\n      ...PaymentSettingsFields\n    }\n  }\n": typeof types.PaymentSettingsDocument,
    "\n  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n    updatePaymentSettings(input: $input) {\n      ...PaymentSettingsFields\n    }\n  }\n": typeof types.UpdatePaymentSettingsDocument,
    "\n  fragment PaymentFields on Payment {\n    id\n    method\n    status\n    amount\n    currency\n    refundedAmount\n    description\n    payerName\n    payerEmail\n    reference\n    providerRef\n    failureReason\n    callId\n    runId\n    paidAt\n    createdAt\n    withdrawable\n  }\n": typeof types.PaymentFieldsFragmentDoc,
    "\n  query Payments($status: PaymentStatus, $method: PaymentMethod, $after: String) {\n    payments(first: 25, after: $after, status: $status, method: $method) {\n      edges {\n        node {\n          ...PaymentFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.PaymentsDocument,
    "\n  query PaymentBalances {\n    paymentBalances {\n      currency\n      pending\n      paid\n      withdrawable\n      paidOut\n      refunded\n    }\n  }\n": typeof types.PaymentBalancesDocument,
    "\n  query Payouts {\n    payouts {\n      id\n      currency\n      amount\n      payments\n      note\n      createdAt\n    }\n  }\n": typeof types.PayoutsDocument,
    "\n  mutation RefundPayment($input: RefundPaymentInput!) {\n    refundPayment(input: $input) {\n      ...PaymentFields\n    }\n  }\n": typeof types.RefundPaymentDocument,
    "\n  mutation MarkUpiPaymentReceived($input: UpiReceivedInput!) {\n    markUpiPaymentReceived(input: $input) {\n      ...PaymentFields\n    }\n  }\n": typeof types.MarkUpiPaymentReceivedDocument,
    "\n  mutation CreatePayout($input: PayoutInput!) {\n    createPayout(input: $input) {\n      id\n      currency\n      amount\n      payments\n      note\n      createdAt\n    }\n  }\n": typeof types.CreatePayoutDocument,
    "\n  fragment PortalFields on Portal {\n    id\n    name\n    slug\n    subDomain\n    subDomainUrl\n    logoUrl\n    theme {\n      primaryColor\n      accentColor\n      mode\n      font\n      radius\n    }\n    basicInfo {\n      title\n      description\n      supportEmail\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.PortalFieldsFragmentDoc,
    "\n  query PortalList($first: Int, $after: String) {\n    portals(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PortalFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.PortalListDocument,
    "\n  query PortalBySlug($slug: String!) {\n    portal(slug: $slug) {\n      ...PortalFields\n    }\n  }\n": typeof types.PortalBySlugDocument,
    "\n  mutation CreatePortal($input: CreatePortalInput!) {\n    createPortal(input: $input) {\n      ...PortalFields\n    }\n  }\n": typeof types.CreatePortalDocument,
    "\n  mutation DeletePortal($id: ID!) {\n    deletePortal(input: { id: $id }) {\n      id\n      name\n    }\n  }\n": typeof types.DeletePortalDocument,
    "\n  query SubDomainAvailability($subDomain: String!, $portalId: ID) {\n    isSubDomainAvailable(subDomain: $subDomain, portalId: $portalId) {\n      available\n      reason\n    }\n  }\n": typeof types.SubDomainAvailabilityDocument,
    "\n  query SlugAvailability($slug: String!, $portalId: ID) {\n    isSlugAvailable(slug: $slug, portalId: $portalId) {\n      available\n      reason\n    }\n  }\n": typeof types.SlugAvailabilityDocument,
    "\n  mutation UpdatePortal($input: UpdatePortalInput!) {\n    updatePortal(input: $input) {\n      ...PortalFields\n    }\n  }\n": typeof types.UpdatePortalDocument,
    "\n  mutation UpdatePortalSubDomain($portalId: ID!, $subDomain: String!) {\n    updatePortalSubDomain(input: { portalId: $portalId, subDomain: $subDomain }) {\n      ...PortalFields\n    }\n  }\n": typeof types.UpdatePortalSubDomainDocument,
    "\n  mutation UpdatePortalBasicInfo($portalId: ID!, $basicInfo: PortalBasicInfoInput!) {\n    updatePortalBasicInfo(input: { portalId: $portalId, basicInfo: $basicInfo }) {\n      ...PortalFields\n    }\n  }\n": typeof types.UpdatePortalBasicInfoDocument,
    "\n  mutation UpdatePortalTheme($portalId: ID!, $theme: PortalThemeInput!) {\n    updatePortalTheme(input: { portalId: $portalId, theme: $theme }) {\n      ...PortalFields\n    }\n  }\n": typeof types.UpdatePortalThemeDocument,
    "\n  mutation RemovePortalLogo($portalId: ID!) {\n    removePortalLogo(input: { portalId: $portalId }) {\n      ...PortalFields\n    }\n  }\n": typeof types.RemovePortalLogoDocument,
    "\n  query PortalEmailPreview($portalId: ID!, $template: PortalEmailTemplate!) {\n    portalEmailPreview(portalId: $portalId, template: $template) {\n      template\n      label\n      subject\n      from\n      replyTo\n      html\n      text\n    }\n  }\n": typeof types.PortalEmailPreviewDocument,
    "\n  fragment HostAvailabilityFields on HostAvailability {\n    isDefault\n    timezone\n    weekly {\n      mon {\n        start\n        end\n      }\n      tue {\n        start\n        end\n      }\n      wed {\n        start\n        end\n      }\n      thu {\n        start\n        end\n      }\n      fri {\n        start\n        end\n      }\n      sat {\n        start\n        end\n      }\n      sun {\n        start\n        end\n      }\n    }\n    dateOverrides {\n      date\n      ranges {\n        start\n        end\n      }\n    }\n  }\n": typeof types.HostAvailabilityFieldsFragmentDoc,
    "\n  query DefaultAvailability {\n    me {\n      id\n      username\n      timezone\n    }\n    defaultAvailability {\n      ...HostAvailabilityFields\n    }\n  }\n": typeof types.DefaultAvailabilityDocument,
    "\n  mutation UpdateDefaultAvailability($input: HostAvailabilityInput!) {\n    updateDefaultAvailability(input: $input) {\n      ...HostAvailabilityFields\n    }\n  }\n": typeof types.UpdateDefaultAvailabilityDocument,
    "\n  query ServiceAvailability($serviceId: ID!) {\n    serviceAvailability(serviceId: $serviceId) {\n      ...HostAvailabilityFields\n    }\n  }\n": typeof types.ServiceAvailabilityDocument,
    "\n  mutation UpdateServiceAvailability($input: ServiceAvailabilityInput!) {\n    updateServiceAvailability(input: $input) {\n      ...HostAvailabilityFields\n    }\n  }\n": typeof types.UpdateServiceAvailabilityDocument,
    "\n  fragment ServiceFields on Service {\n    id\n    title\n    slug\n    description\n    durationMinutes\n    price {\n      amount\n      currency\n    }\n    requiresApproval\n    payBeforeBooking\n    active\n    bufferBeforeMinutes\n    bufferAfterMinutes\n    minimumNoticeMinutes\n    bookingWindowDays\n    dailyLimit\n    location {\n      kind\n      value\n    }\n    questions {\n      key\n      label\n      type\n      required\n      choices\n    }\n  }\n": typeof types.ServiceFieldsFragmentDoc,
    "\n  query MyServices {\n    me {\n      id\n      username\n      timezone\n    }\n    myServices {\n      ...ServiceFields\n    }\n  }\n": typeof types.MyServicesDocument,
    "\n  mutation CreateService($input: CreateServiceInput!) {\n    createService(input: $input) {\n      ...ServiceFields\n    }\n  }\n": typeof types.CreateServiceDocument,
    "\n  mutation UpdateService($input: UpdateServiceInput!) {\n    updateService(input: $input) {\n      ...ServiceFields\n    }\n  }\n": typeof types.UpdateServiceDocument,
    "\n  mutation DeleteService($id: ID!, $cancelUpcoming: Boolean) {\n    deleteService(input: { id: $id, cancelUpcoming: $cancelUpcoming }) {\n      id\n    }\n  }\n": typeof types.DeleteServiceDocument,
    "\n  query ServiceSlotCheck($serviceId: ID!, $start: String!) {\n    serviceSlotCheck(serviceId: $serviceId, start: $start) {\n      offered\n      code\n      reason\n    }\n  }\n": typeof types.ServiceSlotCheckDocument,
    "\n  query ServiceSlots($serviceId: ID!, $from: String!, $to: String!, $timezone: String!) {\n    serviceSlots(serviceId: $serviceId, from: $from, to: $to, timezone: $timezone) {\n      timezone\n      days {\n        date\n        slots\n      }\n    }\n  }\n": typeof types.ServiceSlotsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input)\n  }\n": typeof types.ChangeEmailDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      ip\n      createdAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(input: { id: $id }) {\n      revoked\n    }\n  }\n": typeof types.RevokeSessionDocument,
    "\n  mutation RevokeOtherSessions {\n    revokeOtherSessions {\n      revoked\n    }\n  }\n": typeof types.RevokeOtherSessionsDocument,
    "\n  fragment SettingsUser on User {\n    id\n    email\n    firstName\n    lastName\n    username\n    timezone\n    profileImageUrl\n    bio\n    emailVerified\n    currentWorkspaceId\n    createdAt\n  }\n": typeof types.SettingsUserFragmentDoc,
    "\n  query SettingsOverview {\n    me {\n      ...SettingsUser\n    }\n    workspaces {\n      id\n      name\n      role\n      current\n    }\n  }\n": typeof types.SettingsOverviewDocument,
    "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      ...SettingsUser\n    }\n  }\n": typeof types.UpdateMeDocument,
    "\n  query UsernameAvailability($username: String!) {\n    usernameAvailability(username: $username) {\n      available\n      reason\n    }\n  }\n": typeof types.UsernameAvailabilityDocument,
    "\n  mutation ChangeUsername($username: String!) {\n    changeUsername(input: { username: $username }) {\n      ...SettingsUser\n    }\n  }\n": typeof types.ChangeUsernameDocument,
    "\n  mutation RemoveDisplayImage {\n    removeDisplayImage {\n      ...SettingsUser\n    }\n  }\n": typeof types.RemoveDisplayImageDocument,
    "\n  mutation ChangeWorkspace($workspaceId: ID!) {\n    changeWorkspace(input: { workspaceId: $workspaceId }) {\n      id\n      name\n      role\n      current\n    }\n  }\n": typeof types.ChangeWorkspaceDocument,
    "\n  fragment TeamMemberFields on WorkspaceMember {\n    userId\n    email\n    firstName\n    lastName\n    profileImageUrl\n    role\n    joinedAt\n    you\n  }\n": typeof types.TeamMemberFieldsFragmentDoc,
    "\n  fragment TeamInvitationFields on WorkspaceInvitation {\n    id\n    email\n    role\n    invitedBy\n    createdAt\n    expiresAt\n    expired\n  }\n": typeof types.TeamInvitationFieldsFragmentDoc,
    "\n  query Team {\n    workspaces {\n      id\n      name\n      role\n      current\n    }\n    workspaceMembers {\n      ...TeamMemberFields\n    }\n    workspaceInvitations {\n      ...TeamInvitationFields\n    }\n  }\n": typeof types.TeamDocument,
    "\n  mutation InviteTeammate($input: InviteTeammateInput!) {\n    inviteTeammate(input: $input) {\n      ...TeamInvitationFields\n    }\n  }\n": typeof types.InviteTeammateDocument,
    "\n  mutation CancelInvitation($id: ID!) {\n    cancelInvitation(input: { id: $id }) {\n      id\n    }\n  }\n": typeof types.CancelInvitationDocument,
    "\n  mutation ChangeMemberRole($input: ChangeMemberRoleInput!) {\n    changeMemberRole(input: $input) {\n      ...TeamMemberFields\n    }\n  }\n": typeof types.ChangeMemberRoleDocument,
    "\n  mutation RemoveMember($userId: ID!) {\n    removeMember(input: { userId: $userId }) {\n      userId\n    }\n  }\n": typeof types.RemoveMemberDocument,
    "\n  mutation TransferOwnership($userId: ID!) {\n    transferOwnership(input: { userId: $userId }) {\n      ...TeamMemberFields\n    }\n  }\n": typeof types.TransferOwnershipDocument,
    "\n  mutation LeaveWorkspace {\n    leaveWorkspace(input: {}) {\n      id\n      name\n      role\n      current\n    }\n  }\n": typeof types.LeaveWorkspaceDocument,
    "\n  query InvitationPreview($token: String!) {\n    invitationPreview(token: $token) {\n      workspaceName\n      invitedBy\n      email\n      role\n      expired\n    }\n  }\n": typeof types.InvitationPreviewDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(input: { token: $token }) {\n      id\n      name\n      role\n      current\n    }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  query CurrentWorkspaceRole {\n    workspaces {\n      id\n      name\n      role\n      current\n    }\n  }\n": typeof types.CurrentWorkspaceRoleDocument,
    "\n  fragment DataExportFields on DataExport {\n    id\n    status\n    sizeBytes\n    createdAt\n    finishedAt\n    expiresAt\n  }\n": typeof types.DataExportFieldsFragmentDoc,
    "\n  query MyDataExports {\n    myDataExports {\n      ...DataExportFields\n    }\n  }\n": typeof types.MyDataExportsDocument,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      ...DataExportFields\n    }\n  }\n": typeof types.RequestDataExportDocument,
    "\n  query AccountDeletionPreview {\n    accountDeletionPreview {\n      deletedWorkspaces {\n        id\n        name\n      }\n      leftWorkspaces {\n        id\n        name\n      }\n      blockingWorkspaces {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AccountDeletionPreviewDocument,
    "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteAccountDocument,
    "\n  fragment TicketFields on Ticket {\n    id\n    number\n    subject\n    status\n    priority\n    unread\n    messageCount\n    lastMessageAt\n    createdAt\n    customer {\n      id\n      name\n      email\n    }\n    assignee {\n      id\n      name\n      email\n    }\n  }\n": typeof types.TicketFieldsFragmentDoc,
    "\n  query Tickets(\n    $portalId: ID!\n    $status: TicketStatus\n    $priority: TicketPriority\n    $assigneeUserId: String\n    $customerId: ID\n    $unreadOnly: Boolean\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    tickets(\n      portalId: $portalId\n      status: $status\n      priority: $priority\n      assigneeUserId: $assigneeUserId\n      customerId: $customerId\n      unreadOnly: $unreadOnly\n      search: $search\n      first: $first\n      after: $after\n    ) {\n      edges {\n        node {\n          ...TicketFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.TicketsDocument,
    "\n  fragment TicketDetailFields on TicketDetail {\n    id\n    number\n    subject\n    status\n    priority\n    unread\n    messageCount\n    lastMessageAt\n    createdAt\n    updatedAt\n    allowedTransitions\n    customer {\n      id\n      name\n      email\n    }\n    assignee {\n      id\n      name\n      email\n    }\n    messages {\n      id\n      authorType\n      authorName\n      internal\n      body\n      attachments {\n        id\n        url\n        name\n        size\n        contentType\n      }\n      createdAt\n    }\n  }\n": typeof types.TicketDetailFieldsFragmentDoc,
    "\n  query Ticket($id: ID!, $portalId: ID!) {\n    ticket(id: $id) {\n      ...TicketDetailFields\n    }\n    ticketAssignees(portalId: $portalId) {\n      id\n      name\n      email\n    }\n  }\n": typeof types.TicketDocument,
    "\n  query UnreadTicketCount($portalId: ID!) {\n    unreadTicketCount(portalId: $portalId)\n  }\n": typeof types.UnreadTicketCountDocument,
    "\n  mutation UpdateTicket($input: UpdateTicketInput!) {\n    updateTicket(input: $input) {\n      ...TicketDetailFields\n    }\n  }\n": typeof types.UpdateTicketDocument,
    "\n  mutation ReplyToTicket($input: ReplyToTicketInput!) {\n    replyToTicket(input: $input) {\n      ...TicketDetailFields\n    }\n  }\n": typeof types.ReplyToTicketDocument,
    "\n  mutation DeleteTicket($input: TicketIdInput!) {\n    deleteTicket(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteTicketDocument,
    "\n  mutation CreateTicket($input: CreateTicketInput!) {\n    createTicket(input: $input) {\n      ...TicketDetailFields\n    }\n  }\n": typeof types.CreateTicketDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    portalId\n    url\n    description\n    events\n    status\n    disabledReason\n    failureStreak\n    previousSecretExpiresAt\n    createdAt\n    updatedAt\n  }\n": typeof types.WebhookEndpointFieldsFragmentDoc,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    endpointId\n    messageId\n    eventType\n    status\n    attemptCount\n    responseStatus\n    durationMs\n    lastError\n    nextAttemptAt\n    payload\n    createdAt\n    updatedAt\n    attempts {\n      id\n      attempt\n      responseStatus\n      error\n      responseExcerpt\n      durationMs\n      createdAt\n    }\n  }\n": typeof types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookEndpoints($portalId: ID!) {\n    webhookEndpoints(portalId: $portalId) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...WebhookDeliveryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($input: WebhookEndpointIdInput!) {\n    deleteWebhookEndpoint(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($input: WebhookEndpointIdInput!) {\n    rotateWebhookSecret(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation SendWebhookTestEvent($input: SendWebhookTestEventInput!) {\n    sendWebhookTestEvent(input: $input) {\n      ...WebhookDeliveryFields\n    }\n  }\n": typeof types.SendWebhookTestEventDocument,
    "\n  mutation RetryWebhookDelivery($input: RetryWebhookDeliveryInput!) {\n    retryWebhookDelivery(input: $input) {\n      ...WebhookDeliveryFields\n    }\n  }\n": typeof types.RetryWebhookDeliveryDocument,
    "\n  fragment WorkflowFields on Workflow {\n    id\n    portalId\n    name\n    slug\n    accessType\n    allowRepeat\n    published\n    publishedVersion\n    publishedAt\n    changedSincePublish\n    revision\n    stepCount\n    runsInProgress\n    runsCompleted\n    awaitingApproval\n    createdAt\n    updatedAt\n  }\n": typeof types.WorkflowFieldsFragmentDoc,
    "\n  fragment WorkflowDetailFields on WorkflowDetail {\n    id\n    portalId\n    name\n    slug\n    accessType\n    allowRepeat\n    published\n    publishedVersion\n    publishedAt\n    changedSincePublish\n    revision\n    stepCount\n    runsInProgress\n    runsCompleted\n    awaitingApproval\n    createdAt\n    updatedAt\n    graph {\n      nodes {\n        id\n        type\n        name\n        config\n        position {\n          x\n          y\n        }\n      }\n      edges {\n        from\n        to\n        branch\n      }\n    }\n    problems {\n      nodeId\n      message\n    }\n  }\n": typeof types.WorkflowDetailFieldsFragmentDoc,
    "\n  query Workflows($portalId: ID!) {\n    workflows(portalId: $portalId) {\n      ...WorkflowFields\n    }\n  }\n": typeof types.WorkflowsDocument,
    "\n  query Workflow($portalId: ID!, $slug: String!) {\n    workflow(portalId: $portalId, slug: $slug) {\n      ...WorkflowDetailFields\n    }\n  }\n": typeof types.WorkflowDocument,
    "\n  mutation CreateWorkflow($input: CreateWorkflowInput!) {\n    createWorkflow(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n": typeof types.CreateWorkflowDocument,
    "\n  mutation UpdateWorkflow($input: UpdateWorkflowInput!) {\n    updateWorkflow(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n": typeof types.UpdateWorkflowDocument,
    "\n  mutation DeleteWorkflow($input: WorkflowIdInput!) {\n    deleteWorkflow(input: $input) {\n      id\n      runsInProgress\n      runsCompleted\n    }\n  }\n": typeof types.DeleteWorkflowDocument,
    "\n  mutation DuplicateWorkflow($input: WorkflowIdInput!) {\n    duplicateWorkflow(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n": typeof types.DuplicateWorkflowDocument,
    "\n  mutation PublishWorkflow($input: PublishWorkflowInput!) {\n    publishWorkflow(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n": typeof types.PublishWorkflowDocument,
    "\n  mutation ChangeWorkflowSlug($input: ChangeWorkflowSlugInput!) {\n    changeWorkflowSlug(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n": typeof types.ChangeWorkflowSlugDocument,
    "\n  mutation ChangeWorkflowAccessType($input: ChangeWorkflowAccessTypeInput!) {\n    changeWorkflowAccessType(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n": typeof types.ChangeWorkflowAccessTypeDocument,
    "\n  mutation RenameWorkflowStep($input: RenameWorkflowStepInput!) {\n    renameWorkflowStep(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n": typeof types.RenameWorkflowStepDocument,
    "\n  fragment RunFields on WorkflowRun {\n    id\n    workflowId\n    version\n    status\n    customer {\n      id\n      name\n      email\n    }\n    visitorEmail\n    currentStep {\n      id\n      name\n      type\n      content\n    }\n    steps {\n      id\n      name\n      type\n      answer\n      questions {\n        key\n        label\n        type\n        value\n      }\n      at\n    }\n    lastDecision {\n      stepName\n      decision\n      comment\n      decidedBy\n      at\n    }\n    repeatable\n    createdAt\n    updatedAt\n    completedAt\n  }\n": typeof types.RunFieldsFragmentDoc,
    "\n  query WorkflowRuns($workflowId: ID!, $status: WorkflowRunStatus, $first: Int, $after: String) {\n    workflowRuns(workflowId: $workflowId, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          ...RunFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.WorkflowRunsDocument,
    "\n  mutation DecideWorkflowRun($input: DecideWorkflowRunInput!) {\n    decideWorkflowRun(input: $input) {\n      ...RunFields\n    }\n  }\n": typeof types.DecideWorkflowRunDocument,
    "\n  query WorkflowAssignments($workflowId: ID!) {\n    workflowAssignments(workflowId: $workflowId) {\n      customerId\n      name\n      email\n      status\n      assignedAt\n    }\n  }\n": typeof types.WorkflowAssignmentsDocument,
    "\n  query CustomerWorkflowAssignments($customerId: ID!) {\n    customerWorkflowAssignments(customerId: $customerId) {\n      workflowId\n      name\n      slug\n      accessType\n      assignedAt\n    }\n  }\n": typeof types.CustomerWorkflowAssignmentsDocument,
    "\n  mutation AssignWorkflow($input: WorkflowAssignmentInput!) {\n    assignWorkflow(input: $input) {\n      id\n    }\n  }\n": typeof types.AssignWorkflowDocument,
    "\n  mutation UnassignWorkflow($input: WorkflowAssignmentInput!) {\n    unassignWorkflow(input: $input) {\n      id\n    }\n  }\n": typeof types.UnassignWorkflowDocument,
    "\n  query SandboxViewer {\n    me {\n      id\n      firstName\n      lastName\n      email\n    }\n    workspaces {\n      id\n      name\n      current\n    }\n  }\n": typeof types.SandboxViewerDocument,
};
const documents: Documents = {
    "\n  query WorkspacePlan {\n    workspacePlan {\n      name\n      recordsUsed\n      recordsLimit\n      storageUsedBytes\n      storageLimitBytes\n    }\n  }\n": types.WorkspacePlanDocument,
    "\n  fragment PortalEventFields on PortalActivityEvent {\n    id\n    type\n    customerId\n    customer {\n      id\n      name\n      email\n    }\n    data\n    at\n  }\n": types.PortalEventFieldsFragmentDoc,
    "\n  query PortalEvents($portalId: ID!, $type: String, $customerId: ID, $first: Int, $after: String) {\n    portalEvents(portalId: $portalId, type: $type, customerId: $customerId, first: $first, after: $after) {\n      edges {\n        node {\n          ...PortalEventFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.PortalEventsDocument,
    "\n  query PortalAnalytics($portalId: ID!, $days: Int!) {\n    portalAnalytics(portalId: $portalId, days: $days) {\n      portalId\n      days\n      timeZone\n      series {\n        date\n        visits\n        pageViews\n        signIns\n        workflowCompletions\n        tickets\n      }\n      totals {\n        visits\n        pageViews\n        signIns\n        workflowCompletions\n        tickets\n      }\n      topPages {\n        path\n        title\n        views\n      }\n    }\n  }\n": types.PortalAnalyticsDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    status\n    requestsPerMinute\n    costPerMinute\n    createdByName\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n": types.ApiKeyFieldsFragmentDoc,
    "\n  fragment ApiScopeFields on ApiScope {\n    scope\n    resource\n    label\n    access\n    description\n  }\n": types.ApiScopeFieldsFragmentDoc,
    "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n    apiKeyScopes {\n      ...ApiScopeFields\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key {\n        ...ApiKeyFields\n      }\n      secret\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($input: RevokeApiKeyInput!) {\n    revokeApiKey(input: $input) {\n      ...ApiKeyFields\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  fragment HostCallFields on Call {\n    id\n    status\n    paymentStatus\n    startAt\n    endAt\n    serviceId\n    serviceTitle\n    reason\n    cancelledBy\n    guest {\n      name\n      email\n      notes\n      timezone\n    }\n    answers {\n      key\n      label\n      text\n    }\n    location {\n      kind\n      value\n    }\n  }\n": types.HostCallFieldsFragmentDoc,
    "\n  fragment CallPage on CallConnection {\n    edges {\n      node {\n        ...HostCallFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": types.CallPageFragmentDoc,
    "\n  query UpcomingCalls($after: String) {\n    upcomingCalls(first: 20, after: $after) {\n      ...CallPage\n    }\n  }\n": types.UpcomingCallsDocument,
    "\n  query CallRequests($after: String) {\n    callRequests(first: 20, after: $after) {\n      ...CallPage\n    }\n  }\n": types.CallRequestsDocument,
    "\n  query PastCalls($after: String) {\n    pastCalls(first: 20, after: $after) {\n      ...CallPage\n    }\n  }\n": types.PastCallsDocument,
    "\n  query CallsBetween($from: String!, $to: String!) {\n    callsBetween(from: $from, to: $to) {\n      ...HostCallFields\n    }\n  }\n": types.CallsBetweenDocument,
    "\n  query CallsHost {\n    me {\n      id\n      username\n      timezone\n    }\n  }\n": types.CallsHostDocument,
    "\n  mutation AcceptCall($id: ID!) {\n    acceptCall(input: { id: $id }) {\n      ...HostCallFields\n    }\n  }\n": types.AcceptCallDocument,
    "\n  mutation DeclineCall($id: ID!, $reason: String) {\n    declineCall(input: { id: $id, reason: $reason }) {\n      ...HostCallFields\n    }\n  }\n": types.DeclineCallDocument,
    "\n  mutation CancelCall($id: ID!, $reason: String) {\n    cancelCall(input: { id: $id, reason: $reason }) {\n      ...HostCallFields\n    }\n  }\n": types.CancelCallDocument,
    "\n  mutation RescheduleCall($id: ID!, $start: String!) {\n    rescheduleCall(input: { id: $id, start: $start }) {\n      ...HostCallFields\n    }\n  }\n": types.RescheduleCallDocument,
    "\n  query CallFeed {\n    callFeed {\n      active\n      createdAt\n    }\n  }\n": types.CallFeedDocument,
    "\n  mutation RotateCallFeed {\n    rotateCallFeed {\n      url\n    }\n  }\n": types.RotateCallFeedDocument,
    "\n  mutation RevokeCallFeed {\n    revokeCallFeed {\n      revoked\n    }\n  }\n": types.RevokeCallFeedDocument,
    "\n  fragment CustomerFields on CustomerUser {\n    id\n    portalId\n    email\n    name\n    status\n    context\n    lastLoginAt\n    createdAt\n    updatedAt\n    ticketCount\n  }\n": types.CustomerFieldsFragmentDoc,
    "\n  query Customers($portalId: ID!, $status: CustomerStatus, $search: String, $first: Int, $after: String) {\n    customers(portalId: $portalId, status: $status, search: $search, first: $first, after: $after) {\n      edges {\n        node {\n          ...CustomerFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CustomersDocument,
    "\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      ...CustomerFields\n    }\n    customerRecords(id: $id) {\n      collectionId\n      collectionName\n      recordId\n      fieldLabel\n      label\n    }\n    customerActivity(id: $id, first: 30) {\n      edges {\n        node {\n          id\n          type\n          data\n          at\n        }\n      }\n    }\n  }\n": types.CustomerDocument,
    "\n  query CustomerDeletionPreview($id: ID!) {\n    customerDeletionPreview(id: $id) {\n      id\n      ticketsDeleted\n      recordsCleared\n    }\n  }\n": types.CustomerDeletionPreviewDocument,
    "\n  mutation InviteCustomer($input: InviteCustomerInput!) {\n    inviteCustomer(input: $input) {\n      ...CustomerFields\n    }\n  }\n": types.InviteCustomerDocument,
    "\n  mutation ImportCustomers($input: ImportCustomersInput!) {\n    importCustomers(input: $input) {\n      created\n      skipped\n      rows {\n        row\n        email\n        name\n        outcome\n        message\n      }\n    }\n  }\n": types.ImportCustomersDocument,
    "\n  mutation UpdateCustomer($input: UpdateCustomerInput!) {\n    updateCustomer(input: $input) {\n      ...CustomerFields\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  mutation DeleteCustomer($input: CustomerIdInput!) {\n    deleteCustomer(input: $input) {\n      id\n    }\n  }\n": types.DeleteCustomerDocument,
    "\n  mutation ResendCustomerInvite($input: CustomerIdInput!) {\n    resendCustomerInvite(input: $input) {\n      ...CustomerFields\n    }\n  }\n": types.ResendCustomerInviteDocument,
    "\n  mutation SetCustomerStatus($input: SetCustomerStatusInput!) {\n    setCustomerStatus(input: $input) {\n      ...CustomerFields\n    }\n  }\n": types.SetCustomerStatusDocument,
    "\n  mutation SetCustomerContext($input: SetCustomerContextInput!) {\n    setCustomerContext(input: $input) {\n      ...CustomerFields\n    }\n  }\n": types.SetCustomerContextDocument,
    "\n  query CustomerLoginConfig($portalId: ID!) {\n    customerLoginConfig(portalId: $portalId) {\n      portalId\n      selfSignup\n      allowedEmailDomains\n      magicLinkTtlMinutes\n    }\n  }\n": types.CustomerLoginConfigDocument,
    "\n  mutation UpdateCustomerLoginConfig($input: CustomerLoginConfigInput!) {\n    updateCustomerLoginConfig(input: $input) {\n      portalId\n      selfSignup\n      allowedEmailDomains\n      magicLinkTtlMinutes\n    }\n  }\n": types.UpdateCustomerLoginConfigDocument,
    "\n  fragment CollectionFields on Collection {\n    id\n    portalId\n    name\n    slug\n    recordCount\n    fields {\n      key\n      label\n      type\n      required\n      unique\n      choices {\n        value\n        color\n      }\n      relationCollectionId\n      defaultValue\n      numberFormat {\n        style\n        decimals\n        currency\n      }\n    }\n    customerAccess {\n      mode\n      fieldKey\n    }\n    createdAt\n    updatedAt\n  }\n": types.CollectionFieldsFragmentDoc,
    "\n  fragment RecordFields on CollectionRecord {\n    id\n    collectionId\n    data\n    links {\n      fieldKey\n      recordId\n      collectionId\n      label\n    }\n    customers {\n      fieldKey\n      customerId\n      name\n      email\n    }\n    createdAt\n    updatedAt\n  }\n": types.RecordFieldsFragmentDoc,
    "\n  query Collections($portalId: ID!) {\n    collections(portalId: $portalId) {\n      ...CollectionFields\n    }\n  }\n": types.CollectionsDocument,
    "\n  query Records($collectionId: ID!, $filter: [RecordFilterInput!], $sort: [RecordSortInput!], $first: Int, $after: String) {\n    records(collectionId: $collectionId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      edges {\n        node {\n          ...RecordFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.RecordsDocument,
    "\n  query RecordCount($collectionId: ID!, $filter: [RecordFilterInput!]) {\n    recordCount(collectionId: $collectionId, filter: $filter)\n  }\n": types.RecordCountDocument,
    "\n  mutation CreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      ...CollectionFields\n    }\n  }\n": types.CreateCollectionDocument,
    "\n  mutation UpdateCollection($input: UpdateCollectionInput!) {\n    updateCollection(input: $input) {\n      ...CollectionFields\n    }\n  }\n": types.UpdateCollectionDocument,
    "\n  mutation DeleteCollection($id: ID!) {\n    deleteCollection(input: { id: $id }) {\n      id\n      recordCount\n    }\n  }\n": types.DeleteCollectionDocument,
    "\n  mutation CreateRecord($collectionId: ID!, $data: JSONObject!) {\n    createRecord(input: { collectionId: $collectionId, data: $data }) {\n      ...RecordFields\n    }\n  }\n": types.CreateRecordDocument,
    "\n  mutation UpdateRecord($id: ID!, $data: JSONObject!) {\n    updateRecord(input: { id: $id, data: $data }) {\n      ...RecordFields\n    }\n  }\n": types.UpdateRecordDocument,
    "\n  mutation DeleteRecords($collectionId: ID!, $ids: [ID!]!) {\n    deleteRecords(input: { collectionId: $collectionId, ids: $ids }) {\n      deleted\n    }\n  }\n": types.DeleteRecordsDocument,
    "\n  mutation SetCollectionCustomerAccess($input: SetCollectionCustomerAccessInput!) {\n    setCollectionCustomerAccess(input: $input) {\n      ...CollectionFields\n    }\n  }\n": types.SetCollectionCustomerAccessDocument,
    "\n  fragment CollectionViewFields on CollectionView {\n    id\n    collectionId\n    name\n    filter {\n      field\n      op\n      value\n    }\n    sorts {\n      field\n      direction\n    }\n    hiddenFields\n    fieldOrder\n    position\n    updatedAt\n  }\n": types.CollectionViewFieldsFragmentDoc,
    "\n  query CollectionViews($collectionId: ID!) {\n    collectionViews(collectionId: $collectionId) {\n      ...CollectionViewFields\n    }\n  }\n": types.CollectionViewsDocument,
    "\n  mutation CreateCollectionView($input: CreateCollectionViewInput!) {\n    createCollectionView(input: $input) {\n      ...CollectionViewFields\n    }\n  }\n": types.CreateCollectionViewDocument,
    "\n  mutation UpdateCollectionView($input: UpdateCollectionViewInput!) {\n    updateCollectionView(input: $input) {\n      ...CollectionViewFields\n    }\n  }\n": types.UpdateCollectionViewDocument,
    "\n  mutation DeleteCollectionView($input: CollectionViewIdInput!) {\n    deleteCollectionView(input: $input) {\n      id\n    }\n  }\n": types.DeleteCollectionViewDocument,
    "\n  mutation ReorderCollectionViews($input: ReorderCollectionViewsInput!) {\n    reorderCollectionViews(input: $input) {\n      ...CollectionViewFields\n    }\n  }\n": types.ReorderCollectionViewsDocument,
    "\n  fragment CalendarAccountFields on GoogleCalendarAccount {\n    provider\n    accountEmail\n    status\n    statusReason\n    conflictCalendarIds\n    hostCalendarId\n    connectedAt\n  }\n": types.CalendarAccountFieldsFragmentDoc,
    "\n  query CalendarConnection {\n    calendarConnection {\n      connected\n      connection {\n        ...CalendarAccountFields\n      }\n    }\n  }\n": types.CalendarConnectionDocument,
    "\n  fragment CalendarOptionsFields on CalendarOptions {\n    connection {\n      ...CalendarAccountFields\n    }\n    calendars {\n      id\n      summary\n      primary\n      accessRole\n      backgroundColor\n    }\n  }\n": types.CalendarOptionsFieldsFragmentDoc,
    "\n  query CalendarOptions {\n    calendarOptions {\n      ...CalendarOptionsFields\n    }\n  }\n": types.CalendarOptionsDocument,
    "\n  mutation StartGoogleCalendarConnect {\n    startGoogleCalendarConnect {\n      url\n    }\n  }\n": types.StartGoogleCalendarConnectDocument,
    "\n  mutation DisconnectGoogleCalendar {\n    disconnectGoogleCalendar {\n      connected\n      connection {\n        ...CalendarAccountFields\n      }\n    }\n  }\n": types.DisconnectGoogleCalendarDocument,
    "\n  mutation UpdateCalendarConflicts($input: CalendarConflictsInput!) {\n    updateCalendarConflicts(input: $input) {\n      ...CalendarOptionsFields\n    }\n  }\n": types.UpdateCalendarConflictsDocument,
    "\n  mutation SetCalendarHost($input: CalendarHostInput!) {\n    setCalendarHost(input: $input) {\n      ...CalendarOptionsFields\n    }\n  }\n": types.SetCalendarHostDocument,
    "\n  query GoogleSignInStatus {\n    signInProviders {\n      google\n    }\n    me {\n      id\n      googleLinked\n    }\n  }\n": types.GoogleSignInStatusDocument,
    "\n  mutation StartGoogleLink($input: GoogleSignInStartInput!) {\n    startGoogleLink(input: $input) {\n      url\n      state\n      redirectUri\n    }\n  }\n": types.StartGoogleLinkDocument,
    "\n  mutation UnlinkGoogle {\n    unlinkGoogle {\n      id\n      googleLinked\n    }\n  }\n": types.UnlinkGoogleDocument,
    "\n  fragment PortalPageSummaryFields on PortalPageSummary {\n    id\n    portalId\n    title\n    path\n    description\n    visibility\n    position\n    revision\n    publishedAt\n    unpublishedChanges\n    updatedAt\n  }\n": types.PortalPageSummaryFieldsFragmentDoc,
    "\n  fragment PortalPageFields on PortalPage {\n    id\n    portalId\n    title\n    path\n    description\n    visibility\n    position\n    revision\n    publishedAt\n    unpublishedChanges\n    updatedAt\n    blocks\n    publishProblems {\n      path\n      blockId\n      message\n    }\n  }\n": types.PortalPageFieldsFragmentDoc,
    "\n  fragment PortalLayoutFields on PortalLayout {\n    portalId\n    layout\n    revision\n    publishedAt\n    unpublishedChanges\n    updatedAt\n  }\n": types.PortalLayoutFieldsFragmentDoc,
    "\n  query PortalSite($portalId: ID!) {\n    portalLayout(portalId: $portalId) {\n      ...PortalLayoutFields\n    }\n    portalPages(portalId: $portalId) {\n      ...PortalPageSummaryFields\n    }\n  }\n": types.PortalSiteDocument,
    "\n  query PortalPage($id: ID!) {\n    portalPage(id: $id) {\n      ...PortalPageFields\n    }\n  }\n": types.PortalPageDocument,
    "\n  query PagePreviewSources($portalId: ID!) {\n    collections(portalId: $portalId) {\n      id\n      name\n      fields {\n        key\n        label\n        type\n      }\n      customerAccess {\n        mode\n        fieldKey\n      }\n    }\n    workflows(portalId: $portalId) {\n      id\n      name\n      slug\n      accessType\n      published\n    }\n  }\n": types.PagePreviewSourcesDocument,
    "\n  mutation UpdatePortalLayout($input: UpdatePortalLayoutInput!) {\n    updatePortalLayout(input: $input) {\n      ...PortalLayoutFields\n    }\n  }\n": types.UpdatePortalLayoutDocument,
    "\n  mutation CreatePortalPage($input: CreatePortalPageInput!) {\n    createPortalPage(input: $input) {\n      ...PortalPageFields\n    }\n  }\n": types.CreatePortalPageDocument,
    "\n  mutation UpdatePortalPage($input: UpdatePortalPageInput!) {\n    updatePortalPage(input: $input) {\n      ...PortalPageFields\n    }\n  }\n": types.UpdatePortalPageDocument,
    "\n  mutation DeletePortalPage($input: PortalPageIdInput!) {\n    deletePortalPage(input: $input) {\n      id\n    }\n  }\n": types.DeletePortalPageDocument,
    "\n  mutation ReorderPortalPages($input: ReorderPortalPagesInput!) {\n    reorderPortalPages(input: $input) {\n      ...PortalPageSummaryFields\n    }\n  }\n": types.ReorderPortalPagesDocument,
    "\n  mutation PublishPortalSite($input: PublishPortalSiteInput!) {\n    publishPortalSite(input: $input) {\n      portalId\n      publishedAt\n      pages\n      unpublishedChanges\n    }\n  }\n": types.PublishPortalSiteDocument,
    "\n  fragment PaymentSettingsFields on PaymentSettings {\n    stripe {\n      configured\n      secretKeyMasked\n      publishableKey\n      webhookSecretSet\n      accountName\n      webhookUrl\n    }\n    upi {\n      vpa\n      payeeName\n      callbackSecretSet\n      callbackUrl\n    }\n    holdDays\n    currency\n  }\n": types.PaymentSettingsFieldsFragmentDoc,
    "\n  query PaymentSettings {\n    paymentSettings {\n      ...PaymentSettingsFields\n    }\n  }\n": types.PaymentSettingsDocument,
    "\n  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n    updatePaymentSettings(input: $input) {\n      ...PaymentSettingsFields\n    }\n  }\n": types.UpdatePaymentSettingsDocument,
    "\n  fragment PaymentFields on Payment {\n    id\n    method\n    status\n    amount\n    currency\n    refundedAmount\n    description\n    payerName\n    payerEmail\n    reference\n    providerRef\n    failureReason\n    callId\n    runId\n    paidAt\n    createdAt\n    withdrawable\n  }\n": types.PaymentFieldsFragmentDoc,
    "\n  query Payments($status: PaymentStatus, $method: PaymentMethod, $after: String) {\n    payments(first: 25, after: $after, status: $status, method: $method) {\n      edges {\n        node {\n          ...PaymentFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.PaymentsDocument,
    "\n  query PaymentBalances {\n    paymentBalances {\n      currency\n      pending\n      paid\n      withdrawable\n      paidOut\n      refunded\n    }\n  }\n": types.PaymentBalancesDocument,
    "\n  query Payouts {\n    payouts {\n      id\n      currency\n      amount\n      payments\n      note\n      createdAt\n    }\n  }\n": types.PayoutsDocument,
    "\n  mutation RefundPayment($input: RefundPaymentInput!) {\n    refundPayment(input: $input) {\n      ...PaymentFields\n    }\n  }\n": types.RefundPaymentDocument,
    "\n  mutation MarkUpiPaymentReceived($input: UpiReceivedInput!) {\n    markUpiPaymentReceived(input: $input) {\n      ...PaymentFields\n    }\n  }\n": types.MarkUpiPaymentReceivedDocument,
    "\n  mutation CreatePayout($input: PayoutInput!) {\n    createPayout(input: $input) {\n      id\n      currency\n      amount\n      payments\n      note\n      createdAt\n    }\n  }\n": types.CreatePayoutDocument,
    "\n  fragment PortalFields on Portal {\n    id\n    name\n    slug\n    subDomain\n    subDomainUrl\n    logoUrl\n    theme {\n      primaryColor\n      accentColor\n      mode\n      font\n      radius\n    }\n    basicInfo {\n      title\n      description\n      supportEmail\n    }\n    createdAt\n    updatedAt\n  }\n": types.PortalFieldsFragmentDoc,
    "\n  query PortalList($first: Int, $after: String) {\n    portals(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PortalFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.PortalListDocument,
    "\n  query PortalBySlug($slug: String!) {\n    portal(slug: $slug) {\n      ...PortalFields\n    }\n  }\n": types.PortalBySlugDocument,
    "\n  mutation CreatePortal($input: CreatePortalInput!) {\n    createPortal(input: $input) {\n      ...PortalFields\n    }\n  }\n": types.CreatePortalDocument,
    "\n  mutation DeletePortal($id: ID!) {\n    deletePortal(input: { id: $id }) {\n      id\n      name\n    }\n  }\n": types.DeletePortalDocument,
    "\n  query SubDomainAvailability($subDomain: String!, $portalId: ID) {\n    isSubDomainAvailable(subDomain: $subDomain, portalId: $portalId) {\n      available\n      reason\n    }\n  }\n": types.SubDomainAvailabilityDocument,
    "\n  query SlugAvailability($slug: String!, $portalId: ID) {\n    isSlugAvailable(slug: $slug, portalId: $portalId) {\n      available\n      reason\n    }\n  }\n": types.SlugAvailabilityDocument,
    "\n  mutation UpdatePortal($input: UpdatePortalInput!) {\n    updatePortal(input: $input) {\n      ...PortalFields\n    }\n  }\n": types.UpdatePortalDocument,
    "\n  mutation UpdatePortalSubDomain($portalId: ID!, $subDomain: String!) {\n    updatePortalSubDomain(input: { portalId: $portalId, subDomain: $subDomain }) {\n      ...PortalFields\n    }\n  }\n": types.UpdatePortalSubDomainDocument,
    "\n  mutation UpdatePortalBasicInfo($portalId: ID!, $basicInfo: PortalBasicInfoInput!) {\n    updatePortalBasicInfo(input: { portalId: $portalId, basicInfo: $basicInfo }) {\n      ...PortalFields\n    }\n  }\n": types.UpdatePortalBasicInfoDocument,
    "\n  mutation UpdatePortalTheme($portalId: ID!, $theme: PortalThemeInput!) {\n    updatePortalTheme(input: { portalId: $portalId, theme: $theme }) {\n      ...PortalFields\n    }\n  }\n": types.UpdatePortalThemeDocument,
    "\n  mutation RemovePortalLogo($portalId: ID!) {\n    removePortalLogo(input: { portalId: $portalId }) {\n      ...PortalFields\n    }\n  }\n": types.RemovePortalLogoDocument,
    "\n  query PortalEmailPreview($portalId: ID!, $template: PortalEmailTemplate!) {\n    portalEmailPreview(portalId: $portalId, template: $template) {\n      template\n      label\n      subject\n      from\n      replyTo\n      html\n      text\n    }\n  }\n": types.PortalEmailPreviewDocument,
    "\n  fragment HostAvailabilityFields on HostAvailability {\n    isDefault\n    timezone\n    weekly {\n      mon {\n        start\n        end\n      }\n      tue {\n        start\n        end\n      }\n      wed {\n        start\n        end\n      }\n      thu {\n        start\n        end\n      }\n      fri {\n        start\n        end\n      }\n      sat {\n        start\n        end\n      }\n      sun {\n        start\n        end\n      }\n    }\n    dateOverrides {\n      date\n      ranges {\n        start\n        end\n      }\n    }\n  }\n": types.HostAvailabilityFieldsFragmentDoc,
    "\n  query DefaultAvailability {\n    me {\n      id\n      username\n      timezone\n    }\n    defaultAvailability {\n      ...HostAvailabilityFields\n    }\n  }\n": types.DefaultAvailabilityDocument,
    "\n  mutation UpdateDefaultAvailability($input: HostAvailabilityInput!) {\n    updateDefaultAvailability(input: $input) {\n      ...HostAvailabilityFields\n    }\n  }\n": types.UpdateDefaultAvailabilityDocument,
    "\n  query ServiceAvailability($serviceId: ID!) {\n    serviceAvailability(serviceId: $serviceId) {\n      ...HostAvailabilityFields\n    }\n  }\n": types.ServiceAvailabilityDocument,
    "\n  mutation UpdateServiceAvailability($input: ServiceAvailabilityInput!) {\n    updateServiceAvailability(input: $input) {\n      ...HostAvailabilityFields\n    }\n  }\n": types.UpdateServiceAvailabilityDocument,
    "\n  fragment ServiceFields on Service {\n    id\n    title\n    slug\n    description\n    durationMinutes\n    price {\n      amount\n      currency\n    }\n    requiresApproval\n    payBeforeBooking\n    active\n    bufferBeforeMinutes\n    bufferAfterMinutes\n    minimumNoticeMinutes\n    bookingWindowDays\n    dailyLimit\n    location {\n      kind\n      value\n    }\n    questions {\n      key\n      label\n      type\n      required\n      choices\n    }\n  }\n": types.ServiceFieldsFragmentDoc,
    "\n  query MyServices {\n    me {\n      id\n      username\n      timezone\n    }\n    myServices {\n      ...ServiceFields\n    }\n  }\n": types.MyServicesDocument,
    "\n  mutation CreateService($input: CreateServiceInput!) {\n    createService(input: $input) {\n      ...ServiceFields\n    }\n  }\n": types.CreateServiceDocument,
    "\n  mutation UpdateService($input: UpdateServiceInput!) {\n    updateService(input: $input) {\n      ...ServiceFields\n    }\n  }\n": types.UpdateServiceDocument,
    "\n  mutation DeleteService($id: ID!, $cancelUpcoming: Boolean) {\n    deleteService(input: { id: $id, cancelUpcoming: $cancelUpcoming }) {\n      id\n    }\n  }\n": types.DeleteServiceDocument,
    "\n  query ServiceSlotCheck($serviceId: ID!, $start: String!) {\n    serviceSlotCheck(serviceId: $serviceId, start: $start) {\n      offered\n      code\n      reason\n    }\n  }\n": types.ServiceSlotCheckDocument,
    "\n  query ServiceSlots($serviceId: ID!, $from: String!, $to: String!, $timezone: String!) {\n    serviceSlots(serviceId: $serviceId, from: $from, to: $to, timezone: $timezone) {\n      timezone\n      days {\n        date\n        slots\n      }\n    }\n  }\n": types.ServiceSlotsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input)\n  }\n": types.ChangeEmailDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      ip\n      createdAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(input: { id: $id }) {\n      revoked\n    }\n  }\n": types.RevokeSessionDocument,
    "\n  mutation RevokeOtherSessions {\n    revokeOtherSessions {\n      revoked\n    }\n  }\n": types.RevokeOtherSessionsDocument,
    "\n  fragment SettingsUser on User {\n    id\n    email\n    firstName\n    lastName\n    username\n    timezone\n    profileImageUrl\n    bio\n    emailVerified\n    currentWorkspaceId\n    createdAt\n  }\n": types.SettingsUserFragmentDoc,
    "\n  query SettingsOverview {\n    me {\n      ...SettingsUser\n    }\n    workspaces {\n      id\n      name\n      role\n      current\n    }\n  }\n": types.SettingsOverviewDocument,
    "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      ...SettingsUser\n    }\n  }\n": types.UpdateMeDocument,
    "\n  query UsernameAvailability($username: String!) {\n    usernameAvailability(username: $username) {\n      available\n      reason\n    }\n  }\n": types.UsernameAvailabilityDocument,
    "\n  mutation ChangeUsername($username: String!) {\n    changeUsername(input: { username: $username }) {\n      ...SettingsUser\n    }\n  }\n": types.ChangeUsernameDocument,
    "\n  mutation RemoveDisplayImage {\n    removeDisplayImage {\n      ...SettingsUser\n    }\n  }\n": types.RemoveDisplayImageDocument,
    "\n  mutation ChangeWorkspace($workspaceId: ID!) {\n    changeWorkspace(input: { workspaceId: $workspaceId }) {\n      id\n      name\n      role\n      current\n    }\n  }\n": types.ChangeWorkspaceDocument,
    "\n  fragment TeamMemberFields on WorkspaceMember {\n    userId\n    email\n    firstName\n    lastName\n    profileImageUrl\n    role\n    joinedAt\n    you\n  }\n": types.TeamMemberFieldsFragmentDoc,
    "\n  fragment TeamInvitationFields on WorkspaceInvitation {\n    id\n    email\n    role\n    invitedBy\n    createdAt\n    expiresAt\n    expired\n  }\n": types.TeamInvitationFieldsFragmentDoc,
    "\n  query Team {\n    workspaces {\n      id\n      name\n      role\n      current\n    }\n    workspaceMembers {\n      ...TeamMemberFields\n    }\n    workspaceInvitations {\n      ...TeamInvitationFields\n    }\n  }\n": types.TeamDocument,
    "\n  mutation InviteTeammate($input: InviteTeammateInput!) {\n    inviteTeammate(input: $input) {\n      ...TeamInvitationFields\n    }\n  }\n": types.InviteTeammateDocument,
    "\n  mutation CancelInvitation($id: ID!) {\n    cancelInvitation(input: { id: $id }) {\n      id\n    }\n  }\n": types.CancelInvitationDocument,
    "\n  mutation ChangeMemberRole($input: ChangeMemberRoleInput!) {\n    changeMemberRole(input: $input) {\n      ...TeamMemberFields\n    }\n  }\n": types.ChangeMemberRoleDocument,
    "\n  mutation RemoveMember($userId: ID!) {\n    removeMember(input: { userId: $userId }) {\n      userId\n    }\n  }\n": types.RemoveMemberDocument,
    "\n  mutation TransferOwnership($userId: ID!) {\n    transferOwnership(input: { userId: $userId }) {\n      ...TeamMemberFields\n    }\n  }\n": types.TransferOwnershipDocument,
    "\n  mutation LeaveWorkspace {\n    leaveWorkspace(input: {}) {\n      id\n      name\n      role\n      current\n    }\n  }\n": types.LeaveWorkspaceDocument,
    "\n  query InvitationPreview($token: String!) {\n    invitationPreview(token: $token) {\n      workspaceName\n      invitedBy\n      email\n      role\n      expired\n    }\n  }\n": types.InvitationPreviewDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(input: { token: $token }) {\n      id\n      name\n      role\n      current\n    }\n  }\n": types.AcceptInvitationDocument,
    "\n  query CurrentWorkspaceRole {\n    workspaces {\n      id\n      name\n      role\n      current\n    }\n  }\n": types.CurrentWorkspaceRoleDocument,
    "\n  fragment DataExportFields on DataExport {\n    id\n    status\n    sizeBytes\n    createdAt\n    finishedAt\n    expiresAt\n  }\n": types.DataExportFieldsFragmentDoc,
    "\n  query MyDataExports {\n    myDataExports {\n      ...DataExportFields\n    }\n  }\n": types.MyDataExportsDocument,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      ...DataExportFields\n    }\n  }\n": types.RequestDataExportDocument,
    "\n  query AccountDeletionPreview {\n    accountDeletionPreview {\n      deletedWorkspaces {\n        id\n        name\n      }\n      leftWorkspaces {\n        id\n        name\n      }\n      blockingWorkspaces {\n        id\n        name\n      }\n    }\n  }\n": types.AccountDeletionPreviewDocument,
    "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      id\n    }\n  }\n": types.DeleteAccountDocument,
    "\n  fragment TicketFields on Ticket {\n    id\n    number\n    subject\n    status\n    priority\n    unread\n    messageCount\n    lastMessageAt\n    createdAt\n    customer {\n      id\n      name\n      email\n    }\n    assignee {\n      id\n      name\n      email\n    }\n  }\n": types.TicketFieldsFragmentDoc,
    "\n  query Tickets(\n    $portalId: ID!\n    $status: TicketStatus\n    $priority: TicketPriority\n    $assigneeUserId: String\n    $customerId: ID\n    $unreadOnly: Boolean\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    tickets(\n      portalId: $portalId\n      status: $status\n      priority: $priority\n      assigneeUserId: $assigneeUserId\n      customerId: $customerId\n      unreadOnly: $unreadOnly\n      search: $search\n      first: $first\n      after: $after\n    ) {\n      edges {\n        node {\n          ...TicketFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.TicketsDocument,
    "\n  fragment TicketDetailFields on TicketDetail {\n    id\n    number\n    subject\n    status\n    priority\n    unread\n    messageCount\n    lastMessageAt\n    createdAt\n    updatedAt\n    allowedTransitions\n    customer {\n      id\n      name\n      email\n    }\n    assignee {\n      id\n      name\n      email\n    }\n    messages {\n      id\n      authorType\n      authorName\n      internal\n      body\n      attachments {\n        id\n        url\n        name\n        size\n        contentType\n      }\n      createdAt\n    }\n  }\n": types.TicketDetailFieldsFragmentDoc,
    "\n  query Ticket($id: ID!, $portalId: ID!) {\n    ticket(id: $id) {\n      ...TicketDetailFields\n    }\n    ticketAssignees(portalId: $portalId) {\n      id\n      name\n      email\n    }\n  }\n": types.TicketDocument,
    "\n  query UnreadTicketCount($portalId: ID!) {\n    unreadTicketCount(portalId: $portalId)\n  }\n": types.UnreadTicketCountDocument,
    "\n  mutation UpdateTicket($input: UpdateTicketInput!) {\n    updateTicket(input: $input) {\n      ...TicketDetailFields\n    }\n  }\n": types.UpdateTicketDocument,
    "\n  mutation ReplyToTicket($input: ReplyToTicketInput!) {\n    replyToTicket(input: $input) {\n      ...TicketDetailFields\n    }\n  }\n": types.ReplyToTicketDocument,
    "\n  mutation DeleteTicket($input: TicketIdInput!) {\n    deleteTicket(input: $input) {\n      id\n    }\n  }\n": types.DeleteTicketDocument,
    "\n  mutation CreateTicket($input: CreateTicketInput!) {\n    createTicket(input: $input) {\n      ...TicketDetailFields\n    }\n  }\n": types.CreateTicketDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    portalId\n    url\n    description\n    events\n    status\n    disabledReason\n    failureStreak\n    previousSecretExpiresAt\n    createdAt\n    updatedAt\n  }\n": types.WebhookEndpointFieldsFragmentDoc,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    endpointId\n    messageId\n    eventType\n    status\n    attemptCount\n    responseStatus\n    durationMs\n    lastError\n    nextAttemptAt\n    payload\n    createdAt\n    updatedAt\n    attempts {\n      id\n      attempt\n      responseStatus\n      error\n      responseExcerpt\n      durationMs\n      createdAt\n    }\n  }\n": types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookEndpoints($portalId: ID!) {\n    webhookEndpoints(portalId: $portalId) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...WebhookDeliveryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($input: WebhookEndpointIdInput!) {\n    deleteWebhookEndpoint(input: $input) {\n      id\n    }\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($input: WebhookEndpointIdInput!) {\n    rotateWebhookSecret(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation SendWebhookTestEvent($input: SendWebhookTestEventInput!) {\n    sendWebhookTestEvent(input: $input) {\n      ...WebhookDeliveryFields\n    }\n  }\n": types.SendWebhookTestEventDocument,
    "\n  mutation RetryWebhookDelivery($input: RetryWebhookDeliveryInput!) {\n    retryWebhookDelivery(input: $input) {\n      ...WebhookDeliveryFields\n    }\n  }\n": types.RetryWebhookDeliveryDocument,
    "\n  fragment WorkflowFields on Workflow {\n    id\n    portalId\n    name\n    slug\n    accessType\n    allowRepeat\n    published\n    publishedVersion\n    publishedAt\n    changedSincePublish\n    revision\n    stepCount\n    runsInProgress\n    runsCompleted\n    awaitingApproval\n    createdAt\n    updatedAt\n  }\n": types.WorkflowFieldsFragmentDoc,
    "\n  fragment WorkflowDetailFields on WorkflowDetail {\n    id\n    portalId\n    name\n    slug\n    accessType\n    allowRepeat\n    published\n    publishedVersion\n    publishedAt\n    changedSincePublish\n    revision\n    stepCount\n    runsInProgress\n    runsCompleted\n    awaitingApproval\n    createdAt\n    updatedAt\n    graph {\n      nodes {\n        id\n        type\n        name\n        config\n        position {\n          x\n          y\n        }\n      }\n      edges {\n        from\n        to\n        branch\n      }\n    }\n    problems {\n      nodeId\n      message\n    }\n  }\n": types.WorkflowDetailFieldsFragmentDoc,
    "\n  query Workflows($portalId: ID!) {\n    workflows(portalId: $portalId) {\n      ...WorkflowFields\n    }\n  }\n": types.WorkflowsDocument,
    "\n  query Workflow($portalId: ID!, $slug: String!) {\n    workflow(portalId: $portalId, slug: $slug) {\n      ...WorkflowDetailFields\n    }\n  }\n": types.WorkflowDocument,
    "\n  mutation CreateWorkflow($input: CreateWorkflowInput!) {\n    createWorkflow(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n": types.CreateWorkflowDocument,
    "\n  mutation UpdateWorkflow($input: UpdateWorkflowInput!) {\n    updateWorkflow(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n": types.UpdateWorkflowDocument,
    "\n  mutation DeleteWorkflow($input: WorkflowIdInput!) {\n    deleteWorkflow(input: $input) {\n      id\n      runsInProgress\n      runsCompleted\n    }\n  }\n": types.DeleteWorkflowDocument,
    "\n  mutation DuplicateWorkflow($input: WorkflowIdInput!) {\n    duplicateWorkflow(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n": types.DuplicateWorkflowDocument,
    "\n  mutation PublishWorkflow($input: PublishWorkflowInput!) {\n    publishWorkflow(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n": types.PublishWorkflowDocument,
    "\n  mutation ChangeWorkflowSlug($input: ChangeWorkflowSlugInput!) {\n    changeWorkflowSlug(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n": types.ChangeWorkflowSlugDocument,
    "\n  mutation ChangeWorkflowAccessType($input: ChangeWorkflowAccessTypeInput!) {\n    changeWorkflowAccessType(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n": types.ChangeWorkflowAccessTypeDocument,
    "\n  mutation RenameWorkflowStep($input: RenameWorkflowStepInput!) {\n    renameWorkflowStep(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n": types.RenameWorkflowStepDocument,
    "\n  fragment RunFields on WorkflowRun {\n    id\n    workflowId\n    version\n    status\n    customer {\n      id\n      name\n      email\n    }\n    visitorEmail\n    currentStep {\n      id\n      name\n      type\n      content\n    }\n    steps {\n      id\n      name\n      type\n      answer\n      questions {\n        key\n        label\n        type\n        value\n      }\n      at\n    }\n    lastDecision {\n      stepName\n      decision\n      comment\n      decidedBy\n      at\n    }\n    repeatable\n    createdAt\n    updatedAt\n    completedAt\n  }\n": types.RunFieldsFragmentDoc,
    "\n  query WorkflowRuns($workflowId: ID!, $status: WorkflowRunStatus, $first: Int, $after: String) {\n    workflowRuns(workflowId: $workflowId, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          ...RunFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.WorkflowRunsDocument,
    "\n  mutation DecideWorkflowRun($input: DecideWorkflowRunInput!) {\n    decideWorkflowRun(input: $input) {\n      ...RunFields\n    }\n  }\n": types.DecideWorkflowRunDocument,
    "\n  query WorkflowAssignments($workflowId: ID!) {\n    workflowAssignments(workflowId: $workflowId) {\n      customerId\n      name\n      email\n      status\n      assignedAt\n    }\n  }\n": types.WorkflowAssignmentsDocument,
    "\n  query CustomerWorkflowAssignments($customerId: ID!) {\n    customerWorkflowAssignments(customerId: $customerId) {\n      workflowId\n      name\n      slug\n      accessType\n      assignedAt\n    }\n  }\n": types.CustomerWorkflowAssignmentsDocument,
    "\n  mutation AssignWorkflow($input: WorkflowAssignmentInput!) {\n    assignWorkflow(input: $input) {\n      id\n    }\n  }\n": types.AssignWorkflowDocument,
    "\n  mutation UnassignWorkflow($input: WorkflowAssignmentInput!) {\n    unassignWorkflow(input: $input) {\n      id\n    }\n  }\n": types.UnassignWorkflowDocument,
    "\n  query SandboxViewer {\n    me {\n      id\n      firstName\n      lastName\n      email\n    }\n    workspaces {\n      id\n      name\n      current\n    }\n  }\n": types.SandboxViewerDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspacePlan {\n    workspacePlan {\n      name\n      recordsUsed\n      recordsLimit\n      storageUsedBytes\n      storageLimitBytes\n    }\n  }\n"): (typeof documents)["\n  query WorkspacePlan {\n    workspacePlan {\n      name\n      recordsUsed\n      recordsLimit\n      storageUsedBytes\n      storageLimitBytes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortalEventFields on PortalActivityEvent {\n    id\n    type\n    customerId\n    customer {\n      id\n      name\n      email\n    }\n    data\n    at\n  }\n"): (typeof documents)["\n  fragment PortalEventFields on PortalActivityEvent {\n    id\n    type\n    customerId\n    customer {\n      id\n      name\n      email\n    }\n    data\n    at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalEvents($portalId: ID!, $type: String, $customerId: ID, $first: Int, $after: String) {\n    portalEvents(portalId: $portalId, type: $type, customerId: $customerId, first: $first, after: $after) {\n      edges {\n        node {\n          ...PortalEventFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortalEvents($portalId: ID!, $type: String, $customerId: ID, $first: Int, $after: String) {\n    portalEvents(portalId: $portalId, type: $type, customerId: $customerId, first: $first, after: $after) {\n      edges {\n        node {\n          ...PortalEventFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalAnalytics($portalId: ID!, $days: Int!) {\n    portalAnalytics(portalId: $portalId, days: $days) {\n      portalId\n      days\n      timeZone\n      series {\n        date\n        visits\n        pageViews\n        signIns\n        workflowCompletions\n        tickets\n      }\n      totals {\n        visits\n        pageViews\n        signIns\n        workflowCompletions\n        tickets\n      }\n      topPages {\n        path\n        title\n        views\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortalAnalytics($portalId: ID!, $days: Int!) {\n    portalAnalytics(portalId: $portalId, days: $days) {\n      portalId\n      days\n      timeZone\n      series {\n        date\n        visits\n        pageViews\n        signIns\n        workflowCompletions\n        tickets\n      }\n      totals {\n        visits\n        pageViews\n        signIns\n        workflowCompletions\n        tickets\n      }\n      topPages {\n        path\n        title\n        views\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    status\n    requestsPerMinute\n    costPerMinute\n    createdByName\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    status\n    requestsPerMinute\n    costPerMinute\n    createdByName\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiScopeFields on ApiScope {\n    scope\n    resource\n    label\n    access\n    description\n  }\n"): (typeof documents)["\n  fragment ApiScopeFields on ApiScope {\n    scope\n    resource\n    label\n    access\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n    apiKeyScopes {\n      ...ApiScopeFields\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n    apiKeyScopes {\n      ...ApiScopeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key {\n        ...ApiKeyFields\n      }\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key {\n        ...ApiKeyFields\n      }\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($input: RevokeApiKeyInput!) {\n    revokeApiKey(input: $input) {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($input: RevokeApiKeyInput!) {\n    revokeApiKey(input: $input) {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HostCallFields on Call {\n    id\n    status\n    paymentStatus\n    startAt\n    endAt\n    serviceId\n    serviceTitle\n    reason\n    cancelledBy\n    guest {\n      name\n      email\n      notes\n      timezone\n    }\n    answers {\n      key\n      label\n      text\n    }\n    location {\n      kind\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment HostCallFields on Call {\n    id\n    status\n    paymentStatus\n    startAt\n    endAt\n    serviceId\n    serviceTitle\n    reason\n    cancelledBy\n    guest {\n      name\n      email\n      notes\n      timezone\n    }\n    answers {\n      key\n      label\n      text\n    }\n    location {\n      kind\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CallPage on CallConnection {\n    edges {\n      node {\n        ...HostCallFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  fragment CallPage on CallConnection {\n    edges {\n      node {\n        ...HostCallFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpcomingCalls($after: String) {\n    upcomingCalls(first: 20, after: $after) {\n      ...CallPage\n    }\n  }\n"): (typeof documents)["\n  query UpcomingCalls($after: String) {\n    upcomingCalls(first: 20, after: $after) {\n      ...CallPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CallRequests($after: String) {\n    callRequests(first: 20, after: $after) {\n      ...CallPage\n    }\n  }\n"): (typeof documents)["\n  query CallRequests($after: String) {\n    callRequests(first: 20, after: $after) {\n      ...CallPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PastCalls($after: String) {\n    pastCalls(first: 20, after: $after) {\n      ...CallPage\n    }\n  }\n"): (typeof documents)["\n  query PastCalls($after: String) {\n    pastCalls(first: 20, after: $after) {\n      ...CallPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CallsBetween($from: String!, $to: String!) {\n    callsBetween(from: $from, to: $to) {\n      ...HostCallFields\n    }\n  }\n"): (typeof documents)["\n  query CallsBetween($from: String!, $to: String!) {\n    callsBetween(from: $from, to: $to) {\n      ...HostCallFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CallsHost {\n    me {\n      id\n      username\n      timezone\n    }\n  }\n"): (typeof documents)["\n  query CallsHost {\n    me {\n      id\n      username\n      timezone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptCall($id: ID!) {\n    acceptCall(input: { id: $id }) {\n      ...HostCallFields\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptCall($id: ID!) {\n    acceptCall(input: { id: $id }) {\n      ...HostCallFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineCall($id: ID!, $reason: String) {\n    declineCall(input: { id: $id, reason: $reason }) {\n      ...HostCallFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineCall($id: ID!, $reason: String) {\n    declineCall(input: { id: $id, reason: $reason }) {\n      ...HostCallFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelCall($id: ID!, $reason: String) {\n    cancelCall(input: { id: $id, reason: $reason }) {\n      ...HostCallFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelCall($id: ID!, $reason: String) {\n    cancelCall(input: { id: $id, reason: $reason }) {\n      ...HostCallFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleCall($id: ID!, $start: String!) {\n    rescheduleCall(input: { id: $id, start: $start }) {\n      ...HostCallFields\n    }\n  }\n"): (typeof documents)["\n  mutation RescheduleCall($id: ID!, $start: String!) {\n    rescheduleCall(input: { id: $id, start: $start }) {\n      ...HostCallFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CallFeed {\n    callFeed {\n      active\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query CallFeed {\n    callFeed {\n      active\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateCallFeed {\n    rotateCallFeed {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation RotateCallFeed {\n    rotateCallFeed {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCallFeed {\n    revokeCallFeed {\n      revoked\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeCallFeed {\n    revokeCallFeed {\n      revoked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerFields on CustomerUser {\n    id\n    portalId\n    email\n    name\n    status\n    context\n    lastLoginAt\n    createdAt\n    updatedAt\n    ticketCount\n  }\n"): (typeof documents)["\n  fragment CustomerFields on CustomerUser {\n    id\n    portalId\n    email\n    name\n    status\n    context\n    lastLoginAt\n    createdAt\n    updatedAt\n    ticketCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customers($portalId: ID!, $status: CustomerStatus, $search: String, $first: Int, $after: String) {\n    customers(portalId: $portalId, status: $status, search: $search, first: $first, after: $after) {\n      edges {\n        node {\n          ...CustomerFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Customers($portalId: ID!, $status: CustomerStatus, $search: String, $first: Int, $after: String) {\n    customers(portalId: $portalId, status: $status, search: $search, first: $first, after: $after) {\n      edges {\n        node {\n          ...CustomerFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      ...CustomerFields\n    }\n    customerRecords(id: $id) {\n      collectionId\n      collectionName\n      recordId\n      fieldLabel\n      label\n    }\n    customerActivity(id: $id, first: 30) {\n      edges {\n        node {\n          id\n          type\n          data\n          at\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      ...CustomerFields\n    }\n    customerRecords(id: $id) {\n      collectionId\n      collectionName\n      recordId\n      fieldLabel\n      label\n    }\n    customerActivity(id: $id, first: 30) {\n      edges {\n        node {\n          id\n          type\n          data\n          at\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerDeletionPreview($id: ID!) {\n    customerDeletionPreview(id: $id) {\n      id\n      ticketsDeleted\n      recordsCleared\n    }\n  }\n"): (typeof documents)["\n  query CustomerDeletionPreview($id: ID!) {\n    customerDeletionPreview(id: $id) {\n      id\n      ticketsDeleted\n      recordsCleared\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteCustomer($input: InviteCustomerInput!) {\n    inviteCustomer(input: $input) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  mutation InviteCustomer($input: InviteCustomerInput!) {\n    inviteCustomer(input: $input) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportCustomers($input: ImportCustomersInput!) {\n    importCustomers(input: $input) {\n      created\n      skipped\n      rows {\n        row\n        email\n        name\n        outcome\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportCustomers($input: ImportCustomersInput!) {\n    importCustomers(input: $input) {\n      created\n      skipped\n      rows {\n        row\n        email\n        name\n        outcome\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomer($input: UpdateCustomerInput!) {\n    updateCustomer(input: $input) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomer($input: UpdateCustomerInput!) {\n    updateCustomer(input: $input) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomer($input: CustomerIdInput!) {\n    deleteCustomer(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCustomer($input: CustomerIdInput!) {\n    deleteCustomer(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendCustomerInvite($input: CustomerIdInput!) {\n    resendCustomerInvite(input: $input) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResendCustomerInvite($input: CustomerIdInput!) {\n    resendCustomerInvite(input: $input) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCustomerStatus($input: SetCustomerStatusInput!) {\n    setCustomerStatus(input: $input) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCustomerStatus($input: SetCustomerStatusInput!) {\n    setCustomerStatus(input: $input) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCustomerContext($input: SetCustomerContextInput!) {\n    setCustomerContext(input: $input) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCustomerContext($input: SetCustomerContextInput!) {\n    setCustomerContext(input: $input) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerLoginConfig($portalId: ID!) {\n    customerLoginConfig(portalId: $portalId) {\n      portalId\n      selfSignup\n      allowedEmailDomains\n      magicLinkTtlMinutes\n    }\n  }\n"): (typeof documents)["\n  query CustomerLoginConfig($portalId: ID!) {\n    customerLoginConfig(portalId: $portalId) {\n      portalId\n      selfSignup\n      allowedEmailDomains\n      magicLinkTtlMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomerLoginConfig($input: CustomerLoginConfigInput!) {\n    updateCustomerLoginConfig(input: $input) {\n      portalId\n      selfSignup\n      allowedEmailDomains\n      magicLinkTtlMinutes\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomerLoginConfig($input: CustomerLoginConfigInput!) {\n    updateCustomerLoginConfig(input: $input) {\n      portalId\n      selfSignup\n      allowedEmailDomains\n      magicLinkTtlMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CollectionFields on Collection {\n    id\n    portalId\n    name\n    slug\n    recordCount\n    fields {\n      key\n      label\n      type\n      required\n      unique\n      choices {\n        value\n        color\n      }\n      relationCollectionId\n      defaultValue\n      numberFormat {\n        style\n        decimals\n        currency\n      }\n    }\n    customerAccess {\n      mode\n      fieldKey\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment CollectionFields on Collection {\n    id\n    portalId\n    name\n    slug\n    recordCount\n    fields {\n      key\n      label\n      type\n      required\n      unique\n      choices {\n        value\n        color\n      }\n      relationCollectionId\n      defaultValue\n      numberFormat {\n        style\n        decimals\n        currency\n      }\n    }\n    customerAccess {\n      mode\n      fieldKey\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecordFields on CollectionRecord {\n    id\n    collectionId\n    data\n    links {\n      fieldKey\n      recordId\n      collectionId\n      label\n    }\n    customers {\n      fieldKey\n      customerId\n      name\n      email\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment RecordFields on CollectionRecord {\n    id\n    collectionId\n    data\n    links {\n      fieldKey\n      recordId\n      collectionId\n      label\n    }\n    customers {\n      fieldKey\n      customerId\n      name\n      email\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Collections($portalId: ID!) {\n    collections(portalId: $portalId) {\n      ...CollectionFields\n    }\n  }\n"): (typeof documents)["\n  query Collections($portalId: ID!) {\n    collections(portalId: $portalId) {\n      ...CollectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Records($collectionId: ID!, $filter: [RecordFilterInput!], $sort: [RecordSortInput!], $first: Int, $after: String) {\n    records(collectionId: $collectionId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      edges {\n        node {\n          ...RecordFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Records($collectionId: ID!, $filter: [RecordFilterInput!], $sort: [RecordSortInput!], $first: Int, $after: String) {\n    records(collectionId: $collectionId, filter: $filter, sort: $sort, first: $first, after: $after) {\n      edges {\n        node {\n          ...RecordFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordCount($collectionId: ID!, $filter: [RecordFilterInput!]) {\n    recordCount(collectionId: $collectionId, filter: $filter)\n  }\n"): (typeof documents)["\n  query RecordCount($collectionId: ID!, $filter: [RecordFilterInput!]) {\n    recordCount(collectionId: $collectionId, filter: $filter)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      ...CollectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      ...CollectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCollection($input: UpdateCollectionInput!) {\n    updateCollection(input: $input) {\n      ...CollectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCollection($input: UpdateCollectionInput!) {\n    updateCollection(input: $input) {\n      ...CollectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCollection($id: ID!) {\n    deleteCollection(input: { id: $id }) {\n      id\n      recordCount\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCollection($id: ID!) {\n    deleteCollection(input: { id: $id }) {\n      id\n      recordCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRecord($collectionId: ID!, $data: JSONObject!) {\n    createRecord(input: { collectionId: $collectionId, data: $data }) {\n      ...RecordFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRecord($collectionId: ID!, $data: JSONObject!) {\n    createRecord(input: { collectionId: $collectionId, data: $data }) {\n      ...RecordFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRecord($id: ID!, $data: JSONObject!) {\n    updateRecord(input: { id: $id, data: $data }) {\n      ...RecordFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRecord($id: ID!, $data: JSONObject!) {\n    updateRecord(input: { id: $id, data: $data }) {\n      ...RecordFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRecords($collectionId: ID!, $ids: [ID!]!) {\n    deleteRecords(input: { collectionId: $collectionId, ids: $ids }) {\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRecords($collectionId: ID!, $ids: [ID!]!) {\n    deleteRecords(input: { collectionId: $collectionId, ids: $ids }) {\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCollectionCustomerAccess($input: SetCollectionCustomerAccessInput!) {\n    setCollectionCustomerAccess(input: $input) {\n      ...CollectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCollectionCustomerAccess($input: SetCollectionCustomerAccessInput!) {\n    setCollectionCustomerAccess(input: $input) {\n      ...CollectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CollectionViewFields on CollectionView {\n    id\n    collectionId\n    name\n    filter {\n      field\n      op\n      value\n    }\n    sorts {\n      field\n      direction\n    }\n    hiddenFields\n    fieldOrder\n    position\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment CollectionViewFields on CollectionView {\n    id\n    collectionId\n    name\n    filter {\n      field\n      op\n      value\n    }\n    sorts {\n      field\n      direction\n    }\n    hiddenFields\n    fieldOrder\n    position\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollectionViews($collectionId: ID!) {\n    collectionViews(collectionId: $collectionId) {\n      ...CollectionViewFields\n    }\n  }\n"): (typeof documents)["\n  query CollectionViews($collectionId: ID!) {\n    collectionViews(collectionId: $collectionId) {\n      ...CollectionViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCollectionView($input: CreateCollectionViewInput!) {\n    createCollectionView(input: $input) {\n      ...CollectionViewFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCollectionView($input: CreateCollectionViewInput!) {\n    createCollectionView(input: $input) {\n      ...CollectionViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCollectionView($input: UpdateCollectionViewInput!) {\n    updateCollectionView(input: $input) {\n      ...CollectionViewFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCollectionView($input: UpdateCollectionViewInput!) {\n    updateCollectionView(input: $input) {\n      ...CollectionViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCollectionView($input: CollectionViewIdInput!) {\n    deleteCollectionView(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCollectionView($input: CollectionViewIdInput!) {\n    deleteCollectionView(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderCollectionViews($input: ReorderCollectionViewsInput!) {\n    reorderCollectionViews(input: $input) {\n      ...CollectionViewFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderCollectionViews($input: ReorderCollectionViewsInput!) {\n    reorderCollectionViews(input: $input) {\n      ...CollectionViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarAccountFields on GoogleCalendarAccount {\n    provider\n    accountEmail\n    status\n    statusReason\n    conflictCalendarIds\n    hostCalendarId\n    connectedAt\n  }\n"): (typeof documents)["\n  fragment CalendarAccountFields on GoogleCalendarAccount {\n    provider\n    accountEmail\n    status\n    statusReason\n    conflictCalendarIds\n    hostCalendarId\n    connectedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarConnection {\n    calendarConnection {\n      connected\n      connection {\n        ...CalendarAccountFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CalendarConnection {\n    calendarConnection {\n      connected\n      connection {\n        ...CalendarAccountFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarOptionsFields on CalendarOptions {\n    connection {\n      ...CalendarAccountFields\n    }\n    calendars {\n      id\n      summary\n      primary\n      accessRole\n      backgroundColor\n    }\n  }\n"): (typeof documents)["\n  fragment CalendarOptionsFields on CalendarOptions {\n    connection {\n      ...CalendarAccountFields\n    }\n    calendars {\n      id\n      summary\n      primary\n      accessRole\n      backgroundColor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarOptions {\n    calendarOptions {\n      ...CalendarOptionsFields\n    }\n  }\n"): (typeof documents)["\n  query CalendarOptions {\n    calendarOptions {\n      ...CalendarOptionsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartGoogleCalendarConnect {\n    startGoogleCalendarConnect {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation StartGoogleCalendarConnect {\n    startGoogleCalendarConnect {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisconnectGoogleCalendar {\n    disconnectGoogleCalendar {\n      connected\n      connection {\n        ...CalendarAccountFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DisconnectGoogleCalendar {\n    disconnectGoogleCalendar {\n      connected\n      connection {\n        ...CalendarAccountFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCalendarConflicts($input: CalendarConflictsInput!) {\n    updateCalendarConflicts(input: $input) {\n      ...CalendarOptionsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCalendarConflicts($input: CalendarConflictsInput!) {\n    updateCalendarConflicts(input: $input) {\n      ...CalendarOptionsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCalendarHost($input: CalendarHostInput!) {\n    setCalendarHost(input: $input) {\n      ...CalendarOptionsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCalendarHost($input: CalendarHostInput!) {\n    setCalendarHost(input: $input) {\n      ...CalendarOptionsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoogleSignInStatus {\n    signInProviders {\n      google\n    }\n    me {\n      id\n      googleLinked\n    }\n  }\n"): (typeof documents)["\n  query GoogleSignInStatus {\n    signInProviders {\n      google\n    }\n    me {\n      id\n      googleLinked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartGoogleLink($input: GoogleSignInStartInput!) {\n    startGoogleLink(input: $input) {\n      url\n      state\n      redirectUri\n    }\n  }\n"): (typeof documents)["\n  mutation StartGoogleLink($input: GoogleSignInStartInput!) {\n    startGoogleLink(input: $input) {\n      url\n      state\n      redirectUri\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlinkGoogle {\n    unlinkGoogle {\n      id\n      googleLinked\n    }\n  }\n"): (typeof documents)["\n  mutation UnlinkGoogle {\n    unlinkGoogle {\n      id\n      googleLinked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortalPageSummaryFields on PortalPageSummary {\n    id\n    portalId\n    title\n    path\n    description\n    visibility\n    position\n    revision\n    publishedAt\n    unpublishedChanges\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment PortalPageSummaryFields on PortalPageSummary {\n    id\n    portalId\n    title\n    path\n    description\n    visibility\n    position\n    revision\n    publishedAt\n    unpublishedChanges\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortalPageFields on PortalPage {\n    id\n    portalId\n    title\n    path\n    description\n    visibility\n    position\n    revision\n    publishedAt\n    unpublishedChanges\n    updatedAt\n    blocks\n    publishProblems {\n      path\n      blockId\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment PortalPageFields on PortalPage {\n    id\n    portalId\n    title\n    path\n    description\n    visibility\n    position\n    revision\n    publishedAt\n    unpublishedChanges\n    updatedAt\n    blocks\n    publishProblems {\n      path\n      blockId\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortalLayoutFields on PortalLayout {\n    portalId\n    layout\n    revision\n    publishedAt\n    unpublishedChanges\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment PortalLayoutFields on PortalLayout {\n    portalId\n    layout\n    revision\n    publishedAt\n    unpublishedChanges\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalSite($portalId: ID!) {\n    portalLayout(portalId: $portalId) {\n      ...PortalLayoutFields\n    }\n    portalPages(portalId: $portalId) {\n      ...PortalPageSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query PortalSite($portalId: ID!) {\n    portalLayout(portalId: $portalId) {\n      ...PortalLayoutFields\n    }\n    portalPages(portalId: $portalId) {\n      ...PortalPageSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalPage($id: ID!) {\n    portalPage(id: $id) {\n      ...PortalPageFields\n    }\n  }\n"): (typeof documents)["\n  query PortalPage($id: ID!) {\n    portalPage(id: $id) {\n      ...PortalPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagePreviewSources($portalId: ID!) {\n    collections(portalId: $portalId) {\n      id\n      name\n      fields {\n        key\n        label\n        type\n      }\n      customerAccess {\n        mode\n        fieldKey\n      }\n    }\n    workflows(portalId: $portalId) {\n      id\n      name\n      slug\n      accessType\n      published\n    }\n  }\n"): (typeof documents)["\n  query PagePreviewSources($portalId: ID!) {\n    collections(portalId: $portalId) {\n      id\n      name\n      fields {\n        key\n        label\n        type\n      }\n      customerAccess {\n        mode\n        fieldKey\n      }\n    }\n    workflows(portalId: $portalId) {\n      id\n      name\n      slug\n      accessType\n      published\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePortalLayout($input: UpdatePortalLayoutInput!) {\n    updatePortalLayout(input: $input) {\n      ...PortalLayoutFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePortalLayout($input: UpdatePortalLayoutInput!) {\n    updatePortalLayout(input: $input) {\n      ...PortalLayoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePortalPage($input: CreatePortalPageInput!) {\n    createPortalPage(input: $input) {\n      ...PortalPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePortalPage($input: CreatePortalPageInput!) {\n    createPortalPage(input: $input) {\n      ...PortalPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePortalPage($input: UpdatePortalPageInput!) {\n    updatePortalPage(input: $input) {\n      ...PortalPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePortalPage($input: UpdatePortalPageInput!) {\n    updatePortalPage(input: $input) {\n      ...PortalPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePortalPage($input: PortalPageIdInput!) {\n    deletePortalPage(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePortalPage($input: PortalPageIdInput!) {\n    deletePortalPage(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderPortalPages($input: ReorderPortalPagesInput!) {\n    reorderPortalPages(input: $input) {\n      ...PortalPageSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderPortalPages($input: ReorderPortalPagesInput!) {\n    reorderPortalPages(input: $input) {\n      ...PortalPageSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishPortalSite($input: PublishPortalSiteInput!) {\n    publishPortalSite(input: $input) {\n      portalId\n      publishedAt\n      pages\n      unpublishedChanges\n    }\n  }\n"): (typeof documents)["\n  mutation PublishPortalSite($input: PublishPortalSiteInput!) {\n    publishPortalSite(input: $input) {\n      portalId\n      publishedAt\n      pages\n      unpublishedChanges\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentSettingsFields on PaymentSettings {\n    stripe {\n      configured\n      secretKeyMasked\n      publishableKey\n      webhookSecretSet\n      accountName\n      webhookUrl\n    }\n    upi {\n      vpa\n      payeeName\n      callbackSecretSet\n      callbackUrl\n    }\n    holdDays\n    currency\n  }\n"): (typeof documents)["\n  fragment PaymentSettingsFields on PaymentSettings {\n    stripe {\n      configured\n      secretKeyMasked\n      publishableKey\n      webhookSecretSet\n      accountName\n      webhookUrl\n    }\n    upi {\n      vpa\n      payeeName\n      callbackSecretSet\n      callbackUrl\n    }\n    holdDays\n    currency\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentSettings {\n    paymentSettings {\n      ...PaymentSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query PaymentSettings {\n    paymentSettings {\n      ...PaymentSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n    updatePaymentSettings(input: $input) {\n      ...PaymentSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {\n    updatePaymentSettings(input: $input) {\n      ...PaymentSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentFields on Payment {\n    id\n    method\n    status\n    amount\n    currency\n    refundedAmount\n    description\n    payerName\n    payerEmail\n    reference\n    providerRef\n    failureReason\n    callId\n    runId\n    paidAt\n    createdAt\n    withdrawable\n  }\n"): (typeof documents)["\n  fragment PaymentFields on Payment {\n    id\n    method\n    status\n    amount\n    currency\n    refundedAmount\n    description\n    payerName\n    payerEmail\n    reference\n    providerRef\n    failureReason\n    callId\n    runId\n    paidAt\n    createdAt\n    withdrawable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Payments($status: PaymentStatus, $method: PaymentMethod, $after: String) {\n    payments(first: 25, after: $after, status: $status, method: $method) {\n      edges {\n        node {\n          ...PaymentFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Payments($status: PaymentStatus, $method: PaymentMethod, $after: String) {\n    payments(first: 25, after: $after, status: $status, method: $method) {\n      edges {\n        node {\n          ...PaymentFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentBalances {\n    paymentBalances {\n      currency\n      pending\n      paid\n      withdrawable\n      paidOut\n      refunded\n    }\n  }\n"): (typeof documents)["\n  query PaymentBalances {\n    paymentBalances {\n      currency\n      pending\n      paid\n      withdrawable\n      paidOut\n      refunded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Payouts {\n    payouts {\n      id\n      currency\n      amount\n      payments\n      note\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query Payouts {\n    payouts {\n      id\n      currency\n      amount\n      payments\n      note\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundPayment($input: RefundPaymentInput!) {\n    refundPayment(input: $input) {\n      ...PaymentFields\n    }\n  }\n"): (typeof documents)["\n  mutation RefundPayment($input: RefundPaymentInput!) {\n    refundPayment(input: $input) {\n      ...PaymentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkUpiPaymentReceived($input: UpiReceivedInput!) {\n    markUpiPaymentReceived(input: $input) {\n      ...PaymentFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkUpiPaymentReceived($input: UpiReceivedInput!) {\n    markUpiPaymentReceived(input: $input) {\n      ...PaymentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePayout($input: PayoutInput!) {\n    createPayout(input: $input) {\n      id\n      currency\n      amount\n      payments\n      note\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePayout($input: PayoutInput!) {\n    createPayout(input: $input) {\n      id\n      currency\n      amount\n      payments\n      note\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortalFields on Portal {\n    id\n    name\n    slug\n    subDomain\n    subDomainUrl\n    logoUrl\n    theme {\n      primaryColor\n      accentColor\n      mode\n      font\n      radius\n    }\n    basicInfo {\n      title\n      description\n      supportEmail\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment PortalFields on Portal {\n    id\n    name\n    slug\n    subDomain\n    subDomainUrl\n    logoUrl\n    theme {\n      primaryColor\n      accentColor\n      mode\n      font\n      radius\n    }\n    basicInfo {\n      title\n      description\n      supportEmail\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalList($first: Int, $after: String) {\n    portals(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PortalFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortalList($first: Int, $after: String) {\n    portals(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PortalFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalBySlug($slug: String!) {\n    portal(slug: $slug) {\n      ...PortalFields\n    }\n  }\n"): (typeof documents)["\n  query PortalBySlug($slug: String!) {\n    portal(slug: $slug) {\n      ...PortalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePortal($input: CreatePortalInput!) {\n    createPortal(input: $input) {\n      ...PortalFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePortal($input: CreatePortalInput!) {\n    createPortal(input: $input) {\n      ...PortalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePortal($id: ID!) {\n    deletePortal(input: { id: $id }) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePortal($id: ID!) {\n    deletePortal(input: { id: $id }) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubDomainAvailability($subDomain: String!, $portalId: ID) {\n    isSubDomainAvailable(subDomain: $subDomain, portalId: $portalId) {\n      available\n      reason\n    }\n  }\n"): (typeof documents)["\n  query SubDomainAvailability($subDomain: String!, $portalId: ID) {\n    isSubDomainAvailable(subDomain: $subDomain, portalId: $portalId) {\n      available\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SlugAvailability($slug: String!, $portalId: ID) {\n    isSlugAvailable(slug: $slug, portalId: $portalId) {\n      available\n      reason\n    }\n  }\n"): (typeof documents)["\n  query SlugAvailability($slug: String!, $portalId: ID) {\n    isSlugAvailable(slug: $slug, portalId: $portalId) {\n      available\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePortal($input: UpdatePortalInput!) {\n    updatePortal(input: $input) {\n      ...PortalFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePortal($input: UpdatePortalInput!) {\n    updatePortal(input: $input) {\n      ...PortalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePortalSubDomain($portalId: ID!, $subDomain: String!) {\n    updatePortalSubDomain(input: { portalId: $portalId, subDomain: $subDomain }) {\n      ...PortalFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePortalSubDomain($portalId: ID!, $subDomain: String!) {\n    updatePortalSubDomain(input: { portalId: $portalId, subDomain: $subDomain }) {\n      ...PortalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePortalBasicInfo($portalId: ID!, $basicInfo: PortalBasicInfoInput!) {\n    updatePortalBasicInfo(input: { portalId: $portalId, basicInfo: $basicInfo }) {\n      ...PortalFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePortalBasicInfo($portalId: ID!, $basicInfo: PortalBasicInfoInput!) {\n    updatePortalBasicInfo(input: { portalId: $portalId, basicInfo: $basicInfo }) {\n      ...PortalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePortalTheme($portalId: ID!, $theme: PortalThemeInput!) {\n    updatePortalTheme(input: { portalId: $portalId, theme: $theme }) {\n      ...PortalFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePortalTheme($portalId: ID!, $theme: PortalThemeInput!) {\n    updatePortalTheme(input: { portalId: $portalId, theme: $theme }) {\n      ...PortalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePortalLogo($portalId: ID!) {\n    removePortalLogo(input: { portalId: $portalId }) {\n      ...PortalFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePortalLogo($portalId: ID!) {\n    removePortalLogo(input: { portalId: $portalId }) {\n      ...PortalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalEmailPreview($portalId: ID!, $template: PortalEmailTemplate!) {\n    portalEmailPreview(portalId: $portalId, template: $template) {\n      template\n      label\n      subject\n      from\n      replyTo\n      html\n      text\n    }\n  }\n"): (typeof documents)["\n  query PortalEmailPreview($portalId: ID!, $template: PortalEmailTemplate!) {\n    portalEmailPreview(portalId: $portalId, template: $template) {\n      template\n      label\n      subject\n      from\n      replyTo\n      html\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HostAvailabilityFields on HostAvailability {\n    isDefault\n    timezone\n    weekly {\n      mon {\n        start\n        end\n      }\n      tue {\n        start\n        end\n      }\n      wed {\n        start\n        end\n      }\n      thu {\n        start\n        end\n      }\n      fri {\n        start\n        end\n      }\n      sat {\n        start\n        end\n      }\n      sun {\n        start\n        end\n      }\n    }\n    dateOverrides {\n      date\n      ranges {\n        start\n        end\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment HostAvailabilityFields on HostAvailability {\n    isDefault\n    timezone\n    weekly {\n      mon {\n        start\n        end\n      }\n      tue {\n        start\n        end\n      }\n      wed {\n        start\n        end\n      }\n      thu {\n        start\n        end\n      }\n      fri {\n        start\n        end\n      }\n      sat {\n        start\n        end\n      }\n      sun {\n        start\n        end\n      }\n    }\n    dateOverrides {\n      date\n      ranges {\n        start\n        end\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DefaultAvailability {\n    me {\n      id\n      username\n      timezone\n    }\n    defaultAvailability {\n      ...HostAvailabilityFields\n    }\n  }\n"): (typeof documents)["\n  query DefaultAvailability {\n    me {\n      id\n      username\n      timezone\n    }\n    defaultAvailability {\n      ...HostAvailabilityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDefaultAvailability($input: HostAvailabilityInput!) {\n    updateDefaultAvailability(input: $input) {\n      ...HostAvailabilityFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDefaultAvailability($input: HostAvailabilityInput!) {\n    updateDefaultAvailability(input: $input) {\n      ...HostAvailabilityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceAvailability($serviceId: ID!) {\n    serviceAvailability(serviceId: $serviceId) {\n      ...HostAvailabilityFields\n    }\n  }\n"): (typeof documents)["\n  query ServiceAvailability($serviceId: ID!) {\n    serviceAvailability(serviceId: $serviceId) {\n      ...HostAvailabilityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateServiceAvailability($input: ServiceAvailabilityInput!) {\n    updateServiceAvailability(input: $input) {\n      ...HostAvailabilityFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateServiceAvailability($input: ServiceAvailabilityInput!) {\n    updateServiceAvailability(input: $input) {\n      ...HostAvailabilityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceFields on Service {\n    id\n    title\n    slug\n    description\n    durationMinutes\n    price {\n      amount\n      currency\n    }\n    requiresApproval\n    payBeforeBooking\n    active\n    bufferBeforeMinutes\n    bufferAfterMinutes\n    minimumNoticeMinutes\n    bookingWindowDays\n    dailyLimit\n    location {\n      kind\n      value\n    }\n    questions {\n      key\n      label\n      type\n      required\n      choices\n    }\n  }\n"): (typeof documents)["\n  fragment ServiceFields on Service {\n    id\n    title\n    slug\n    description\n    durationMinutes\n    price {\n      amount\n      currency\n    }\n    requiresApproval\n    payBeforeBooking\n    active\n    bufferBeforeMinutes\n    bufferAfterMinutes\n    minimumNoticeMinutes\n    bookingWindowDays\n    dailyLimit\n    location {\n      kind\n      value\n    }\n    questions {\n      key\n      label\n      type\n      required\n      choices\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyServices {\n    me {\n      id\n      username\n      timezone\n    }\n    myServices {\n      ...ServiceFields\n    }\n  }\n"): (typeof documents)["\n  query MyServices {\n    me {\n      id\n      username\n      timezone\n    }\n    myServices {\n      ...ServiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateService($input: CreateServiceInput!) {\n    createService(input: $input) {\n      ...ServiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateService($input: CreateServiceInput!) {\n    createService(input: $input) {\n      ...ServiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateService($input: UpdateServiceInput!) {\n    updateService(input: $input) {\n      ...ServiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateService($input: UpdateServiceInput!) {\n    updateService(input: $input) {\n      ...ServiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteService($id: ID!, $cancelUpcoming: Boolean) {\n    deleteService(input: { id: $id, cancelUpcoming: $cancelUpcoming }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteService($id: ID!, $cancelUpcoming: Boolean) {\n    deleteService(input: { id: $id, cancelUpcoming: $cancelUpcoming }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceSlotCheck($serviceId: ID!, $start: String!) {\n    serviceSlotCheck(serviceId: $serviceId, start: $start) {\n      offered\n      code\n      reason\n    }\n  }\n"): (typeof documents)["\n  query ServiceSlotCheck($serviceId: ID!, $start: String!) {\n    serviceSlotCheck(serviceId: $serviceId, start: $start) {\n      offered\n      code\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceSlots($serviceId: ID!, $from: String!, $to: String!, $timezone: String!) {\n    serviceSlots(serviceId: $serviceId, from: $from, to: $to, timezone: $timezone) {\n      timezone\n      days {\n        date\n        slots\n      }\n    }\n  }\n"): (typeof documents)["\n  query ServiceSlots($serviceId: ID!, $from: String!, $to: String!, $timezone: String!) {\n    serviceSlots(serviceId: $serviceId, from: $from, to: $to, timezone: $timezone) {\n      timezone\n      days {\n        date\n        slots\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      device\n      ip\n      createdAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      id\n      device\n      ip\n      createdAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(input: { id: $id }) {\n      revoked\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeSession($id: ID!) {\n    revokeSession(input: { id: $id }) {\n      revoked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeOtherSessions {\n    revokeOtherSessions {\n      revoked\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeOtherSessions {\n    revokeOtherSessions {\n      revoked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettingsUser on User {\n    id\n    email\n    firstName\n    lastName\n    username\n    timezone\n    profileImageUrl\n    bio\n    emailVerified\n    currentWorkspaceId\n    createdAt\n  }\n"): (typeof documents)["\n  fragment SettingsUser on User {\n    id\n    email\n    firstName\n    lastName\n    username\n    timezone\n    profileImageUrl\n    bio\n    emailVerified\n    currentWorkspaceId\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsOverview {\n    me {\n      ...SettingsUser\n    }\n    workspaces {\n      id\n      name\n      role\n      current\n    }\n  }\n"): (typeof documents)["\n  query SettingsOverview {\n    me {\n      ...SettingsUser\n    }\n    workspaces {\n      id\n      name\n      role\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      ...SettingsUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMe($input: UpdateMeInput!) {\n    updateMe(input: $input) {\n      ...SettingsUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsernameAvailability($username: String!) {\n    usernameAvailability(username: $username) {\n      available\n      reason\n    }\n  }\n"): (typeof documents)["\n  query UsernameAvailability($username: String!) {\n    usernameAvailability(username: $username) {\n      available\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeUsername($username: String!) {\n    changeUsername(input: { username: $username }) {\n      ...SettingsUser\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeUsername($username: String!) {\n    changeUsername(input: { username: $username }) {\n      ...SettingsUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDisplayImage {\n    removeDisplayImage {\n      ...SettingsUser\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveDisplayImage {\n    removeDisplayImage {\n      ...SettingsUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeWorkspace($workspaceId: ID!) {\n    changeWorkspace(input: { workspaceId: $workspaceId }) {\n      id\n      name\n      role\n      current\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeWorkspace($workspaceId: ID!) {\n    changeWorkspace(input: { workspaceId: $workspaceId }) {\n      id\n      name\n      role\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamMemberFields on WorkspaceMember {\n    userId\n    email\n    firstName\n    lastName\n    profileImageUrl\n    role\n    joinedAt\n    you\n  }\n"): (typeof documents)["\n  fragment TeamMemberFields on WorkspaceMember {\n    userId\n    email\n    firstName\n    lastName\n    profileImageUrl\n    role\n    joinedAt\n    you\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamInvitationFields on WorkspaceInvitation {\n    id\n    email\n    role\n    invitedBy\n    createdAt\n    expiresAt\n    expired\n  }\n"): (typeof documents)["\n  fragment TeamInvitationFields on WorkspaceInvitation {\n    id\n    email\n    role\n    invitedBy\n    createdAt\n    expiresAt\n    expired\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Team {\n    workspaces {\n      id\n      name\n      role\n      current\n    }\n    workspaceMembers {\n      ...TeamMemberFields\n    }\n    workspaceInvitations {\n      ...TeamInvitationFields\n    }\n  }\n"): (typeof documents)["\n  query Team {\n    workspaces {\n      id\n      name\n      role\n      current\n    }\n    workspaceMembers {\n      ...TeamMemberFields\n    }\n    workspaceInvitations {\n      ...TeamInvitationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteTeammate($input: InviteTeammateInput!) {\n    inviteTeammate(input: $input) {\n      ...TeamInvitationFields\n    }\n  }\n"): (typeof documents)["\n  mutation InviteTeammate($input: InviteTeammateInput!) {\n    inviteTeammate(input: $input) {\n      ...TeamInvitationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelInvitation($id: ID!) {\n    cancelInvitation(input: { id: $id }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CancelInvitation($id: ID!) {\n    cancelInvitation(input: { id: $id }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMemberRole($input: ChangeMemberRoleInput!) {\n    changeMemberRole(input: $input) {\n      ...TeamMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMemberRole($input: ChangeMemberRoleInput!) {\n    changeMemberRole(input: $input) {\n      ...TeamMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMember($userId: ID!) {\n    removeMember(input: { userId: $userId }) {\n      userId\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveMember($userId: ID!) {\n    removeMember(input: { userId: $userId }) {\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferOwnership($userId: ID!) {\n    transferOwnership(input: { userId: $userId }) {\n      ...TeamMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation TransferOwnership($userId: ID!) {\n    transferOwnership(input: { userId: $userId }) {\n      ...TeamMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveWorkspace {\n    leaveWorkspace(input: {}) {\n      id\n      name\n      role\n      current\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveWorkspace {\n    leaveWorkspace(input: {}) {\n      id\n      name\n      role\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitationPreview($token: String!) {\n    invitationPreview(token: $token) {\n      workspaceName\n      invitedBy\n      email\n      role\n      expired\n    }\n  }\n"): (typeof documents)["\n  query InvitationPreview($token: String!) {\n    invitationPreview(token: $token) {\n      workspaceName\n      invitedBy\n      email\n      role\n      expired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(input: { token: $token }) {\n      id\n      name\n      role\n      current\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(input: { token: $token }) {\n      id\n      name\n      role\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentWorkspaceRole {\n    workspaces {\n      id\n      name\n      role\n      current\n    }\n  }\n"): (typeof documents)["\n  query CurrentWorkspaceRole {\n    workspaces {\n      id\n      name\n      role\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DataExportFields on DataExport {\n    id\n    status\n    sizeBytes\n    createdAt\n    finishedAt\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment DataExportFields on DataExport {\n    id\n    status\n    sizeBytes\n    createdAt\n    finishedAt\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDataExports {\n    myDataExports {\n      ...DataExportFields\n    }\n  }\n"): (typeof documents)["\n  query MyDataExports {\n    myDataExports {\n      ...DataExportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDataExport {\n    requestDataExport {\n      ...DataExportFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestDataExport {\n    requestDataExport {\n      ...DataExportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountDeletionPreview {\n    accountDeletionPreview {\n      deletedWorkspaces {\n        id\n        name\n      }\n      leftWorkspaces {\n        id\n        name\n      }\n      blockingWorkspaces {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountDeletionPreview {\n    accountDeletionPreview {\n      deletedWorkspaces {\n        id\n        name\n      }\n      leftWorkspaces {\n        id\n        name\n      }\n      blockingWorkspaces {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketFields on Ticket {\n    id\n    number\n    subject\n    status\n    priority\n    unread\n    messageCount\n    lastMessageAt\n    createdAt\n    customer {\n      id\n      name\n      email\n    }\n    assignee {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment TicketFields on Ticket {\n    id\n    number\n    subject\n    status\n    priority\n    unread\n    messageCount\n    lastMessageAt\n    createdAt\n    customer {\n      id\n      name\n      email\n    }\n    assignee {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tickets(\n    $portalId: ID!\n    $status: TicketStatus\n    $priority: TicketPriority\n    $assigneeUserId: String\n    $customerId: ID\n    $unreadOnly: Boolean\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    tickets(\n      portalId: $portalId\n      status: $status\n      priority: $priority\n      assigneeUserId: $assigneeUserId\n      customerId: $customerId\n      unreadOnly: $unreadOnly\n      search: $search\n      first: $first\n      after: $after\n    ) {\n      edges {\n        node {\n          ...TicketFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Tickets(\n    $portalId: ID!\n    $status: TicketStatus\n    $priority: TicketPriority\n    $assigneeUserId: String\n    $customerId: ID\n    $unreadOnly: Boolean\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    tickets(\n      portalId: $portalId\n      status: $status\n      priority: $priority\n      assigneeUserId: $assigneeUserId\n      customerId: $customerId\n      unreadOnly: $unreadOnly\n      search: $search\n      first: $first\n      after: $after\n    ) {\n      edges {\n        node {\n          ...TicketFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketDetailFields on TicketDetail {\n    id\n    number\n    subject\n    status\n    priority\n    unread\n    messageCount\n    lastMessageAt\n    createdAt\n    updatedAt\n    allowedTransitions\n    customer {\n      id\n      name\n      email\n    }\n    assignee {\n      id\n      name\n      email\n    }\n    messages {\n      id\n      authorType\n      authorName\n      internal\n      body\n      attachments {\n        id\n        url\n        name\n        size\n        contentType\n      }\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment TicketDetailFields on TicketDetail {\n    id\n    number\n    subject\n    status\n    priority\n    unread\n    messageCount\n    lastMessageAt\n    createdAt\n    updatedAt\n    allowedTransitions\n    customer {\n      id\n      name\n      email\n    }\n    assignee {\n      id\n      name\n      email\n    }\n    messages {\n      id\n      authorType\n      authorName\n      internal\n      body\n      attachments {\n        id\n        url\n        name\n        size\n        contentType\n      }\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ticket($id: ID!, $portalId: ID!) {\n    ticket(id: $id) {\n      ...TicketDetailFields\n    }\n    ticketAssignees(portalId: $portalId) {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  query Ticket($id: ID!, $portalId: ID!) {\n    ticket(id: $id) {\n      ...TicketDetailFields\n    }\n    ticketAssignees(portalId: $portalId) {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadTicketCount($portalId: ID!) {\n    unreadTicketCount(portalId: $portalId)\n  }\n"): (typeof documents)["\n  query UnreadTicketCount($portalId: ID!) {\n    unreadTicketCount(portalId: $portalId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTicket($input: UpdateTicketInput!) {\n    updateTicket(input: $input) {\n      ...TicketDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTicket($input: UpdateTicketInput!) {\n    updateTicket(input: $input) {\n      ...TicketDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToTicket($input: ReplyToTicketInput!) {\n    replyToTicket(input: $input) {\n      ...TicketDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToTicket($input: ReplyToTicketInput!) {\n    replyToTicket(input: $input) {\n      ...TicketDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTicket($input: TicketIdInput!) {\n    deleteTicket(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTicket($input: TicketIdInput!) {\n    deleteTicket(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTicket($input: CreateTicketInput!) {\n    createTicket(input: $input) {\n      ...TicketDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTicket($input: CreateTicketInput!) {\n    createTicket(input: $input) {\n      ...TicketDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    portalId\n    url\n    description\n    events\n    status\n    disabledReason\n    failureStreak\n    previousSecretExpiresAt\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    portalId\n    url\n    description\n    events\n    status\n    disabledReason\n    failureStreak\n    previousSecretExpiresAt\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    endpointId\n    messageId\n    eventType\n    status\n    attemptCount\n    responseStatus\n    durationMs\n    lastError\n    nextAttemptAt\n    payload\n    createdAt\n    updatedAt\n    attempts {\n      id\n      attempt\n      responseStatus\n      error\n      responseExcerpt\n      durationMs\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    endpointId\n    messageId\n    eventType\n    status\n    attemptCount\n    responseStatus\n    durationMs\n    lastError\n    nextAttemptAt\n    payload\n    createdAt\n    updatedAt\n    attempts {\n      id\n      attempt\n      responseStatus\n      error\n      responseExcerpt\n      durationMs\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints($portalId: ID!) {\n    webhookEndpoints(portalId: $portalId) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints($portalId: ID!) {\n    webhookEndpoints(portalId: $portalId) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...WebhookDeliveryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...WebhookDeliveryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($input: WebhookEndpointIdInput!) {\n    deleteWebhookEndpoint(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($input: WebhookEndpointIdInput!) {\n    deleteWebhookEndpoint(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($input: WebhookEndpointIdInput!) {\n    rotateWebhookSecret(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($input: WebhookEndpointIdInput!) {\n    rotateWebhookSecret(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendWebhookTestEvent($input: SendWebhookTestEventInput!) {\n    sendWebhookTestEvent(input: $input) {\n      ...WebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendWebhookTestEvent($input: SendWebhookTestEventInput!) {\n    sendWebhookTestEvent(input: $input) {\n      ...WebhookDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryWebhookDelivery($input: RetryWebhookDeliveryInput!) {\n    retryWebhookDelivery(input: $input) {\n      ...WebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation RetryWebhookDelivery($input: RetryWebhookDeliveryInput!) {\n    retryWebhookDelivery(input: $input) {\n      ...WebhookDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkflowFields on Workflow {\n    id\n    portalId\n    name\n    slug\n    accessType\n    allowRepeat\n    published\n    publishedVersion\n    publishedAt\n    changedSincePublish\n    revision\n    stepCount\n    runsInProgress\n    runsCompleted\n    awaitingApproval\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment WorkflowFields on Workflow {\n    id\n    portalId\n    name\n    slug\n    accessType\n    allowRepeat\n    published\n    publishedVersion\n    publishedAt\n    changedSincePublish\n    revision\n    stepCount\n    runsInProgress\n    runsCompleted\n    awaitingApproval\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkflowDetailFields on WorkflowDetail {\n    id\n    portalId\n    name\n    slug\n    accessType\n    allowRepeat\n    published\n    publishedVersion\n    publishedAt\n    changedSincePublish\n    revision\n    stepCount\n    runsInProgress\n    runsCompleted\n    awaitingApproval\n    createdAt\n    updatedAt\n    graph {\n      nodes {\n        id\n        type\n        name\n        config\n        position {\n          x\n          y\n        }\n      }\n      edges {\n        from\n        to\n        branch\n      }\n    }\n    problems {\n      nodeId\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment WorkflowDetailFields on WorkflowDetail {\n    id\n    portalId\n    name\n    slug\n    accessType\n    allowRepeat\n    published\n    publishedVersion\n    publishedAt\n    changedSincePublish\n    revision\n    stepCount\n    runsInProgress\n    runsCompleted\n    awaitingApproval\n    createdAt\n    updatedAt\n    graph {\n      nodes {\n        id\n        type\n        name\n        config\n        position {\n          x\n          y\n        }\n      }\n      edges {\n        from\n        to\n        branch\n      }\n    }\n    problems {\n      nodeId\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Workflows($portalId: ID!) {\n    workflows(portalId: $portalId) {\n      ...WorkflowFields\n    }\n  }\n"): (typeof documents)["\n  query Workflows($portalId: ID!) {\n    workflows(portalId: $portalId) {\n      ...WorkflowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Workflow($portalId: ID!, $slug: String!) {\n    workflow(portalId: $portalId, slug: $slug) {\n      ...WorkflowDetailFields\n    }\n  }\n"): (typeof documents)["\n  query Workflow($portalId: ID!, $slug: String!) {\n    workflow(portalId: $portalId, slug: $slug) {\n      ...WorkflowDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkflow($input: CreateWorkflowInput!) {\n    createWorkflow(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWorkflow($input: CreateWorkflowInput!) {\n    createWorkflow(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkflow($input: UpdateWorkflowInput!) {\n    updateWorkflow(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWorkflow($input: UpdateWorkflowInput!) {\n    updateWorkflow(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWorkflow($input: WorkflowIdInput!) {\n    deleteWorkflow(input: $input) {\n      id\n      runsInProgress\n      runsCompleted\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWorkflow($input: WorkflowIdInput!) {\n    deleteWorkflow(input: $input) {\n      id\n      runsInProgress\n      runsCompleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateWorkflow($input: WorkflowIdInput!) {\n    duplicateWorkflow(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateWorkflow($input: WorkflowIdInput!) {\n    duplicateWorkflow(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishWorkflow($input: PublishWorkflowInput!) {\n    publishWorkflow(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation PublishWorkflow($input: PublishWorkflowInput!) {\n    publishWorkflow(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeWorkflowSlug($input: ChangeWorkflowSlugInput!) {\n    changeWorkflowSlug(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeWorkflowSlug($input: ChangeWorkflowSlugInput!) {\n    changeWorkflowSlug(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeWorkflowAccessType($input: ChangeWorkflowAccessTypeInput!) {\n    changeWorkflowAccessType(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeWorkflowAccessType($input: ChangeWorkflowAccessTypeInput!) {\n    changeWorkflowAccessType(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameWorkflowStep($input: RenameWorkflowStepInput!) {\n    renameWorkflowStep(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation RenameWorkflowStep($input: RenameWorkflowStepInput!) {\n    renameWorkflowStep(input: $input) {\n      ...WorkflowDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RunFields on WorkflowRun {\n    id\n    workflowId\n    version\n    status\n    customer {\n      id\n      name\n      email\n    }\n    visitorEmail\n    currentStep {\n      id\n      name\n      type\n      content\n    }\n    steps {\n      id\n      name\n      type\n      answer\n      questions {\n        key\n        label\n        type\n        value\n      }\n      at\n    }\n    lastDecision {\n      stepName\n      decision\n      comment\n      decidedBy\n      at\n    }\n    repeatable\n    createdAt\n    updatedAt\n    completedAt\n  }\n"): (typeof documents)["\n  fragment RunFields on WorkflowRun {\n    id\n    workflowId\n    version\n    status\n    customer {\n      id\n      name\n      email\n    }\n    visitorEmail\n    currentStep {\n      id\n      name\n      type\n      content\n    }\n    steps {\n      id\n      name\n      type\n      answer\n      questions {\n        key\n        label\n        type\n        value\n      }\n      at\n    }\n    lastDecision {\n      stepName\n      decision\n      comment\n      decidedBy\n      at\n    }\n    repeatable\n    createdAt\n    updatedAt\n    completedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkflowRuns($workflowId: ID!, $status: WorkflowRunStatus, $first: Int, $after: String) {\n    workflowRuns(workflowId: $workflowId, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          ...RunFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkflowRuns($workflowId: ID!, $status: WorkflowRunStatus, $first: Int, $after: String) {\n    workflowRuns(workflowId: $workflowId, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          ...RunFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideWorkflowRun($input: DecideWorkflowRunInput!) {\n    decideWorkflowRun(input: $input) {\n      ...RunFields\n    }\n  }\n"): (typeof documents)["\n  mutation DecideWorkflowRun($input: DecideWorkflowRunInput!) {\n    decideWorkflowRun(input: $input) {\n      ...RunFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkflowAssignments($workflowId: ID!) {\n    workflowAssignments(workflowId: $workflowId) {\n      customerId\n      name\n      email\n      status\n      assignedAt\n    }\n  }\n"): (typeof documents)["\n  query WorkflowAssignments($workflowId: ID!) {\n    workflowAssignments(workflowId: $workflowId) {\n      customerId\n      name\n      email\n      status\n      assignedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerWorkflowAssignments($customerId: ID!) {\n    customerWorkflowAssignments(customerId: $customerId) {\n      workflowId\n      name\n      slug\n      accessType\n      assignedAt\n    }\n  }\n"): (typeof documents)["\n  query CustomerWorkflowAssignments($customerId: ID!) {\n    customerWorkflowAssignments(customerId: $customerId) {\n      workflowId\n      name\n      slug\n      accessType\n      assignedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignWorkflow($input: WorkflowAssignmentInput!) {\n    assignWorkflow(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AssignWorkflow($input: WorkflowAssignmentInput!) {\n    assignWorkflow(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnassignWorkflow($input: WorkflowAssignmentInput!) {\n    unassignWorkflow(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UnassignWorkflow($input: WorkflowAssignmentInput!) {\n    unassignWorkflow(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SandboxViewer {\n    me {\n      id\n      firstName\n      lastName\n      email\n    }\n    workspaces {\n      id\n      name\n      current\n    }\n  }\n"): (typeof documents)["\n  query SandboxViewer {\n    me {\n      id\n      firstName\n      lastName\n      email\n    }\n    workspaces {\n      id\n      name\n      current\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;