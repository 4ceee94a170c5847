// TigerBet: a games-first brand in black and tiger orange, without a sports book, for Asia.
// The brand file of design.md: theme and footer; its id, name, languages, feature flags and rules,
// which the server enforces too, are @bet/domain's brand facts (BRANDS), spread in.
import { BRANDS, defineBrand, SAFER_PLAY_PATH, footerLinkGroups } from '@bet/app/brand';
import adultsOnly from './assets/adults-only.svg';
import logo from './assets/logo.svg';
import sponsor from './assets/sponsor.svg';

export const brand = defineBrand({
  ...BRANDS.tigerbet,
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
  defaultDialCode: '+62',
  assets: {
    logo: logo,
    appDownloadUrl: 'https://play.google.com/store/apps/details?id=com.tigerbet.app',
  },
  footer: {
    groups: footerLinkGroups(BRANDS.tigerbet.flags),
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
        href: SAFER_PLAY_PATH,
      },
    ],
    text: {
      en: 'TigerBet operates under an online gaming licence. Players must be 18 or over. Play responsibly.',
      zh: 'TigerBet 持有在线博彩牌照经营。玩家须年满 18 岁。请理性娱乐。',
      id: 'TigerBet beroperasi dengan lisensi permainan daring. Pemain harus berusia 18 tahun ke atas. Bermainlah secara bertanggung jawab.',
      ja: 'TigerBet はオンラインゲーミングライセンスのもとで運営されています。18 歳未満の方はご利用いただけません。責任を持ってお楽しみください。',
      ko: 'TigerBet은 온라인 게이밍 라이선스에 따라 운영됩니다. 만 18세 이상만 이용할 수 있습니다. 책임감 있게 즐기세요.',
      hi: 'TigerBet ऑनलाइन गेमिंग लाइसेंस के तहत संचालित होता है। खिलाड़ियों की आयु 18 वर्ष या उससे अधिक होनी चाहिए। ज़िम्मेदारी से खेलें।',
    },
  },
});
