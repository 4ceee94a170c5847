import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultTheme } from '../../theme';
import { initialRectOf, VirtualList } from './virtual-list';

const COUNT = 10_000;
const ROW = 40;
const ITEMS = Array.from({ length: COUNT }, (_, i) => ({
  id: `m${i + 1}`,
  name: `Match ${i + 1}`,
}));

const renderThemed = (ui: ReactElement) =>
  render(<ThemeProvider theme={defaultTheme}>{ui}</ThemeProvider>);

type Item = (typeof ITEMS)[number];
const renderName = (item: Item) => <div style={{ height: ROW }}>{item.name}</div>;

/** The 10,000 matches in a 400 px list, themed. */
const matchList = (label = 'Matches', renderItem: (item: Item) => ReactNode = renderName) => (
  <ThemeProvider theme={defaultTheme}>
    <VirtualList
      items={ITEMS}
      getKey={(item) => item.id}
      estimateSize={ROW}
      height={400}
      label={label}
      renderItem={renderItem}
    />
  </ThemeProvider>
);

const renderList = () => render(matchList());

const rows = () => screen.getAllByRole('listitem');
const frame = () =>
  act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

afterEach(cleanup);

describe('VirtualList', () => {
  it('keeps far fewer than 10,000 rows in the DOM', async () => {
    const started = performance.now();
    renderList();
    await frame();
    const mountMs = performance.now() - started;
    console.info(
      `VirtualList: ${COUNT} items mounted in ${mountMs.toFixed(1)} ms with ${rows().length} rows`,
    );
    // 400 px / 40 px = 10 visible rows, plus 6 overscan below.
    expect(rows().length).toBeGreaterThanOrEqual(10);
    expect(rows().length).toBeLessThan(40);
    expect(screen.getByRole('list', { name: 'Matches' })).toBeTruthy();
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe(String(COUNT));
    expect(rows()[0]?.getAttribute('aria-posinset')).toBe('1');
  });

  it("renders a row's content again only when its item, its index or renderItem change", async () => {
    let rendered = 0;
    const renderItem = (item: Item) => {
      rendered += 1;
      return renderName(item);
    };
    const list = (label: string, render = renderItem) => matchList(label, render);
    const { rerender } = render(list('Matches'));
    await frame();
    const first = rendered;
    expect(first).toBeGreaterThanOrEqual(rows().length);
    rerender(list('Events'));
    await frame();
    expect(screen.getByRole('list', { name: 'Events' })).toBeTruthy();
    expect(rendered).toBe(first);
    rerender(list('Events', (item) => renderItem(item)));
    await frame();
    expect(rendered).toBe(first + rows().length);
  });

  it('shows its first rows in its first render, before the scroll area is measured', () => {
    // A server render runs no effect: what it shows is the first render alone.
    const html = renderToString(matchList());
    expect(html).toContain('>Match 1<');
    expect(html).toContain('>Match 10<');
    expect(html).not.toContain('>Match 100<');
  });

  it('sizes the scroll area before measuring it from the height: px, vh of the window, else the window', () => {
    expect(initialRectOf(400, 800)).toEqual({ width: 0, height: 400 });
    expect(initialRectOf('300px', 800)).toEqual({ width: 0, height: 300 });
    expect(initialRectOf('70vh', 800)).toEqual({ width: 0, height: 560 });
    expect(initialRectOf('calc(100% - 2rem)', 800)).toEqual({ width: 0, height: 800 });
  });

  it('renders the rows of the scrolled-to position only', async () => {
    renderList();
    const list = screen.getByRole('list');
    await act(async () => {
      list.scrollTop = 5000 * ROW;
      list.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(screen.getByText('Match 5001')).toBeTruthy());
    expect(screen.queryByText('Match 1')).toBeNull();
    expect(rows().length).toBeLessThan(40);
  });

  it('scrolls with the keyboard: End, Home, Page Down, arrows', async () => {
    renderList();
    const list = screen.getByRole('list');
    list.focus();
    fireEvent.keyDown(list, { key: 'End' });
    await waitFor(() => expect(screen.getByText('Match 10000')).toBeTruthy());
    const last = rows().at(-1);
    expect(last?.getAttribute('aria-posinset')).toBe(String(COUNT));

    fireEvent.keyDown(list, { key: 'Home' });
    await waitFor(() => expect(list.scrollTop).toBe(0));
    fireEvent.keyDown(list, { key: 'PageDown' });
    await waitFor(() => expect(list.scrollTop).toBe(360));
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    await waitFor(() => expect(list.scrollTop).toBe(400));
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    await waitFor(() => expect(list.scrollTop).toBe(360));
  });

  it('leaves keys pressed inside a row to that row', async () => {
    renderThemed(
      <VirtualList
        items={ITEMS.slice(0, 100)}
        estimateSize={ROW}
        height={200}
        label="Matches"
        renderItem={(item) => <button type="button">{item.name}</button>}
      />,
    );
    const list = screen.getByRole('list');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Match 1' }), { key: 'End' });
    await frame();
    expect(list.scrollTop).toBe(0);
  });

  it('shows the empty content when there are no items', () => {
    renderThemed(
      <VirtualList
        items={[]}
        estimateSize={ROW}
        height={200}
        label="Matches"
        renderItem={() => null}
        empty={<p>No matches</p>}
      />,
    );
    expect(screen.getByText('No matches')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
