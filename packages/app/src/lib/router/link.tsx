// The app's in-router links, in place of React Router's <Link> and <NavLink>. Those two carry the
// framework mode's prefetching, route discovery and masking with them, about 3 KB gzip that every
// visitor downloads before the first screen (React Router is one module for the bundler: one
// lazy page importing its Link puts it in the framework chunk). The app only needs what declarative
// mode does: an <a> whose href is the route's URL and whose plain left click navigates in the
// router (a modified click, a middle click or target="_blank" stays the browser's).
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes: a path ('/promotions', '?mybet=true') or { pathname, search }. */
  readonly to: To;
  /** Replace the current history entry instead of adding one. */
  readonly replace?: boolean;
  /** History state of the entry the link opens (read with useLocation().state). */
  readonly state?: unknown;
  readonly ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

/**
 * Whether `pathname` is `path` or below it, letter case aside, as React Router's NavLink has it
 * ('/' is active on home only).
 */
export function isPathActive(pathname: string, path: string): boolean {
  const current = pathname.toLowerCase();
  const target = path.toLowerCase();
  if (current === target) return true;
  if (target === '/') return false;
  return current.startsWith(target.endsWith('/') ? target : `${target}/`);
}

/** A Link marked aria-current="page" while the current URL is its path or below it. */
export function NavLink(props: LinkProps) {
  const { pathname } = useLocation();
  const path = useResolvedPath(props.to).pathname;
  return <Link {...props} aria-current={isPathActive(pathname, path) ? 'page' : undefined} />;
}
