// SolBet: a warm, sunny light brand in amber and terracotta for Spanish speakers.
// The brand file of design.md: theme and footer; its id, name, languages, feature flags and rules,
// which the server enforces too, are @bet/domain's brand facts (BRANDS), spread in.
import { BRANDS, defineBrand, SAFER_PLAY_PATH, footerLinkGroups } from '@bet/app/brand';
import { extendLightTheme } from '@bet/ui/theme';
import adultsOnly from './assets/adults-only.svg';
import logo from './assets/logo.svg';
import sponsor from './assets/sponsor.svg';

export const brand = defineBrand({
  ...BRANDS.solbet,
  theme: extendLightTheme({
    name: 'solbet',
    palette: {
      primary: {
        main: '#b4470f',
        hover: '#953a0b',
        text: '#a3400d',
        soft: '#fde9d7',
      },
      secondary: {
        main: '#fcd38a',
        hover: '#f9c25c',
        on: '#3b1d0a',
        text: '#7a4a05',
        soft: '#fff3dc',
      },
      surface: {
        background: '#fffaf2',
        raised: '#fcefdc',
        overlay: 'rgba(59, 29, 10, 0.45)',
      },
      text: {
        primary: '#2b1607',
        secondary: '#6b4a33',
        disabled: '#b9a08b',
        link: '#a3400d',
      },
      border: {
        subtle: '#f5e6d3',
        default: '#ead3b8',
        strong: '#8f7055',
        focus: '#b4470f',
      },
    },
    radii: {
      sm: '4px',
      md: '8px',
      lg: '14px',
    },
    typography: {
      fontFamily: {
        heading: "'Trebuchet MS', system-ui, sans-serif",
      },
    },
  }),
  defaultDialCode: '+52',
  assets: {
    logo: logo,
    appDownloadUrl: 'https://play.google.com/store/apps/details?id=com.solbet.app',
  },
  footer: {
    groups: footerLinkGroups(BRANDS.solbet.flags),
    community: [
      {
        network: 'facebook',
        href: 'https://www.facebook.com/solbet',
      },
      {
        network: 'x',
        href: 'https://x.com/solbet',
      },
      {
        network: 'youtube',
        href: 'https://www.youtube.com/@solbet',
      },
    ],
    logos: [
      {
        kind: 'sponsorship',
        src: sponsor,
        alt: 'Official partner: Club Deportivo Sol',
      },
      {
        kind: 'responsibility',
        src: adultsOnly,
        alt: '18+',
        href: SAFER_PLAY_PATH,
      },
    ],
    text: {
      es: 'SolBet opera con licencia de juego en línea. Prohibido para menores de 18 años. Juega con responsabilidad.',
      en: 'SolBet operates under an online gaming licence. Players must be 18 or over. Play responsibly.',
    },
  },
});
