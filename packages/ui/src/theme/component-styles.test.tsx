import { render, screen } from '@testing-library/react';
import styled, { css, ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { componentStyles } from './component-styles';
import { createTheme } from './create-theme';
import { defaultTheme } from './default-theme';
import { up } from './media';

const Probe = styled.div<{ $tone?: string }>`
  color: rgb(1, 2, 3);
  padding: 1px;
  ${up('md')} {
    padding: 7px;
  }
  ${componentStyles('probe')}
`;

function renderProbe(theme = defaultTheme, tone?: string) {
  render(
    <ThemeProvider theme={theme}>
      <Probe data-testid="probe" $tone={tone} />
    </ThemeProvider>,
  );
  return getComputedStyle(screen.getByTestId('probe'));
}

describe('componentStyles', () => {
  it('adds nothing when the theme has no override', () => {
    expect(renderProbe().color).toBe('rgb(1, 2, 3)');
  });

  it('applies a css block last, so it wins over the defaults', () => {
    const theme = createTheme({ components: { probe: css({ color: 'rgb(9, 8, 7)' }) } });
    expect(renderProbe(theme).color).toBe('rgb(9, 8, 7)');
  });

  it('applies a style object', () => {
    const theme = createTheme({ components: { probe: { color: 'rgb(4, 5, 6)' } } });
    expect(renderProbe(theme).color).toBe('rgb(4, 5, 6)');
  });

  it('calls a function override with the theme and the component props', () => {
    const theme = createTheme({
      palette: { text: { primary: '#0a0b0c' } },
      components: {
        probe: (props: { theme: typeof defaultTheme; $tone?: string }) =>
          props.$tone === 'brand' ? { color: props.theme.palette.text.primary } : undefined,
      },
    });
    expect(renderProbe(theme, 'brand').color).toBe('rgb(10, 11, 12)');
  });

  it('leaves other components alone', () => {
    const theme = createTheme({ components: { other: { color: 'rgb(4, 5, 6)' } } });
    expect(renderProbe(theme).color).toBe('rgb(1, 2, 3)');
  });
});

describe('up()', () => {
  it('switches styles at the theme breakpoint (768 px for md)', async () => {
    await page.viewport(767, 800);
    expect(renderProbe().paddingTop).toBe('1px');
    await page.viewport(768, 800);
    expect(getComputedStyle(screen.getByTestId('probe')).paddingTop).toBe('7px');
  });
});
