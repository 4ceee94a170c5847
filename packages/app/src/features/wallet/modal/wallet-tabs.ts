// The wallet modal's tabs and its place in the URL: `?wallet=deposit` (spec section 2, "wallet,
// opened with a type that defaults to deposit"). The URL is the state, like the query flags, so a
// link opens the wallet on a tab, a reload keeps it and the back button closes it.

export const WALLET_PARAM = 'wallet';

export const WALLET_TABS = ['deposit', 'withdraw', 'transfer', 'history', 'accounts'] as const;
export type WalletTab = (typeof WALLET_TABS)[number];

export const DEFAULT_WALLET_TAB: WalletTab = 'deposit';

export function isWalletTab(value: unknown): value is WalletTab {
  return typeof value === 'string' && (WALLET_TABS as readonly string[]).includes(value);
}

/**
 * The tab a URL asks for: undefined when the wallet is closed (no parameter); the default tab for
 * a value that names no tab (`?wallet=true`, `?wallet=`), so an old or mistyped link still opens.
 */
export function walletTabIn(params: URLSearchParams): WalletTab | undefined {
  if (!params.has(WALLET_PARAM)) return undefined;
  const value = params.get(WALLET_PARAM);
  return isWalletTab(value) ? value : DEFAULT_WALLET_TAB;
}

/** The search string with the wallet open on `tab`, other parameters kept. */
export function withWalletTab(params: URLSearchParams, tab: WalletTab): string {
  const next = new URLSearchParams(params);
  next.set(WALLET_PARAM, tab);
  return `?${next.toString()}`;
}

/** The search string without the wallet ('' when nothing is left). */
export function withoutWallet(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete(WALLET_PARAM);
  const text = next.toString();
  return text === '' ? '' : `?${text}`;
}

/** A link that opens the wallet on a tab over the current page: `?wallet=withdraw`. */
export function walletHref(tab: WalletTab = DEFAULT_WALLET_TAB): string {
  return `?${WALLET_PARAM}=${tab}`;
}
