import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { call, type PortalApiError } from './api';
import { BlockList, type Block } from '../portal-render/blocks/BlockView';
import { LIVE_BLOCKS } from './blocks/live-blocks';
import { useSession } from './session';
import { SignInCard } from './SignInCard';
import { bootPageFor, findPage, pagePath, portalTitle } from './site';
import { Card, Skeleton } from './ui/ui';

type Loaded = { path: string; title?: string; blocks: Block[] } | { path: string; error: PortalApiError };

/**
 * A page the builder composed and published. Its blocks come from the HTML on the first load, else from
 * /v1/public/pages; a page for customers asks a signed-out visitor to sign in, then loads with their token.
 * A signed-out visitor's site lists no page for customers: at an address it does not list, the HTML's
 * page (or the server's 401) says that one needs a sign-in, without its title.
 */
export function SitePage() {
  const { portal, state } = useSession();
  const { pathname } = useLocation();
  const path = pagePath(pathname);
  const entry = findPage(portal, path);
  const forCustomers = (entry ?? bootPageFor(portal, path))?.visibility === 'CUSTOMERS';
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const boot = bootPageFor(portal, path);
    return boot?.blocks ? { path, blocks: boot.blocks } : null;
  });
  const waiting = forCustomers && state.status !== 'signedIn';
  const current = loaded?.path === path ? loaded : null;
  const haveBlocks = !!current && 'blocks' in current;

  const title = entry?.title ?? (current && 'title' in current ? current.title : undefined);
  useEffect(() => {
    document.title = title ? `${title} · ${portalTitle(portal)}` : portalTitle(portal);
  }, [title, portal]);

  useEffect(() => {
    if (waiting || haveBlocks) return;
    let live = true;
    call<{ title: string; blocks: Block[] }>('GET', '/public/pages', { query: { portalSlug: portal.slug, path } })
      .then((page) => live && setLoaded({ path, title: page.title, blocks: page.blocks }))
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
          title={entry?.title}
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
          {current.error.status !== 404
            ? `${current.error.message} Reload the page to try again.`
            : entry
              ? 'This page is no longer published.'
              : 'This page does not exist in the portal.'}
        </p>
      </Card>
    );
  if (current.blocks.length === 0)
    return (
      <Card className="p-empty">
        <h1 className="p-h2">{title}</h1>
        <p className="p-muted">Nothing on this page yet.</p>
      </Card>
    );
  return <BlockList blocks={current.blocks} data={LIVE_BLOCKS} />;
}
