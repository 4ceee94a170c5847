// BDBet: the second brand, deep green and red, BD Sports (sport/bd) and the merged-animal exactly-6 rule.
// The brand file of design.md: theme and footer; its id, name, languages, feature flags and rules,
// which the server enforces too, are @bet/domain's brand facts (BRANDS), spread in.
import { BRANDS, defineBrand, SAFER_PLAY_PATH, footerLinkGroups } from '@bet/app/brand';
import adultsOnly from './assets/adults-only.svg';
import logo from './assets/logo.svg';
import sponsor from './assets/sponsor.svg';

export const brand = defineBrand({
  ...BRANDS.bdbet,
  theme: {
    name: 'bdbet',
    palette: {
      primary: {
        main: '#f4c542',
        hover: '#ffd566',
        on: '#1f1600',
        text: '#f4c542',
        soft: '#3b3214',
      },
      secondary: {
        main: '#0f7a55',
        hover: '#0c6647',
        on: '#ffffff',
        text: '#6fe0b1',
        soft: '#0f3a2a',
      },
      surface: {
        background: '#03170f',
        surface: '#082418',
        raised: '#0f3323',
        overlay: 'rgba(0, 10, 5, 0.78)',
      },
      text: {
        primary: '#ecfdf3',
        secondary: '#a4cbb7',
        disabled: '#4c6b5c',
        link: '#7ee8bd',
        onHighlight: '#ffffff',
      },
      border: {
        subtle: '#0f2f20',
        default: '#1b4632',
        strong: '#5f9a7e',
        focus: '#f4c542',
      },
    },
    radii: {
      sm: '6px',
      md: '10px',
      lg: '16px',
    },
  },
  defaultDialCode: '+880',
  assets: {
    logo: logo,
    appDownloadUrl: 'https://play.google.com/store/apps/details?id=com.bdbet.app',
  },
  footer: {
    groups: footerLinkGroups(BRANDS.bdbet.flags),
    community: [
      {
        network: 'facebook',
        href: 'https://www.facebook.com/bdbet',
      },
      {
        network: 'whatsapp',
        href: 'https://wa.me/8801700000000',
      },
      {
        network: 'telegram',
        href: 'https://t.me/bdbet',
      },
    ],
    logos: [
      {
        kind: 'sponsorship',
        src: sponsor,
        alt: 'Official partner: Dhaka Tigers Cricket',
      },
      {
        kind: 'responsibility',
        src: adultsOnly,
        alt: '18+',
        href: SAFER_PLAY_PATH,
      },
    ],
    text: {
      bn: 'BDBet অনলাইন গেমিং লাইসেন্সের অধীনে পরিচালিত। খেলোয়াড়দের বয়স ১৮ বা তার বেশি হতে হবে। দায়িত্বের সঙ্গে খেলুন।',
      en: 'BDBet operates under an online gaming licence. Players must be 18 or over. Play responsibly.',
      hi: 'BDBet ऑनलाइन गेमिंग लाइसेंस के तहत संचालित होता है। खिलाड़ियों की आयु 18 वर्ष या उससे अधिक होनी चाहिए। ज़िम्मेदारी से खेलें।',
    },
  },
});
