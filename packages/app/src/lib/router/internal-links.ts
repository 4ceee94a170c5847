// Links the app does not render itself (server HTML of a promotion, design-system tiles with a
// plain href) still navigate inside the router: a click on a same-origin link is turned into a
// client-side navigation, so the page is not reloaded.
import type { MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router';

export function internalLinkHandler(navigate: NavigateFunction) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (anchor === null || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}
