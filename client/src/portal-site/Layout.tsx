import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { initials } from '../features/portals/theme-style';
import { useSession } from './session';
import { Button } from './ui/ui';

export function Layout({ children }: { children: ReactNode }) {
  const { portal, state, signOut } = useSession();
  const title = portal.basicInfo.title || portal.name;
  return (
    <div className="p-shell">
      <header className="p-header">
        <div className="p-header__inner">
          <Link to="/" className="p-brand">
            {portal.logoUrl ? (
              <img src={portal.logoUrl} alt="" className="p-brand__logo" />
            ) : (
              <span className="p-brand__mark" aria-hidden="true">
                {initials(portal.name)}
              </span>
            )}
            <span className="p-brand__name">{title}</span>
          </Link>
          {state.status === 'signedIn' ? (
            <nav className="p-nav" aria-label="Portal">
              <NavLink to="/" end>
                Home
              </NavLink>
              <NavLink to="/tickets">Tickets</NavLink>
              <span className="p-nav__who" title={state.customer.email}>
                {state.customer.name || state.customer.email}
              </span>
              <Button variant="secondary" onClick={() => void signOut()}>
                Sign out
              </Button>
            </nav>
          ) : null}
        </div>
      </header>
      <main className="p-main" id="main">
        {children}
      </main>
      <footer className="p-footer">
        {portal.basicInfo.supportEmail ? (
          <span>
            Need help? <a href={`mailto:${portal.basicInfo.supportEmail}`}>{portal.basicInfo.supportEmail}</a>
          </span>
        ) : (
          <span />
        )}
        <span>Powered by Portico</span>
      </footer>
    </div>
  );
}
