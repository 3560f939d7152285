import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { call, type PortalApiError } from './api';
import { BlockList, type Block } from './blocks/BlockView';
import { useSession } from './session';
import { SignInCard } from './SignInCard';
import { bootPageFor, findPage, pagePath, portalTitle } from './site';
import { Card, Skeleton } from './ui/ui';

type Loaded = { path: string; blocks: Block[] } | { path: string; error: PortalApiError };

/**
 * A page the builder composed and published. Its blocks come from the HTML on the first load, else from
 * /v1/public/pages; a page for customers asks a signed-out visitor to sign in, then loads with their token.
 */
export function SitePage() {
  const { portal, state } = useSession();
  const { pathname } = useLocation();
  const path = pagePath(pathname);
  const entry = findPage(portal, path)!;
  const forCustomers = entry.visibility === 'CUSTOMERS';
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const boot = bootPageFor(portal, path);
    return boot?.blocks ? { path, blocks: boot.blocks } : null;
  });
  const waiting = forCustomers && state.status !== 'signedIn';
  const current = loaded?.path === path ? loaded : null;
  const haveBlocks = !!current && 'blocks' in current;

  useEffect(() => {
    document.title = `${entry.title} · ${portalTitle(portal)}`;
  }, [entry.title, portal]);

  useEffect(() => {
    if (waiting || haveBlocks) return;
    let live = true;
    call<{ blocks: Block[] }>('GET', '/public/pages', { query: { portalSlug: portal.slug, path } })
      .then((page) => live && setLoaded({ path, blocks: page.blocks }))
      .catch((error: PortalApiError) => live && setLoaded({ path, error }));
    return () => {
      live = false;
    };
    // A customer signing in (or out) loads a page for customers again.
  }, [path, portal.slug, waiting, haveBlocks, state.status]);

  if (waiting && state.status === 'loading') return <Skeleton />;
  if (waiting || (current && 'error' in current && current.error.status === 401))
    return (
      <div className="p-narrow">
        <SignInCard
          title={entry.title}
          returnTo={pathname}
          intro="This page is for the portal’s customers. Enter your email and we’ll send you a link to sign in — no password needed."
        />
      </div>
    );
  if (!current) return <Skeleton lines={5} />;
  if ('error' in current)
    return (
      <Card className="p-empty">
        <h1 className="p-h2">{current.error.status === 404 ? 'Page not found' : 'This page could not be loaded'}</h1>
        <p className="p-muted">
          {current.error.status === 404 ? 'This page is no longer published.' : `${current.error.message} Reload the page to try again.`}
        </p>
      </Card>
    );
  if (current.blocks.length === 0)
    return (
      <Card className="p-empty">
        <h1 className="p-h2">{entry.title}</h1>
        <p className="p-muted">Nothing on this page yet.</p>
      </Card>
    );
  return <BlockList blocks={current.blocks} />;
}
