// The member's level and the way to the next (issue 14): deposited so far, what is still to deposit
// and a bar, computed with the domain's vipProgress (the rule the server applies too).
import type { VipLevel } from '@bet/api/contract/profile-schemas';
import { formatBalance } from '@bet/domain/money';
import { vipProgress } from '@bet/domain/vip';
import { useText } from '@bet/ui/text';
import { useId } from 'react';
import styled from 'styled-components';

const Card = styled.section`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: center;
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.palette.surface.raised};
`;

const Badge = styled.img`
  width: 72px;
  height: 72px;
  object-fit: contain;
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Level = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Track = styled.div`
  height: 10px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.palette.surface.surface};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.palette.primary.main};
  transition: width 300ms ease;
`;

export interface VipProgressCardProps {
  readonly levels: readonly VipLevel[];
  readonly deposited: string;
  readonly currency: string;
}

export function VipProgressCard({ levels, deposited, currency }: VipProgressCardProps) {
  const t = useText();
  const titleId = useId();
  const progress = vipProgress(levels, deposited);
  const current = progress.current ?? levels[0];
  const next = progress.next;
  const nextName = next ? t(`common:vip.${next.name}`) : '';
  return (
    <Card aria-labelledby={titleId}>
      {current ? <Badge src={current.img} alt="" /> : <span />}
      <Body>
        <Muted>{t('rewards:vip.yourLevel')}</Muted>
        <Level id={titleId}>{current ? t(`common:vip.${current.name}`) : '—'}</Level>
        <Muted>{t('rewards:vip.deposited', { amount: formatBalance(deposited), currency })}</Muted>
        {next ? (
          <>
            <p>
              {t('rewards:vip.toNext', {
                amount: formatBalance(progress.remaining),
                currency,
                level: nextName,
              })}
            </p>
            <Track
              role="progressbar"
              aria-label={t('rewards:vip.progress', { level: nextName })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
              aria-valuetext={`${progress.percent}%`}
            >
              <Fill style={{ width: `${progress.percent}%` }} />
            </Track>
          </>
        ) : (
          <p>{t('rewards:vip.top')}</p>
        )}
      </Body>
    </Card>
  );
}
