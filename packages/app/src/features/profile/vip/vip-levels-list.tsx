// Every VIP level (issue 14): picture, name, recharge threshold and benefits; the member's own
// level marked as current.
import type { VipBenefit, VipLevel } from '@bet/api/contract/profile-schemas';
import { formatBalance } from '@bet/domain/money';
import { useText } from '@bet/ui/text';
import styled, { css } from 'styled-components';

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $current: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  align-content: start;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ $current, theme }) =>
    $current &&
    css`
      border-color: ${theme.palette.primary.main};
      background: ${theme.palette.primary.soft};
    `}
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Name = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
`;

const Small = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Benefits = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.spacing.lg};
`;

function BenefitText({ benefit }: { benefit: VipBenefit }) {
  const t = useText();
  return <>{t(`rewards:vip.benefit.${benefit.kind}`, { value: benefit.value })}</>;
}

export interface VipLevelsListProps {
  readonly levels: readonly VipLevel[];
  readonly currentLevel: number | null;
  readonly currency: string;
  readonly labelledBy: string;
}

export function VipLevelsList({ levels, currentLevel, currency, labelledBy }: VipLevelsListProps) {
  const t = useText();
  return (
    <List aria-labelledby={labelledBy}>
      {levels.map((level) => {
        const current = level.level === currentLevel;
        return (
          <Item key={level.level} $current={current} aria-current={current ? 'true' : undefined}>
            <Head>
              <img src={level.img} alt="" width={40} height={40} />
              <Name>{t(`common:vip.${level.name}`)}</Name>
              {current ? <Small>({t('rewards:vip.current')})</Small> : null}
            </Head>
            <Small>
              {t('rewards:vip.threshold', { amount: formatBalance(level.recharge), currency })}
            </Small>
            <Small as="span">{t('rewards:vip.benefits')}</Small>
            <Benefits>
              {level.benefits.map((benefit) => (
                <li key={benefit.kind}>
                  <BenefitText benefit={benefit} />
                </li>
              ))}
            </Benefits>
          </Item>
        );
      })}
    </List>
  );
}
