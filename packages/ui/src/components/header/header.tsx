// Header (spec section 2): logo; for members the balance (2 decimals, truncated, via
// formatBalance) and a currency selector; for visitors sign-in and register buttons; on phones a
// menu button that opens the drawer menu.
import { formatBalance } from '@bet/domain/money';
import type { ReactNode } from 'react';
import { useText } from '../../text';
import { MenuIcon } from '../../internal/icons';
import { defaultRenderLink, type LinkRenderer } from '../../internal/link';
import { Button, IconButton } from '../button';
import { Select, type SelectOption } from '../select';
import {
  Actions,
  Balance,
  BalanceButton,
  BalanceLabel,
  BalanceValue,
  HiddenText,
  Bar,
  CurrencySelect,
  Logo,
  MenuSlot,
  Spacer,
  Wallet,
} from './header-styles';

export interface HeaderMember {
  /** Account score (spec section 3, "Wallet/account"). */
  readonly balance: number | string;
  /** Selected currency code, e.g. 'USDT'. */
  readonly currency: string;
  readonly currencies: readonly SelectOption[];
  readonly onCurrencyChange: (currency: string) => void;
  /** Opens the wallet: the balance becomes a button named "Balance 150.00, open the wallet". */
  readonly onOpenWallet?: (() => void) | undefined;
}

export interface HeaderProps {
  /** The brand logo, linking home: an <img> with alt text, or an svg with role img and a label. */
  readonly logo: ReactNode;
  readonly homeHref?: string | undefined;
  /** Signed-in member: balance and currency. Visitors get sign-in and register instead. */
  readonly member?: HeaderMember | undefined;
  readonly onSignIn?: (() => void) | undefined;
  readonly onRegister?: (() => void) | undefined;
  /** Shows the phone menu button. */
  readonly onMenuClick?: (() => void) | undefined;
  readonly menuOpen?: boolean | undefined;
  /** Extra controls before the account area (language, notifications...). */
  readonly actions?: ReactNode;
  readonly renderLink?: LinkRenderer | undefined;
}

/** A balance that is not a number (not loaded, bad data) shows a dash instead of failing. */
function displayBalance(balance: number | string): string {
  try {
    return formatBalance(balance);
  } catch {
    return '—';
  }
}

function MemberArea({ member }: { readonly member: HeaderMember }) {
  const t = useText();
  return (
    <Wallet>
      {member.onOpenWallet ? (
        <BalanceButton type="button" onClick={member.onOpenWallet}>
          <BalanceLabel>{t('ui:balance')}</BalanceLabel>{' '}
          <BalanceValue>{displayBalance(member.balance)}</BalanceValue>
          <HiddenText>, {t('ui:openWallet')}</HiddenText>
        </BalanceButton>
      ) : (
        <Balance>
          <BalanceLabel>{t('ui:balance')}</BalanceLabel>
          <BalanceValue>{displayBalance(member.balance)}</BalanceValue>
        </Balance>
      )}
      <CurrencySelect>
        <Select
          aria-label={t('ui:currency')}
          options={member.currencies}
          value={member.currency}
          onChange={(event) => member.onCurrencyChange(event.target.value)}
        />
      </CurrencySelect>
    </Wallet>
  );
}

function VisitorArea({ onSignIn, onRegister }: Pick<HeaderProps, 'onSignIn' | 'onRegister'>) {
  const t = useText();
  return (
    <Actions>
      <Button size="sm" variant="ghost" onClick={onSignIn}>
        {t('ui:signIn')}
      </Button>
      <Button size="sm" onClick={onRegister}>
        {t('ui:register')}
      </Button>
    </Actions>
  );
}

export function Header(props: HeaderProps) {
  const { logo, homeHref = '/', member, actions, renderLink = defaultRenderLink } = props;
  const t = useText();
  return (
    <Bar>
      {props.onMenuClick ? (
        <MenuSlot>
          <IconButton
            icon={<MenuIcon />}
            aria-label={props.menuOpen ? t('ui:closeMenu') : t('ui:openMenu')}
            aria-expanded={props.menuOpen ?? false}
            onClick={props.onMenuClick}
          />
        </MenuSlot>
      ) : null}
      {/* The logo's own alt text names the home link (its visible text must be in the name). */}
      <Logo>{renderLink({ href: homeHref, children: logo })}</Logo>
      <Spacer />
      {actions ? <Actions>{actions}</Actions> : null}
      {member ? (
        <MemberArea member={member} />
      ) : (
        <VisitorArea onSignIn={props.onSignIn} onRegister={props.onRegister} />
      )}
    </Bar>
  );
}
