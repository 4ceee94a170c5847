// LunaBet: a calm light brand in navy and silver, in all eleven languages of the product.
// The brand file of design.md: theme, footer, flags and languages; nothing else lives here.
import { defineBrand, footerLinkGroups, type BrandFlags } from '@bet/app/brand';
import adultsOnly from './assets/adults-only.svg';
import logo from './assets/logo.svg';
import sponsor from './assets/sponsor.svg';

const flags: BrandFlags = {
  sports: {
    menu: 'jcsports',
    sports: ['soccer', 'basketball', 'bd'],
  },
  lottery: true,
  racing: true,
  games: true,
  liveGames: true,
  mergedAnimalExactlySix: false,
  agentInviteSelector: true,
};

export const brand = defineBrand({
  id: 'lunabet',
  name: 'LunaBet',
  theme: {
    name: 'lunabet',
    palette: {
      primary: {
        main: '#1e3a8a',
        hover: '#172f70',
        on: '#ffffff',
        text: '#1e3a8a',
        soft: '#e3e9f8',
      },
      secondary: {
        main: '#e2e8f0',
        hover: '#cbd5e1',
        on: '#0f172a',
        text: '#334155',
        soft: '#eef2f7',
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
        background: '#f5f7fb',
        surface: '#ffffff',
        raised: '#eaeef6',
        overlay: 'rgba(15, 23, 42, 0.5)',
      },
      text: {
        primary: '#0f172a',
        secondary: '#475569',
        disabled: '#a3adbd',
        link: '#1d4ed8',
        onHighlight: '#ffffff',
      },
      border: {
        subtle: '#e6eaf1',
        default: '#d3dae6',
        strong: '#74819a',
        focus: '#1d4ed8',
      },
    },
    radii: {
      sm: '6px',
      md: '10px',
      lg: '16px',
    },
    shadows: {
      sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
      md: '0 4px 12px rgba(15, 23, 42, 0.1)',
      lg: '0 12px 32px rgba(15, 23, 42, 0.16)',
    },
  },
  languages: ['pt', 'en', 'zh', 'id', 'ja', 'ko', 'es', 'tr', 'hi', 'ru', 'bn'],
  defaultLanguage: 'en',
  defaultDialCode: '+55',
  flags,
  assets: {
    logo: logo,
    appDownloadUrl: 'https://apps.apple.com/app/lunabet/id1000000003',
  },
  footer: {
    groups: footerLinkGroups(flags),
    community: [
      {
        network: 'facebook',
        href: 'https://www.facebook.com/lunabet',
      },
      {
        network: 'instagram',
        href: 'https://www.instagram.com/lunabet',
      },
      {
        network: 'telegram',
        href: 'https://t.me/lunabet',
      },
      {
        network: 'whatsapp',
        href: 'https://wa.me/5511900000001',
      },
    ],
    logos: [
      {
        kind: 'sponsorship',
        src: sponsor,
        alt: 'Official partner: Luna Tennis Open',
      },
      {
        kind: 'responsibility',
        src: adultsOnly,
        alt: '18+',
        href: '/help/responsibilities',
      },
    ],
    text: {
      pt: 'LunaBet opera com licença de jogo online. Proibido para menores de 18 anos. Jogue com responsabilidade.',
      en: 'LunaBet operates under an online gaming licence. Players must be 18 or over. Play responsibly.',
      zh: 'LunaBet 持有在线博彩牌照经营。玩家须年满 18 岁。请理性娱乐。',
      id: 'LunaBet beroperasi dengan lisensi permainan daring. Pemain harus berusia 18 tahun ke atas. Bermainlah secara bertanggung jawab.',
      ja: 'LunaBet はオンラインゲーミングライセンスのもとで運営されています。18 歳未満の方はご利用いただけません。責任を持ってお楽しみください。',
      ko: 'LunaBet은 온라인 게이밍 라이선스에 따라 운영됩니다. 만 18세 이상만 이용할 수 있습니다. 책임감 있게 즐기세요.',
      es: 'LunaBet opera con licencia de juego en línea. Prohibido para menores de 18 años. Juega con responsabilidad.',
      tr: 'LunaBet, çevrim içi oyun lisansıyla faaliyet gösterir. Oyuncuların 18 yaşında veya daha büyük olması gerekir. Sorumlu oynayın.',
      hi: 'LunaBet ऑनलाइन गेमिंग लाइसेंस के तहत संचालित होता है। खिलाड़ियों की आयु 18 वर्ष या उससे अधिक होनी चाहिए। ज़िम्मेदारी से खेलें।',
      ru: 'LunaBet работает по лицензии на онлайн-игры. Игрокам должно быть 18 лет или больше. Играйте ответственно.',
      bn: 'LunaBet অনলাইন গেমিং লাইসেন্সের অধীনে পরিচালিত। খেলোয়াড়দের বয়স ১৮ বা তার বেশি হতে হবে। দায়িত্বের সঙ্গে খেলুন।',
    },
  },
});
