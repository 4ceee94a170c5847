// TigerBet: a games-first brand in black and tiger orange, without a sports book.
// The brand file of design.md: theme, footer, flags and languages; nothing else lives here.
import { defineBrand, footerLinkGroups, type BrandFlags } from '@bet/app/brand';
import adultsOnly from './assets/adults-only.svg';
import logo from './assets/logo.svg';
import sponsor from './assets/sponsor.svg';

const flags: BrandFlags = {
  sports: false,
  lottery: false,
  racing: false,
  games: true,
  liveGames: true,
  mergedAnimalExactlySix: false,
  agentInviteSelector: false,
};

export const brand = defineBrand({
  id: 'tigerbet',
  name: 'TigerBet',
  theme: {
    name: 'tigerbet',
    palette: {
      primary: {
        main: '#ff8c1a',
        hover: '#ffa347',
        on: '#1a0d00',
        text: '#ff9d3d',
        soft: '#3d2408',
      },
      secondary: {
        main: '#262626',
        hover: '#333333',
        on: '#fafafa',
        text: '#e5e5e5',
        soft: '#1f1f1f',
      },
      surface: {
        background: '#050505',
        surface: '#111111',
        raised: '#1c1c1c',
        overlay: 'rgba(0, 0, 0, 0.8)',
      },
      text: {
        primary: '#fafafa',
        secondary: '#b3b3b3',
        disabled: '#555555',
        link: '#ffb066',
        onHighlight: '#ffffff',
      },
      border: {
        subtle: '#1a1a1a',
        default: '#2e2e2e',
        strong: '#808080',
        focus: '#ff8c1a',
      },
    },
    radii: {
      sm: '0',
      md: '2px',
      lg: '4px',
    },
    typography: {
      fontFamily: {
        heading: "Impact, 'Arial Narrow', system-ui, sans-serif",
      },
    },
  },
  languages: ['en', 'bn'],
  defaultLanguage: 'en',
  defaultDialCode: '+91',
  flags,
  assets: {
    logo: logo,
    appDownloadUrl: 'https://play.google.com/store/apps/details?id=com.tigerbet.app',
  },
  footer: {
    groups: footerLinkGroups(flags),
    community: [
      {
        network: 'youtube',
        href: 'https://www.youtube.com/@tigerbet',
      },
      {
        network: 'telegram',
        href: 'https://t.me/tigerbet',
      },
    ],
    logos: [
      {
        kind: 'sponsorship',
        src: sponsor,
        alt: 'Official partner: Tiger Kabaddi League',
      },
      {
        kind: 'responsibility',
        src: adultsOnly,
        alt: '18+',
        href: '/help/responsibilities',
      },
    ],
    text: {
      en: 'TigerBet operates under an online gaming licence. Players must be 18 or over. Play responsibly.',
      bn: 'TigerBet অনলাইন গেমিং লাইসেন্সের অধীনে পরিচালিত। খেলোয়াড়দের বয়স ১৮ বা তার বেশি হতে হবে। দায়িত্বের সঙ্গে খেলুন।',
    },
  },
});
