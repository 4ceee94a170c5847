// The design system renders plain links unless told otherwise; the app hands it this renderer so
// navigation stays inside the router. A query-only href ('?invite=true', spec section 2 footer
// links) keeps the current path; absolute URLs open in a new tab.
import type { LinkRenderer } from '@bet/ui/side-nav';
import { useLocation } from 'react-router';
import { Link } from './link';

export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//.test(href) || href.startsWith('mailto:');
}

function QueryLink(props: Parameters<LinkRenderer>[0]) {
  const { href, children, ...rest } = props;
  const { pathname } = useLocation();
  return (
    <Link {...rest} to={{ pathname, search: href }}>
      {children}
    </Link>
  );
}

export const renderAppLink: LinkRenderer = (props) => {
  const { href, children, ...rest } = props;
  if (isExternalHref(href)) {
    return (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (href.startsWith('?')) return <QueryLink {...props} />;
  return (
    <Link {...rest} to={href}>
      {children}
    </Link>
  );
};
