// SolBet: a warm, sunny light brand in amber and terracotta for Spanish speakers.
// The brand file of design.md: theme, footer, flags and languages; nothing else lives here.
import { defineBrand, footerLinkGroups, type BrandFlags } from '@bet/app/brand';
import adultsOnly from './assets/adults-only.svg';
import logo from './assets/logo.svg';
import sponsor from './assets/sponsor.svg';

const flags: BrandFlags = {
  sports: {
    menu: 'jcsports',
    sports: ['soccer', 'basketball'],
  },
  lottery: true,
  racing: true,
  games: false,
  liveGames: true,
  mergedAnimalExactlySix: false,
  agentInviteSelector: true,
};

export const brand = defineBrand({
  id: 'solbet',
  name: 'SolBet',
  theme: {
    name: 'solbet',
    palette: {
      primary: {
        main: '#b4470f',
        hover: '#953a0b',
        on: '#ffffff',
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
      error: {
        main: '#c62828',
        hover: '#a61f1f',
        on: '#ffffff',
        text: '#b3261e',
        soft: '#fde8e7',
      },
      warning: {
        main: '#f0b400',
        hover: '#d9a200',
        on: '#1f1600',
        text: '#8a5a00',
        soft: '#fff4d6',
      },
      success: {
        main: '#137333',
        hover: '#0f5e2a',
        on: '#ffffff',
        text: '#137333',
        soft: '#e3f4e8',
      },
      info: {
        main: '#0b6aa2',
        hover: '#095a8a',
        on: '#ffffff',
        text: '#0a5f91',
        soft: '#e1f1fb',
      },
      highlight: {
        red: '#c62828',
        green: '#2e7d32',
        blue: '#1565c0',
      },
      surface: {
        background: '#fffaf2',
        surface: '#ffffff',
        raised: '#fcefdc',
        overlay: 'rgba(59, 29, 10, 0.45)',
      },
      text: {
        primary: '#2b1607',
        secondary: '#6b4a33',
        disabled: '#b9a08b',
        link: '#a3400d',
        onHighlight: '#ffffff',
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
  },
  languages: ['es', 'en'],
  defaultLanguage: 'es',
  defaultDialCode: '+52',
  flags,
  assets: {
    logo: logo,
    appDownloadUrl: 'https://play.google.com/store/apps/details?id=com.solbet.app',
  },
  footer: {
    groups: footerLinkGroups(flags),
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
        href: '/help/responsibilities',
      },
    ],
    text: {
      es: 'SolBet opera con licencia de juego en línea. Prohibido para menores de 18 años. Juega con responsabilidad.',
      en: 'SolBet operates under an online gaming licence. Players must be 18 or over. Play responsibly.',
    },
  },
});
