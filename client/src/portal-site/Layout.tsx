import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { initials } from '../portal-render/theme-style';
import type { PublishedSite } from './boot';
import { useSession } from './session';
import { publishedSite } from './site';
import { Button } from './ui/ui';

/** A link the builder set: a page of the portal through the router, an outside address in a new tab. */
function SiteLink({ href, external, children, nav }: { href: string; external: boolean; children: ReactNode; nav?: boolean }) {
  if (external || !href.startsWith('/'))
    return (
      <a href={href} {...(/^https?:/i.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  return nav ? (
    <NavLink to={href} end>
      {children}
    </NavLink>
  ) : (
    <Link to={href}>{children}</Link>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { portal } = useSession();
  const site = publishedSite(portal);
  return site ? <SiteLayout site={site}>{children}</SiteLayout> : <StandardLayout>{children}</StandardLayout>;
}

/** The header, navigation and footer the builder composed and published. */
function SiteLayout({ site, footer, children }: { site: PublishedSite; footer?: ReactNode; children: ReactNode }) {
  const { portal, state, signOut } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [location.pathname]);
  const title = site.header.title || portal.basicInfo.title || portal.name;
  const signedIn = state.status === 'signedIn';
  const items = site.navigation.filter((item) => item.visibility === 'EVERYONE' || signedIn);
  const onSignIn = location.pathname === '/auth/sign-in' || location.pathname === '/auth/magic';
  const signInHref = `/auth/sign-in?returnTo=${encodeURIComponent(location.pathname + location.search)}`;
  const account =
    state.status === 'signedIn' ? (
      <div className="p-nav__account">
        <span className="p-nav__who" title={state.customer.email}>
          {state.customer.name || state.customer.email}
        </span>
        <Button variant="secondary" onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
    ) : null;
  // Signed out, "Sign in" stays in sight beside the menu button on a phone.
  const signIn =
    state.status === 'signedOut' && site.header.showSignIn && !onSignIn ? (
      <Link to={signInHref} className="p-button p-button--primary p-header__sign-in">
        Sign in
      </Link>
    ) : null;
  return (
    <div className="p-shell">
      <a href="#main" className="p-skip">
        Skip to content
      </a>
      <header className="p-header">
        <div className="p-header__inner">
          <Link to="/" className="p-brand">
            {site.header.showLogo ? (
              portal.logoUrl ? (
                <img src={portal.logoUrl} alt="" className="p-brand__logo" />
              ) : (
                <span className="p-brand__mark" aria-hidden="true">
                  {initials(portal.name)}
                </span>
              )
            ) : null}
            <span className="p-brand__name">{title}</span>
          </Link>
          <div className="p-header__actions">
            {signIn}
            {items.length > 0 ? (
              <button
                type="button"
                className="p-menu-button"
                aria-label="Menu"
                aria-expanded={open}
                aria-controls="p-site-nav"
                onClick={() => setOpen((o) => !o)}
              >
                <span className="p-menu-button__icon" aria-hidden="true" />
              </button>
            ) : null}
          </div>
          <div
            id="p-site-nav"
            className={`p-site-nav${items.length > 0 ? ' p-site-nav--collapsible' : ''}${open ? ' p-site-nav--open' : ''}`}
          >
            {items.length > 0 ? (
              <nav className="p-nav" aria-label="Portal">
                {items.map((item) => (
                  <SiteLink key={`${item.label}-${item.href}`} href={item.href} external={item.external} nav>
                    {item.label}
                  </SiteLink>
                ))}
              </nav>
            ) : null}
            {account}
          </div>
        </div>
      </header>
      <main className="p-main" id="main">
        {children}
      </main>
      <footer className="p-footer">
        {footer ?? (
          <div className="p-footer__site">
            {site.footer.text ? <span>{site.footer.text}</span> : null}
            {site.footer.links.length > 0 ? (
              <nav className="p-footer__links" aria-label="Footer">
                {site.footer.links.map((link) => (
                  <SiteLink key={`${link.label}-${link.url}`} href={link.url} external={!link.url.startsWith('/')}>
                    {link.label}
                  </SiteLink>
                ))}
              </nav>
            ) : null}
          </div>
        )}
        <span>Powered by Portico</span>
      </footer>
    </div>
  );
}

/**
 * Nothing published yet: the standard header and footer, drawn by the same layout as a published
 * site — Home and Tickets for a signed-in customer, behind the menu button on a phone — so the header
 * stays one row at 390 px and looks the same before and after the first Publish.
 */
const STANDARD_SITE: PublishedSite = {
  published: false,
  header: { showLogo: true, title: '', showSignIn: false },
  footer: { text: '', links: [] },
  navigation: [
    { label: 'Home', href: '/', external: false, visibility: 'CUSTOMERS' },
    { label: 'Tickets', href: '/tickets', external: false, visibility: 'CUSTOMERS' },
  ],
  pages: [],
};

function StandardLayout({ children }: { children: ReactNode }) {
  const { portal } = useSession();
  return (
    <SiteLayout
      site={STANDARD_SITE}
      footer={
        portal.basicInfo.supportEmail ? (
          <span>
            Need help? <a href={`mailto:${portal.basicInfo.supportEmail}`}>{portal.basicInfo.supportEmail}</a>
          </span>
        ) : (
          <span />
        )
      }
    >
      {children}
    </SiteLayout>
  );
}
