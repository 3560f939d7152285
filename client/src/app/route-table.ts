import type { ScreenModule } from './lazy-screen';

export type Role = 'USER';
export type NavType = 'portalNav';

export interface RouteDef {
  path: string;
  /** Empty = public. Non-empty = protected, shown inside the layout. */
  roles: Role[];
  nav?: NavType;
  /** The document title ("Sign in · Portico"); a portal's routes add the portal's name. */
  title: string;
  load: () => Promise<ScreenModule>;
}

/** The seed's route table (§2), with the sub-routes of /auth that Portico adds. */
export const ROUTES: RouteDef[] = [
  { path: '/auth/login', roles: [], title: 'Sign in', load: () => import('../pages/LoginPage') },
  { path: '/auth/register', roles: [], title: 'Create your account', load: () => import('../pages/RegisterPage') },
  { path: '/auth/verify-email', roles: [], title: 'Verify your email', load: () => import('../pages/VerifyEmailPage') },
  { path: '/auth/forgot-password', roles: [], title: 'Forgot your password', load: () => import('../pages/ForgotPasswordPage') },
  { path: '/auth/reset-password', roles: [], title: 'Choose a new password', load: () => import('../pages/ResetPasswordPage') },
  { path: '/auth/confirm-email', roles: [], title: 'Confirm your new email', load: () => import('../pages/ConfirmEmailPage') },
  { path: '/oauthCallback/*', roles: [], title: 'Signing in', load: () => import('../pages/OAuthCallbackPage') },
  { path: '/invitations/accept', roles: [], title: 'Join a workspace', load: () => import('../pages/AcceptInvitationPage') },
  { path: '/settings/*', roles: ['USER'], title: 'Settings', load: () => import('../pages/SettingsPage') },
  // Sections of the settings page with titles of their own (the page picks the section by its path).
  { path: '/settings/calendar', roles: ['USER'], title: 'Calendar', load: () => import('../pages/SettingsPage') },
  { path: '/settings/payments', roles: ['USER'], title: 'Payments', load: () => import('../pages/SettingsPage') },
  { path: '/settings/money', roles: ['USER'], title: 'Money', load: () => import('../pages/SettingsPage') },
  { path: '/settings/api-keys', roles: ['USER'], title: 'API keys', load: () => import('../pages/SettingsPage') },
  { path: '/portals', roles: ['USER'], title: 'Portals', load: () => import('../pages/PortalsPage') },
  {
    path: '/:portalSlug/settings/*',
    roles: ['USER'],
    nav: 'portalNav',
    title: 'Settings',
    load: () => import('../pages/portal/PortalSettingsPage'),
  },
  {
    path: '/:portalSlug/workflows',
    roles: ['USER'],
    nav: 'portalNav',
    title: 'Workflows',
    load: () => import('../pages/portal/WorkflowsPage'),
  },
  {
    path: '/:portalSlug/workflows/:workflowSlug',
    roles: ['USER'],
    nav: 'portalNav',
    title: 'Workflow',
    load: () => import('../pages/portal/WorkflowPage'),
  },
  {
    path: '/:portalSlug/workflows/:workflowSlug/runs',
    roles: ['USER'],
    nav: 'portalNav',
    title: 'Runs',
    load: () => import('../pages/portal/WorkflowRunsPage'),
  },
  { path: '/:portalSlug/layout', roles: ['USER'], nav: 'portalNav', title: 'Layout', load: () => import('../pages/portal/LayoutPage') },
  {
    path: '/:portalSlug/database/*',
    roles: ['USER'],
    nav: 'portalNav',
    title: 'Database',
    load: () => import('../pages/portal/DatabasePage'),
  },
  {
    path: '/:portalSlug/customer',
    roles: ['USER'],
    nav: 'portalNav',
    title: 'Customers',
    load: () => import('../pages/portal/CustomersPage'),
  },
  {
    path: '/:portalSlug/customer/settings',
    roles: ['USER'],
    nav: 'portalNav',
    title: 'Customer sign-in',
    load: () => import('../pages/portal/CustomerSettingsPage'),
  },
  {
    path: '/:portalSlug/customer/tickets',
    roles: ['USER'],
    nav: 'portalNav',
    title: 'Tickets',
    load: () => import('../pages/portal/TicketsPage'),
  },
  {
    path: '/:portalSlug/customer/activity',
    roles: ['USER'],
    nav: 'portalNav',
    title: 'Activity',
    load: () => import('../pages/portal/ActivityPage'),
  },
  {
    path: '/:portalSlug/customer/tickets/:ticketId',
    roles: ['USER'],
    nav: 'portalNav',
    title: 'Ticket',
    load: () => import('../pages/portal/TicketPage'),
  },
  {
    path: '/:portalSlug/customer/:customerId/*',
    roles: ['USER'],
    nav: 'portalNav',
    title: 'Customer',
    load: () => import('../pages/portal/CustomerPage'),
  },
  {
    path: '/:portalSlug/integrations/*',
    roles: ['USER'],
    nav: 'portalNav',
    title: 'Integrations',
    load: () => import('../pages/portal/IntegrationsPage'),
  },
  {
    path: '/:portalSlug/integrations/webhooks',
    roles: ['USER'],
    nav: 'portalNav',
    title: 'Webhooks',
    load: () => import('../pages/portal/WebhooksPage'),
  },
];

/** The six entries of the portal side navigation: label and third path segment. */
export const PORTAL_NAV = [
  { label: 'Layout', segment: 'layout' },
  { label: 'Workflows', segment: 'workflows' },
  { label: 'Database', segment: 'database' },
  { label: 'Customer', segment: 'customer' },
  { label: 'Integrations', segment: 'integrations' },
  { label: 'Settings', segment: 'settings' },
] as const;

/**
 * Where a side-nav entry leads from the current path: the same portal, that segment, climbing up
 * any extra segments (`/acme/customer/42/notes` → `/acme/database`).
 */
export function portalNavTarget(pathname: string, segment: string): string {
  const portalSlug = pathname.split('/').filter(Boolean)[0] ?? '';
  return `/${portalSlug}/${segment}`;
}
