// "Verified" / "Not verified" beside the email and the mobile (spec section 2, profile info).
import { useText } from '@bet/ui/text';
import styled from 'styled-components';

const Badge = styled.span<{ $verified: boolean }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $verified }) =>
    $verified ? theme.palette.success.soft : theme.palette.warning.soft};
  color: ${({ theme }) => theme.palette.text.primary};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;

export function VerifiedBadge({ verified }: { readonly verified: boolean }) {
  const t = useText();
  return (
    <Badge $verified={verified}>
      {verified ? t('profile:info.verified') : t('profile:info.notVerified')}
    </Badge>
  );
}
