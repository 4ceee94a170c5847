// The app's links: an <a> with the route's URL whose plain click navigates in the router, and
// NavLink's aria-current, as React Router's own had them.
import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isPathActive, Link, NavLink } from './link';

function Where() {
  const location = useLocation();
  return (
    <output>
      {location.pathname}
      {location.search}
      {JSON.stringify(location.state)}
    </output>
  );
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Where />
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it("renders the route's URL and navigates in the router on a plain click, with its state", async () => {
    renderAt(
      '/profile',
      <Link to="/promotions/7" state={{ from: 'menu' }} className="x">
        Promotion
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Promotion' });
    expect(link.getAttribute('href')).toBe('/promotions/7');
    expect(link.className).toBe('x');
    await userEvent.click(link);
    expect(screen.getByRole('status').textContent).toBe('/promotions/7{"from":"menu"}');
  });

  it('takes { pathname, search } and a query-only path', async () => {
    renderAt(
      '/sport/cricket',
      <>
        <Link to={{ pathname: '/sport/cricket', search: '?invite=true' }}>Invite</Link>
        <Link to="?mybet=true">My bets</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Invite' }).getAttribute('href')).toBe(
      '/sport/cricket?invite=true',
    );
    await userEvent.click(screen.getByRole('link', { name: 'My bets' }));
    expect(screen.getByRole('status').textContent).toBe('/sport/cricket?mybet=truenull');
  });

  it("calls the caller's onClick first, and leaves the click alone when it prevents it", async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/',
      <Link to="/help" onClick={onClick}>
        Help
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Help' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('/null');
  });

  it('leaves a modified click to the browser (a new tab)', () => {
    renderAt('/', <Link to="/help">Help</Link>);
    const link = screen.getByRole('link', { name: 'Help' });
    // Stop the browser's own navigation of the test page; the router must not have moved.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link, { ctrlKey: true });
    expect(screen.getByRole('status').textContent).toBe('/null');
  });
});

describe('NavLink', () => {
  it('marks the link of the current path and of the paths below it', () => {
    renderAt(
      '/profile/info',
      <>
        <NavLink to="/profile/info">Info</NavLink>
        <NavLink to="/profile">Profile</NavLink>
        <NavLink to="/profile/security">Security</NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Info' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Security' }).hasAttribute('aria-current')).toBe(false);
  });
});

describe('isPathActive', () => {
  it('matches whole segments, letter case aside, and home only on home', () => {
    expect(isPathActive('/profile', '/profile')).toBe(true);
    expect(isPathActive('/Profile/info', '/profile')).toBe(true);
    expect(isPathActive('/profile/info', '/profile/')).toBe(true);
    expect(isPathActive('/profiles', '/profile')).toBe(false);
    expect(isPathActive('/profile', '/profile/info')).toBe(false);
    expect(isPathActive('/', '/')).toBe(true);
    expect(isPathActive('/profile', '/')).toBe(false);
  });
});
