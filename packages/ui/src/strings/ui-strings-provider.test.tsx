import { render, screen } from '@testing-library/react';
import { englishResources } from '@bet/i18n/resources';
import { describe, expect, it } from 'vitest';
import type { UiStringKey, UiStringValues } from './types';
import { UI_STRINGS_EN } from './ui-strings';
import { UiStringsProvider, useUiStrings } from './ui-strings-provider';

function Show({ k, values }: { k: UiStringKey; values?: UiStringValues }) {
  const t = useUiStrings();
  return <span data-testid="out">{t(k, values)}</span>;
}

const out = () => screen.getByTestId('out').textContent;

describe('useUiStrings', () => {
  it('answers in English without a provider', () => {
    render(<Show k="close" />);
    expect(out()).toBe('Close');
  });

  it('interpolates the English defaults', () => {
    render(<Show k="slideOf" values={{ current: 3, total: 7 }} />);
    expect(out()).toBe('Slide 3 of 7');
  });

  it('has an English default for every key the i18n `ui` namespace translates', () => {
    const translated = Object.keys(englishResources.ui);
    expect(translated.length).toBeGreaterThan(0);
    expect(Object.keys(UI_STRINGS_EN)).toEqual(expect.arrayContaining(translated));
  });

  it('says the same as the i18n English strings, so Storybook and apps read alike', () => {
    for (const [key, text] of Object.entries(englishResources.ui)) {
      expect(UI_STRINGS_EN[key as UiStringKey], key).toBe(text);
    }
  });
});

describe('UiStringsProvider', () => {
  it('uses a partial record and falls back to English for the rest', () => {
    render(
      <UiStringsProvider strings={{ close: 'Fechar' }}>
        <Show k="close" />
        <span data-testid="other">
          <Show k="back" />
        </span>
      </UiStringsProvider>,
    );
    expect(screen.getAllByTestId('out').map((e) => e.textContent)).toEqual(['Fechar', 'Back']);
  });

  it('interpolates record entries', () => {
    render(
      <UiStringsProvider strings={{ otpDigit: 'Dígito {{n}} de {{total}}' }}>
        <Show k="otpDigit" values={{ n: 2, total: 6 }} />
      </UiStringsProvider>,
    );
    expect(out()).toBe('Dígito 2 de 6');
  });

  it('uses a t-like function and treats an echoed key as missing', () => {
    const t = (key: string, values?: UiStringValues) =>
      key === 'slideOf' ? `Slide ${String(values?.current)}/${String(values?.total)}` : key;
    render(
      <UiStringsProvider t={t} strings={{ close: 'Schließen' }}>
        <Show k="slideOf" values={{ current: 1, total: 2 }} />
        <Show k="close" />
        <Show k="menu" />
      </UiStringsProvider>,
    );
    expect(screen.getAllByTestId('out').map((e) => e.textContent)).toEqual([
      'Slide 1/2',
      'Schließen',
      'Menu',
    ]);
  });

  it('lets a nested provider override a few keys and inherit the rest', () => {
    render(
      <UiStringsProvider strings={{ close: 'Fermer', back: 'Retour' }}>
        <UiStringsProvider strings={{ close: 'Quitter' }}>
          <Show k="close" />
          <Show k="back" />
        </UiStringsProvider>
      </UiStringsProvider>,
    );
    expect(screen.getAllByTestId('out').map((e) => e.textContent)).toEqual(['Quitter', 'Retour']);
  });

  it('ignores empty strings so a blank translation never hides a label', () => {
    render(
      <UiStringsProvider strings={{ close: '' }} t={() => ''}>
        <Show k="close" />
      </UiStringsProvider>,
    );
    expect(out()).toBe('Close');
  });
});
