// LunaBet: a calm light brand in navy and silver, in all eleven languages of the product.
// The brand file of design.md: theme and footer; its id, name, languages, feature flags and rules,
// which the server enforces too, are @bet/domain's brand facts (BRANDS), spread in.
import { BRANDS, defineBrand, SAFER_PLAY_PATH, footerLinkGroups } from '@bet/app/brand';
import { extendLightTheme } from '@bet/ui/theme';
import adultsOnly from './assets/adults-only.svg';
import logo from './assets/logo.svg';
import sponsor from './assets/sponsor.svg';

export const brand = defineBrand({
  ...BRANDS.lunabet,
  theme: extendLightTheme({
    name: 'lunabet',
    palette: {
      primary: {
        main: '#1e3a8a',
        hover: '#172f70',
        text: '#1e3a8a',
        soft: '#e3e9f8',
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
  }),
  defaultDialCode: '+55',
  assets: {
    logo: logo,
    appDownloadUrl: 'https://apps.apple.com/app/lunabet/id1000000003',
  },
  footer: {
    groups: footerLinkGroups(BRANDS.lunabet.flags),
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
        href: SAFER_PLAY_PATH,
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
