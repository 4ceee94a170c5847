// Code-split routes in declarative mode: the table's lazy modules become pages that load once,
// and every route matching a URL starts loading at once.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { preloadRoutes, routeObjects, type AppRoute, type RouteModule } from './lazy-routes';

function countedModule(name: string) {
  const calls = { count: 0 };
  const load = (): Promise<RouteModule> => {
    calls.count += 1;
    return Promise.resolve({ Component: () => <h1>{name}</h1> });
  };
  return { calls, load };
}

function Layout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}

function table() {
  const home = countedModule('Home');
  const profile = countedModule('Profile');
  const info = countedModule('Info');
  const profilePage = (): Promise<RouteModule> =>
    profile.load().then(() => ({
      Component: () => (
        <section>
          <h1>Profile</h1>
          <Outlet />
        </section>
      ),
    }));
  const routes: AppRoute[] = [
    {
      path: '/',
      Component: Layout,
      children: [
        { index: true, lazy: home.load },
        { path: 'profile', lazy: profilePage, children: [{ path: 'info', lazy: info.load }] },
        { path: 'old', element: <p>moved</p> },
      ],
    },
  ];
  return { routes: routeObjects(routes), home, profile, info };
}

function Routes({ routes }: { readonly routes: RouteObject[] }) {
  return useRoutes(routes);
}

describe('lazy routes', () => {
  it('keeps paths, index routes, elements and children, with each lazy page a component', () => {
    const { routes, home } = table();
    const [root] = routes;
    expect(root?.path).toBe('/');
    expect(root?.Component).toBe(Layout);
    const [index, profile, old] = root?.children ?? [];
    expect(index?.index).toBe(true);
    expect(typeof index?.Component).toBe('object');
    expect(profile?.path).toBe('profile');
    expect(profile?.children?.[0]?.path).toBe('info');
    expect(old?.element).toBeTruthy();
    // Nothing loads before a URL matches.
    expect(home.calls.count).toBe(0);
  });

  it('preloads every lazy route matching a URL, once, and nothing else', async () => {
    const { routes, home, profile, info } = table();
    await preloadRoutes(routes, '/profile/info');
    await preloadRoutes(routes, '/profile/info');
    expect([home.calls.count, profile.calls.count, info.calls.count]).toEqual([0, 1, 1]);
    await preloadRoutes(routes, '/nowhere');
    expect(home.calls.count).toBe(0);
  });

  it('renders the page of the URL once its module is in, nested pages inside their parent', async () => {
    const { routes, home, info } = table();
    render(
      <MemoryRouter initialEntries={['/profile/info']}>
        <Routes routes={routes} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Info' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(info.calls.count).toBe(1);
    expect(home.calls.count).toBe(0);
  });
});
