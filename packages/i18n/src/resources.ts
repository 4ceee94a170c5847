// Every language's resources, statically imported: Storybook, tests and apps that bundle all
// strings use them. A production app loads namespaces over HTTP instead (see http-loader.ts).
// Adding a language or a namespace means adding its imports here (README, "Adding a language").
import type { ResourceKey } from 'i18next';
import type { LanguageCode } from '@bet/domain/languages';
import type { Namespace } from './namespaces';

import ptCommon from '../locales/pt/common.json';
import ptAuth from '../locales/pt/auth.json';
import ptErrors from '../locales/pt/errors.json';
import ptValidation from '../locales/pt/validation.json';
import ptBetting from '../locales/pt/betting.json';
import ptWallet from '../locales/pt/wallet.json';
import ptProfile from '../locales/pt/profile.json';
import ptHelp from '../locales/pt/help.json';
import ptUi from '../locales/pt/ui.json';
import ptRewards from '../locales/pt/rewards.json';
import ptSafety from '../locales/pt/safety.json';
import ptLottery from '../locales/pt/lottery.json';
import ptRacing from '../locales/pt/racing.json';
import enCommon from '../locales/en/common.json';
import enAuth from '../locales/en/auth.json';
import enErrors from '../locales/en/errors.json';
import enValidation from '../locales/en/validation.json';
import enBetting from '../locales/en/betting.json';
import enWallet from '../locales/en/wallet.json';
import enProfile from '../locales/en/profile.json';
import enHelp from '../locales/en/help.json';
import enUi from '../locales/en/ui.json';
import enRewards from '../locales/en/rewards.json';
import enSafety from '../locales/en/safety.json';
import enLottery from '../locales/en/lottery.json';
import enRacing from '../locales/en/racing.json';
import zhCommon from '../locales/zh/common.json';
import zhAuth from '../locales/zh/auth.json';
import zhErrors from '../locales/zh/errors.json';
import zhValidation from '../locales/zh/validation.json';
import zhBetting from '../locales/zh/betting.json';
import zhWallet from '../locales/zh/wallet.json';
import zhProfile from '../locales/zh/profile.json';
import zhHelp from '../locales/zh/help.json';
import zhUi from '../locales/zh/ui.json';
import zhRewards from '../locales/zh/rewards.json';
import zhSafety from '../locales/zh/safety.json';
import zhLottery from '../locales/zh/lottery.json';
import zhRacing from '../locales/zh/racing.json';
import idCommon from '../locales/id/common.json';
import idAuth from '../locales/id/auth.json';
import idErrors from '../locales/id/errors.json';
import idValidation from '../locales/id/validation.json';
import idBetting from '../locales/id/betting.json';
import idWallet from '../locales/id/wallet.json';
import idProfile from '../locales/id/profile.json';
import idHelp from '../locales/id/help.json';
import idUi from '../locales/id/ui.json';
import idRewards from '../locales/id/rewards.json';
import idSafety from '../locales/id/safety.json';
import idLottery from '../locales/id/lottery.json';
import idRacing from '../locales/id/racing.json';
import jaCommon from '../locales/ja/common.json';
import jaAuth from '../locales/ja/auth.json';
import jaErrors from '../locales/ja/errors.json';
import jaValidation from '../locales/ja/validation.json';
import jaBetting from '../locales/ja/betting.json';
import jaWallet from '../locales/ja/wallet.json';
import jaProfile from '../locales/ja/profile.json';
import jaHelp from '../locales/ja/help.json';
import jaUi from '../locales/ja/ui.json';
import jaRewards from '../locales/ja/rewards.json';
import jaSafety from '../locales/ja/safety.json';
import jaLottery from '../locales/ja/lottery.json';
import jaRacing from '../locales/ja/racing.json';
import koCommon from '../locales/ko/common.json';
import koAuth from '../locales/ko/auth.json';
import koErrors from '../locales/ko/errors.json';
import koValidation from '../locales/ko/validation.json';
import koBetting from '../locales/ko/betting.json';
import koWallet from '../locales/ko/wallet.json';
import koProfile from '../locales/ko/profile.json';
import koHelp from '../locales/ko/help.json';
import koUi from '../locales/ko/ui.json';
import koRewards from '../locales/ko/rewards.json';
import koSafety from '../locales/ko/safety.json';
import koLottery from '../locales/ko/lottery.json';
import koRacing from '../locales/ko/racing.json';
import esCommon from '../locales/es/common.json';
import esAuth from '../locales/es/auth.json';
import esErrors from '../locales/es/errors.json';
import esValidation from '../locales/es/validation.json';
import esBetting from '../locales/es/betting.json';
import esWallet from '../locales/es/wallet.json';
import esProfile from '../locales/es/profile.json';
import esHelp from '../locales/es/help.json';
import esUi from '../locales/es/ui.json';
import esRewards from '../locales/es/rewards.json';
import esSafety from '../locales/es/safety.json';
import esLottery from '../locales/es/lottery.json';
import esRacing from '../locales/es/racing.json';
import trCommon from '../locales/tr/common.json';
import trAuth from '../locales/tr/auth.json';
import trErrors from '../locales/tr/errors.json';
import trValidation from '../locales/tr/validation.json';
import trBetting from '../locales/tr/betting.json';
import trWallet from '../locales/tr/wallet.json';
import trProfile from '../locales/tr/profile.json';
import trHelp from '../locales/tr/help.json';
import trUi from '../locales/tr/ui.json';
import trRewards from '../locales/tr/rewards.json';
import trSafety from '../locales/tr/safety.json';
import trLottery from '../locales/tr/lottery.json';
import trRacing from '../locales/tr/racing.json';
import hiCommon from '../locales/hi/common.json';
import hiAuth from '../locales/hi/auth.json';
import hiErrors from '../locales/hi/errors.json';
import hiValidation from '../locales/hi/validation.json';
import hiBetting from '../locales/hi/betting.json';
import hiWallet from '../locales/hi/wallet.json';
import hiProfile from '../locales/hi/profile.json';
import hiHelp from '../locales/hi/help.json';
import hiUi from '../locales/hi/ui.json';
import hiRewards from '../locales/hi/rewards.json';
import hiSafety from '../locales/hi/safety.json';
import hiLottery from '../locales/hi/lottery.json';
import hiRacing from '../locales/hi/racing.json';
import ruCommon from '../locales/ru/common.json';
import ruAuth from '../locales/ru/auth.json';
import ruErrors from '../locales/ru/errors.json';
import ruValidation from '../locales/ru/validation.json';
import ruBetting from '../locales/ru/betting.json';
import ruWallet from '../locales/ru/wallet.json';
import ruProfile from '../locales/ru/profile.json';
import ruHelp from '../locales/ru/help.json';
import ruUi from '../locales/ru/ui.json';
import ruRewards from '../locales/ru/rewards.json';
import ruSafety from '../locales/ru/safety.json';
import ruLottery from '../locales/ru/lottery.json';
import ruRacing from '../locales/ru/racing.json';
import bnCommon from '../locales/bn/common.json';
import bnAuth from '../locales/bn/auth.json';
import bnErrors from '../locales/bn/errors.json';
import bnValidation from '../locales/bn/validation.json';
import bnBetting from '../locales/bn/betting.json';
import bnWallet from '../locales/bn/wallet.json';
import bnProfile from '../locales/bn/profile.json';
import bnHelp from '../locales/bn/help.json';
import bnUi from '../locales/bn/ui.json';
import bnRewards from '../locales/bn/rewards.json';
import bnSafety from '../locales/bn/safety.json';
import bnLottery from '../locales/bn/lottery.json';
import bnRacing from '../locales/bn/racing.json';

/** The English resources: the source of the typed keys (i18next.d.ts). */
export const englishResources = {
  common: enCommon,
  auth: enAuth,
  errors: enErrors,
  validation: enValidation,
  betting: enBetting,
  wallet: enWallet,
  profile: enProfile,
  help: enHelp,
  ui: enUi,
  rewards: enRewards,
  safety: enSafety,
  lottery: enLottery,
  racing: enRacing,
};

export type EnglishResources = typeof englishResources;

/** One language's namespaces (the coverage test checks that each has exactly the English keys). */
export type LanguageResources = { readonly [N in Namespace]: ResourceKey };

/** { [language]: { [namespace]: json } }, in LANGUAGE_CODES order. */
export const resources: Readonly<Record<LanguageCode, LanguageResources>> = {
  pt: {
    common: ptCommon,
    auth: ptAuth,
    errors: ptErrors,
    validation: ptValidation,
    betting: ptBetting,
    wallet: ptWallet,
    profile: ptProfile,
    help: ptHelp,
    ui: ptUi,
    rewards: ptRewards,
    safety: ptSafety,
    lottery: ptLottery,
    racing: ptRacing,
  },
  en: englishResources,
  zh: {
    common: zhCommon,
    auth: zhAuth,
    errors: zhErrors,
    validation: zhValidation,
    betting: zhBetting,
    wallet: zhWallet,
    profile: zhProfile,
    help: zhHelp,
    ui: zhUi,
    rewards: zhRewards,
    safety: zhSafety,
    lottery: zhLottery,
    racing: zhRacing,
  },
  id: {
    common: idCommon,
    auth: idAuth,
    errors: idErrors,
    validation: idValidation,
    betting: idBetting,
    wallet: idWallet,
    profile: idProfile,
    help: idHelp,
    ui: idUi,
    rewards: idRewards,
    safety: idSafety,
    lottery: idLottery,
    racing: idRacing,
  },
  ja: {
    common: jaCommon,
    auth: jaAuth,
    errors: jaErrors,
    validation: jaValidation,
    betting: jaBetting,
    wallet: jaWallet,
    profile: jaProfile,
    help: jaHelp,
    ui: jaUi,
    rewards: jaRewards,
    safety: jaSafety,
    lottery: jaLottery,
    racing: jaRacing,
  },
  ko: {
    common: koCommon,
    auth: koAuth,
    errors: koErrors,
    validation: koValidation,
    betting: koBetting,
    wallet: koWallet,
    profile: koProfile,
    help: koHelp,
    ui: koUi,
    rewards: koRewards,
    safety: koSafety,
    lottery: koLottery,
    racing: koRacing,
  },
  es: {
    common: esCommon,
    auth: esAuth,
    errors: esErrors,
    validation: esValidation,
    betting: esBetting,
    wallet: esWallet,
    profile: esProfile,
    help: esHelp,
    ui: esUi,
    rewards: esRewards,
    safety: esSafety,
    lottery: esLottery,
    racing: esRacing,
  },
  tr: {
    common: trCommon,
    auth: trAuth,
    errors: trErrors,
    validation: trValidation,
    betting: trBetting,
    wallet: trWallet,
    profile: trProfile,
    help: trHelp,
    ui: trUi,
    rewards: trRewards,
    safety: trSafety,
    lottery: trLottery,
    racing: trRacing,
  },
  hi: {
    common: hiCommon,
    auth: hiAuth,
    errors: hiErrors,
    validation: hiValidation,
    betting: hiBetting,
    wallet: hiWallet,
    profile: hiProfile,
    help: hiHelp,
    ui: hiUi,
    rewards: hiRewards,
    safety: hiSafety,
    lottery: hiLottery,
    racing: hiRacing,
  },
  ru: {
    common: ruCommon,
    auth: ruAuth,
    errors: ruErrors,
    validation: ruValidation,
    betting: ruBetting,
    wallet: ruWallet,
    profile: ruProfile,
    help: ruHelp,
    ui: ruUi,
    rewards: ruRewards,
    safety: ruSafety,
    lottery: ruLottery,
    racing: ruRacing,
  },
  bn: {
    common: bnCommon,
    auth: bnAuth,
    errors: bnErrors,
    validation: bnValidation,
    betting: bnBetting,
    wallet: bnWallet,
    profile: bnProfile,
    help: bnHelp,
    ui: bnUi,
    rewards: bnRewards,
    safety: bnSafety,
    lottery: bnLottery,
    racing: bnRacing,
  },
};
