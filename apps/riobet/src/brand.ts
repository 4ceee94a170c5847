// RioBet: a light, airy brand in teal and coral, Portuguese and Spanish.
// The brand file of design.md: theme and footer; its id, name, languages, feature flags and rules,
// which the server enforces too, are @bet/domain's brand facts (BRANDS), spread in.
import { BRANDS, defineBrand, SAFER_PLAY_PATH, footerLinkGroups } from '@bet/app/brand';
import { extendLightTheme } from '@bet/ui/theme';
import adultsOnly from './assets/adults-only.svg';
import logo from './assets/logo.svg';
import sponsor from './assets/sponsor.svg';

export const brand = defineBrand({
  ...BRANDS.riobet,
  theme: extendLightTheme({
    name: 'riobet',
    palette: {
      primary: {
        main: '#0b7a75',
        hover: '#096560',
        text: '#086b66',
        soft: '#dff3f1',
      },
      secondary: {
        main: '#ffe5df',
        hover: '#ffd3c9',
        on: '#5c1a0e',
        text: '#b3341f',
        soft: '#fff0ec',
      },
      surface: {
        background: '#f4fbfa',
        raised: '#e6f4f2',
        overlay: 'rgba(8, 40, 38, 0.45)',
      },
      text: {
        primary: '#0b2a29',
        secondary: '#48625f',
        disabled: '#9db3b0',
        link: '#086b66',
      },
      border: {
        subtle: '#e0eeec',
        default: '#c8dedb',
        strong: '#6f8c89',
        focus: '#0b7a75',
      },
    },
    radii: {
      sm: '8px',
      md: '14px',
      lg: '22px',
    },
    shadows: {
      sm: '0 1px 2px rgba(8, 40, 38, 0.08)',
      md: '0 4px 14px rgba(8, 40, 38, 0.12)',
      lg: '0 14px 34px rgba(8, 40, 38, 0.18)',
    },
    typography: {
      fontFamily: {
        heading: "Georgia, 'Times New Roman', serif",
      },
    },
  }),
  defaultDialCode: '+55',
  assets: {
    logo: logo,
    appDownloadUrl: 'https://apps.apple.com/app/riobet/id1000000001',
  },
  footer: {
    groups: footerLinkGroups(BRANDS.riobet.flags),
    community: [
      {
        network: 'instagram',
        href: 'https://www.instagram.com/riobet',
      },
      {
        network: 'whatsapp',
        href: 'https://wa.me/5521900000000',
      },
    ],
    logos: [
      {
        kind: 'sponsorship',
        src: sponsor,
        alt: 'Official partner: Rio Beach Volley Tour',
      },
      {
        kind: 'responsibility',
        src: adultsOnly,
        alt: '18+',
        href: SAFER_PLAY_PATH,
      },
    ],
    text: {
      pt: 'RioBet opera com licença de jogo online. Proibido para menores de 18 anos. Jogue com responsabilidade.',
      es: 'RioBet opera con licencia de juego en línea. Prohibido para menores de 18 años. Juega con responsabilidad.',
    },
  },
});
