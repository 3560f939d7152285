import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Layout } from './Layout';
import HomePage from './pages/HomePage';
import { useSession } from './session';
import { SignInCard } from './SignInCard';
import { bootPageFor, findPage, publishedSite, usePageViews } from './site';
import { SitePage } from './SitePage';
import { Card, Skeleton } from './ui/ui';

// The home page (and the sign-in on it) comes with the first load; the rest when first opened.
const MagicLinkPage = lazy(() => import('./pages/MagicLinkPage'));
const TicketsPage = lazy(() => import('./pages/TicketsPage'));
const NewTicketPage = lazy(() => import('./pages/NewTicketPage'));
const TicketPage = lazy(() => import('./pages/TicketPage'));
const DataPage = lazy(() => import('./pages/DataPage'));
const StartWorkflowPage = lazy(() => import('./pages/StartWorkflowPage'));
const RunPage = lazy(() => import('./pages/RunPage'));

/** A page for signed-in customers: a signed-out visitor signs in here, then comes back to it. */
function Customers({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <Skeleton />;
  if (state.status === 'signedOut')
    return (
      <div className="p-narrow">
        <SignInCard returnTo={location.pathname + location.search} intro="Sign in to see this page: we’ll email you a link." />
      </div>
    );
  return <>{children}</>;
}

const safeReturn = (to: string | null) => (to && to.startsWith('/') && !to.startsWith('//') ? to : '/');

/** The header's "Sign in": the sign-in card, then back to the page the visitor came from. */
function SignInPage() {
  const { state } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeReturn(params.get('returnTo'));
  useEffect(() => {
    if (state.status === 'signedIn') navigate(returnTo, { replace: true });
  }, [state.status, returnTo, navigate]);
  if (state.status !== 'signedOut') return <Skeleton />;
  return (
    <div className="p-narrow">
      <SignInCard returnTo={returnTo} />
    </div>
  );
}

/**
 * A published page at this path, else the standard "not found". A page for customers is not in the
 * site a signed-out visitor has (nor its title): for a path it does not list, the server says whether
 * it needs a sign-in.
 */
function PageOrNotFound() {
  const { portal, site, state } = useSession();
  const { pathname } = useLocation();
  if (findPage(portal, pathname)) return <SitePage />;
  if (!publishedSite(portal) || site === 'customer') return <NotFound />;
  if (state.status === 'loading' || site === 'loading') return <Skeleton />;
  return <SitePage />;
}

/** A published '/' page replaces the standard home; one for customers asks a signed-out visitor to sign in. */
function HomeOrPage() {
  const { portal, site, state } = useSession();
  if (findPage(portal, '/') || bootPageFor(portal, '/')?.visibility === 'CUSTOMERS') return <SitePage />;
  if (publishedSite(portal) && (state.status === 'loading' || site === 'loading')) return <Skeleton />;
  return <HomePage />;
}

function NotFound() {
  return (
    <Card className="p-empty">
      <h1 className="p-h2">Page not found</h1>
      <p className="p-muted">This page does not exist in the portal.</p>
      <Link to="/">Go to the portal’s home</Link>
    </Card>
  );
}

export function App() {
  const { portal } = useSession();
  usePageViews(portal);
  return (
    <Layout>
      <Suspense fallback={<Skeleton />}>
        <Routes>
          {/* A published '/' page replaces the standard home. */}
          <Route path="/" element={<HomeOrPage />} />
          <Route path="/auth/magic" element={<MagicLinkPage />} />
          <Route path="/auth/sign-in" element={<SignInPage />} />
          <Route
            path="/tickets"
            element={
              <Customers>
                <TicketsPage />
              </Customers>
            }
          />
          <Route
            path="/tickets/new"
            element={
              <Customers>
                <NewTicketPage />
              </Customers>
            }
          />
          <Route
            path="/tickets/:ticketId"
            element={
              <Customers>
                <TicketPage />
              </Customers>
            }
          />
          <Route
            path="/data/:collectionId"
            element={
              <Customers>
                <DataPage />
              </Customers>
            }
          />
          <Route path="/workflows/:workflowSlug" element={<StartWorkflowPage />} />
          <Route path="/runs/resume" element={<RunPage />} />
          <Route
            path="/runs/:runId"
            element={
              <Customers>
                <RunPage />
              </Customers>
            }
          />
          <Route path="*" element={<PageOrNotFound />} />
        </Routes>
      </Suspense>
    </Layout>
  );
}
