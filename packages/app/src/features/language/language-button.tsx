// The header's language control: the current language, opening the language modal.
import { isLanguageCode, languageInfo } from '@bet/domain/languages';
import { Button } from '@bet/ui/button';
import { down, visuallyHidden } from '@bet/ui/theme';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import { lazy, Suspense, useState } from 'react';
import { useBrand } from '../../lib/services';
import { useLanguage } from '../../lib/i18n/text';

const LanguageModal = lazy(() =>
  import('./language-modal').then((m) => ({ default: m.LanguageModal })),
);

const GlobeIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
  >
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
  </svg>
);

// Phones show the globe only (the button's name still says the language): the header also holds
// the menu, the logo and a member's balance and currency at 390 px.
const Code = styled.span`
  ${down('sm')} {
    ${visuallyHidden}
  }
`;

export function LanguageButton() {
  const brand = useBrand();
  const language = useLanguage();
  const text = useText();
  const [open, setOpen] = useState(false);
  if (brand.languages.length < 2) return null;
  const current = isLanguageCode(language) ? languageInfo(language).nativeName : language;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        startIcon={<GlobeIcon />}
        // Starts with the visible code, so voice control finds the button by what it shows.
        aria-label={`${language.toUpperCase()}: ${text('app:shell.openLanguage', { language: current })}`}
        aria-haspopup="dialog"
        data-testid="language-button"
        onClick={() => setOpen(true)}
      >
        <Code>{language.toUpperCase()}</Code>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <LanguageModal onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
