// JCBet: the first brand, dark charcoal and crimson, JC Sports (soccer, basketball).
// The brand file of design.md: theme and footer; its id, name, languages, feature flags and rules,
// which the server enforces too, are @bet/domain's brand facts (BRANDS), spread in.
import { BRANDS, defineBrand, SAFER_PLAY_PATH, footerLinkGroups } from '@bet/app/brand';
import adultsOnly from './assets/adults-only.svg';
import logo from './assets/logo.svg';
import sponsor from './assets/sponsor.svg';

export const brand = defineBrand({
  ...BRANDS.jcbet,
  theme: {
    name: 'jcbet',
    palette: {
      primary: {
        main: '#cc2433',
        hover: '#b01e2b',
        on: '#ffffff',
        text: '#ff7b82',
        soft: '#43181c',
      },
      secondary: {
        main: '#3f3f46',
        hover: '#52525b',
        on: '#ffffff',
        text: '#d4d4d8',
        soft: '#2a2a30',
      },
      surface: {
        background: '#111113',
        surface: '#1b1b1f',
        raised: '#26262b',
        overlay: 'rgba(0, 0, 0, 0.75)',
      },
      text: {
        primary: '#f4f4f5',
        secondary: '#b4b4bb',
        disabled: '#5b5b63',
        link: '#ff8a90',
        onHighlight: '#ffffff',
      },
      border: {
        subtle: '#232328',
        default: '#34343b',
        strong: '#7c7c86',
        focus: '#ff8a90',
      },
    },
    radii: {
      sm: '2px',
      md: '4px',
      lg: '6px',
    },
    typography: {
      fontFamily: {
        heading: "Impact, 'Arial Narrow', system-ui, sans-serif",
      },
    },
  },
  defaultDialCode: '+55',
  assets: {
    logo: logo,
    appDownloadUrl: 'https://play.google.com/store/apps/details?id=com.jcbet.app',
  },
  footer: {
    groups: footerLinkGroups(BRANDS.jcbet.flags),
    community: [
      {
        network: 'telegram',
        href: 'https://t.me/jcbet',
      },
      {
        network: 'instagram',
        href: 'https://www.instagram.com/jcbet',
      },
      {
        network: 'youtube',
        href: 'https://www.youtube.com/@jcbet',
      },
    ],
    logos: [
      {
        kind: 'sponsorship',
        src: sponsor,
        alt: 'Official partner: JC Futebol Clube',
      },
      {
        kind: 'responsibility',
        src: adultsOnly,
        alt: '18+',
        href: SAFER_PLAY_PATH,
      },
    ],
    text: {
      pt: 'JCBet opera com licença de jogo online. Proibido para menores de 18 anos. Jogue com responsabilidade.',
      en: 'JCBet operates under an online gaming licence. Players must be 18 or over. Play responsibly.',
      es: 'JCBet opera con licencia de juego en línea. Prohibido para menores de 18 años. Juega con responsabilidad.',
    },
  },
});
