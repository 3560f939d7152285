import { useEffect, useState, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/** Three pages need no router library: the path, history.pushState and popstate. */

export type Route =
  | { page: 'profile'; username: string }
  | { page: 'service'; username: string; slug: string }
  | { page: 'manage'; token: string }
  | { page: 'missing' };

export function routeOf(location: Pick<Location, 'pathname' | 'search'>): Route {
  const parts = location.pathname
    .replace(/^\/book\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((p) => decodeURIComponent(p));
  if (parts[0] === 'manage' && parts.length === 1)
    return { page: 'manage', token: new URLSearchParams(location.search).get('token') ?? '' };
  if (parts.length === 1) return { page: 'profile', username: parts[0]! };
  if (parts.length === 2) return { page: 'service', username: parts[0]!, slug: parts[1]! };
  return { page: 'missing' };
}

const listeners = new Set<() => void>();

export function navigate(href: string) {
  window.history.pushState(null, '', href);
  window.scrollTo(0, 0);
  listeners.forEach((l) => l());
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => routeOf(window.location));
  useEffect(() => {
    const update = () => setRoute(routeOf(window.location));
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return route;
}

/** A link inside the booking pages: followed without reloading, still a real link (new tab, copy). */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={follow} {...rest} />;
}
