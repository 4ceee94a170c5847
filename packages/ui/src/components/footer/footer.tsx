// Footer (spec section 2): link groups (support, games, sports), community links, sponsorship and
// responsibility logos, the localized footer text and the copyright line
// 'Copyright © {{year}} {{brand}}' (year 2024 by default, spec section 9).
import { COPYRIGHT_YEAR } from '@bet/domain/constants';
import type { ReactNode } from 'react';
import { useText } from '../../text';
import { defaultRenderLink, type LinkRenderer } from '../../internal/link';
import {
  Community,
  Copyright,
  GroupTitle,
  Groups,
  LinkList,
  LogoImage,
  Root,
  Row,
  Text,
} from './footer-styles';

export interface FooterLink {
  readonly label: string;
  readonly href: string;
}

export interface FooterGroup {
  readonly id: string;
  readonly title: string;
  readonly links: readonly FooterLink[];
}

export interface FooterCommunityLink extends FooterLink {
  /** Decorative icon shown before the label. */
  readonly icon?: ReactNode;
}

export interface FooterLogo {
  readonly src: string;
  /** Names the sponsor or the responsibility body. */
  readonly alt: string;
  readonly href?: string | undefined;
}

export interface FooterProps {
  readonly brand: string;
  readonly year?: number | undefined;
  readonly groups?: readonly FooterGroup[] | undefined;
  /** External community pages, opened in a new tab. */
  readonly community?: readonly FooterCommunityLink[] | undefined;
  readonly sponsors?: readonly FooterLogo[] | undefined;
  readonly responsibility?: readonly FooterLogo[] | undefined;
  /** The brand's footer text in the current language (spec section 3, "Footer text"). */
  readonly text?: ReactNode;
  /** Accessible names of the logo rows (translated by the app). */
  readonly sponsorsLabel?: string | undefined;
  readonly responsibilityLabel?: string | undefined;
  readonly communityLabel?: string | undefined;
  readonly renderLink?: LinkRenderer | undefined;
}

/** A logo with an app path ('/profile/safety') opens in the app; another address in a new tab. */
function Logos({
  logos,
  label,
  renderLink,
}: {
  logos: readonly FooterLogo[];
  label: string | undefined;
  renderLink: LinkRenderer;
}) {
  if (logos.length === 0) return null;
  return (
    <Row aria-label={label}>
      {logos.map((logo) => {
        const image = <LogoImage src={logo.src} alt={logo.alt} loading="lazy" />;
        let content: ReactNode = image;
        if (logo.href?.startsWith('/')) content = renderLink({ href: logo.href, children: image });
        else if (logo.href)
          content = (
            <a href={logo.href} target="_blank" rel="noopener noreferrer">
              {image}
            </a>
          );
        return <li key={logo.src}>{content}</li>;
      })}
    </Row>
  );
}

export function Footer(props: FooterProps) {
  const { brand, year = COPYRIGHT_YEAR, groups = [], community = [], text } = props;
  const renderLink = props.renderLink ?? defaultRenderLink;
  const t = useText();
  return (
    <Root>
      {groups.length > 0 ? (
        <Groups>
          {groups.map((group) => (
            <div key={group.id}>
              <GroupTitle>{group.title}</GroupTitle>
              <LinkList>
                {group.links.map((link) => (
                  <li key={link.href}>{renderLink({ href: link.href, children: link.label })}</li>
                ))}
              </LinkList>
            </div>
          ))}
        </Groups>
      ) : null}
      {community.length > 0 ? (
        <Row aria-label={props.communityLabel}>
          {community.map((link) => (
            <li key={link.href}>
              <Community href={link.href} target="_blank" rel="noopener noreferrer">
                {link.icon ? <span aria-hidden="true">{link.icon}</span> : null}
                {link.label}
              </Community>
            </li>
          ))}
        </Row>
      ) : null}
      <Logos logos={props.sponsors ?? []} label={props.sponsorsLabel} renderLink={renderLink} />
      <Logos
        logos={props.responsibility ?? []}
        label={props.responsibilityLabel}
        renderLink={renderLink}
      />
      {text ? <Text>{text}</Text> : null}
      <Copyright>{t('ui:copyright', { year, brand })}</Copyright>
    </Root>
  );
}
