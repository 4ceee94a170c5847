// NovaBet: a night-sky brand in violet and cyan, in English, Portuguese, Spanish, Turkish and Russian.
// The brand file of design.md: theme and footer; its id, name, languages, feature flags and rules,
// which the server enforces too, are @bet/domain's brand facts (BRANDS), spread in.
import { BRANDS, defineBrand, SAFER_PLAY_PATH, footerLinkGroups } from '@bet/app/brand';
import adultsOnly from './assets/adults-only.svg';
import logo from './assets/logo.svg';
import sponsor from './assets/sponsor.svg';

export const brand = defineBrand({
  ...BRANDS.novabet,
  theme: {
    name: 'novabet',
    palette: {
      primary: {
        main: '#7c3aed',
        hover: '#6d28d9',
        on: '#ffffff',
        text: '#c4b5fd',
        soft: '#2e1f55',
      },
      secondary: {
        main: '#0e7490',
        hover: '#155e75',
        on: '#ffffff',
        text: '#67e8f9',
        soft: '#0b3140',
      },
      surface: {
        background: '#0c0820',
        surface: '#160f33',
        raised: '#211845',
        overlay: 'rgba(5, 2, 15, 0.78)',
      },
      text: {
        primary: '#f5f3ff',
        secondary: '#b8b0da',
        disabled: '#5b5480',
        link: '#67e8f9',
        onHighlight: '#ffffff',
      },
      border: {
        subtle: '#1f1742',
        default: '#2f2560',
        strong: '#7e74ad',
        focus: '#67e8f9',
      },
    },
    radii: {
      sm: '8px',
      md: '12px',
      lg: '20px',
      pill: '999px',
    },
  },
  defaultDialCode: '+55',
  assets: {
    logo: logo,
    appDownloadUrl: 'https://apps.apple.com/app/novabet/id1000000002',
  },
  footer: {
    groups: footerLinkGroups(BRANDS.novabet.flags),
    community: [
      {
        network: 'telegram',
        href: 'https://t.me/novabet',
      },
      {
        network: 'x',
        href: 'https://x.com/novabet',
      },
      {
        network: 'instagram',
        href: 'https://www.instagram.com/novabet',
      },
    ],
    logos: [
      {
        kind: 'sponsorship',
        src: sponsor,
        alt: 'Official partner: Nova Esports',
      },
      {
        kind: 'responsibility',
        src: adultsOnly,
        alt: '18+',
        href: SAFER_PLAY_PATH,
      },
    ],
    text: {
      en: 'NovaBet operates under an online gaming licence. Players must be 18 or over. Play responsibly.',
      pt: 'NovaBet opera com licença de jogo online. Proibido para menores de 18 anos. Jogue com responsabilidade.',
      es: 'NovaBet opera con licencia de juego en línea. Prohibido para menores de 18 años. Juega con responsabilidad.',
      tr: 'NovaBet, çevrim içi oyun lisansıyla faaliyet gösterir. Oyuncuların 18 yaşında veya daha büyük olması gerekir. Sorumlu oynayın.',
      ru: 'NovaBet работает по лицензии на онлайн-игры. Игрокам должно быть 18 лет или больше. Играйте ответственно.',
    },
  },
});
