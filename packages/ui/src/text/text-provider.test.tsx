import { render, screen } from '@testing-library/react';
import { englishResources } from '@bet/i18n/resources';
import { describe, expect, it } from 'vitest';
import { recordTranslate, TextProvider, useText } from './text-provider';
import type { TextKey, TextValues, Translate, UiStringKey } from './types';
import { UI_STRINGS_EN } from './ui-strings';

function Show({ k, values }: { k: TextKey; values?: TextValues }) {
  const t = useText();
  return <span data-testid="out">{t(k, values)}</span>;
}

const out = () => screen.getByTestId('out').textContent;
const outs = () => screen.getAllByTestId('out').map((e) => e.textContent);

describe('useText', () => {
  it('answers in English without a provider', () => {
    render(<Show k="ui:close" />);
    expect(out()).toBe('Close');
  });

  it('interpolates the English defaults', () => {
    render(<Show k="ui:slideOf" values={{ current: 3, total: 7 }} />);
    expect(out()).toBe('Slide 3 of 7');
  });

  it('uses the store of its provider when given one', () => {
    const translate: Translate = (key, values) =>
      key === 'ui:close' ? `Fechar (${String(values?.n ?? 0)})` : undefined;
    render(
      <TextProvider translate={translate}>
        <Show k="ui:close" values={{ n: 1 }} />
      </TextProvider>,
    );
    expect(out()).toBe('Fechar (1)');
  });

  it('answers a key no store knows with the key itself, as i18next does', () => {
    // @ts-expect-error -- not a registered key: the compiler catches it.
    render(<Show k="ui:noSuchKey" />);
    expect(out()).toBe('ui:noSuchKey');
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

describe('TextProvider', () => {
  it('uses a partial record and falls back to English for the rest', () => {
    render(
      <TextProvider translate={recordTranslate({ 'ui:close': 'Fechar' })}>
        <Show k="ui:close" />
        <span data-testid="other">
          <Show k="ui:back" />
        </span>
      </TextProvider>,
    );
    expect(outs()).toEqual(['Fechar', 'Back']);
  });

  it('interpolates record entries', () => {
    render(
      <TextProvider translate={recordTranslate({ 'ui:otpDigit': 'Dígito {{n}} de {{total}}' })}>
        <Show k="ui:otpDigit" values={{ n: 2, total: 6 }} />
      </TextProvider>,
    );
    expect(out()).toBe('Dígito 2 de 6');
  });

  it('uses a t-like function and treats an echoed key as missing', () => {
    const record = recordTranslate({ 'ui:close': 'Schließen' });
    const translate: Translate = (key, values) =>
      key === 'ui:slideOf'
        ? `Slide ${String(values?.current)}/${String(values?.total)}`
        : (record(key, values) ?? key);
    render(
      <TextProvider translate={translate}>
        <Show k="ui:slideOf" values={{ current: 1, total: 2 }} />
        <Show k="ui:close" />
        <Show k="ui:menu" />
      </TextProvider>,
    );
    expect(outs()).toEqual(['Slide 1/2', 'Schließen', 'Menu']);
  });

  it('lets a nested provider override a few keys and inherit the rest', () => {
    render(
      <TextProvider translate={recordTranslate({ 'ui:close': 'Fermer', 'ui:back': 'Retour' })}>
        <TextProvider translate={recordTranslate({ 'ui:close': 'Quitter' })}>
          <Show k="ui:close" />
          <Show k="ui:back" />
        </TextProvider>
      </TextProvider>,
    );
    expect(outs()).toEqual(['Quitter', 'Retour']);
  });

  it('ignores empty strings so a blank translation never hides a label', () => {
    render(
      <TextProvider translate={() => ''}>
        <TextProvider translate={recordTranslate({ 'ui:close': '' })}>
          <Show k="ui:close" />
        </TextProvider>
      </TextProvider>,
    );
    expect(out()).toBe('Close');
  });
});
