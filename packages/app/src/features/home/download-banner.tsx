// The dismissible download banner (spec section 2: "one dismissible download banner"; the first
// banner of kind 0). Dismissed for the rest of the visit.
import { Button, IconButton } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { atom, useAtom } from 'jotai';
import styled from 'styled-components';
import { useBrand } from '../../lib/services';

export const downloadDismissedAtom = atom(false);

const Box = styled.aside`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.palette.secondary.soft};
`;

const Text = styled.div`
  flex: 1;
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};

  h2,
  p {
    margin: 0;
  }

  h2 {
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const CloseGlyph = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2" fill="none">
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export function DownloadBanner({ url }: { url: string }) {
  const brand = useBrand();
  const t = useText();
  const [dismissed, setDismissed] = useAtom(downloadDismissedAtom);
  if (dismissed) return null;
  const href = brand.assets.appDownloadUrl ?? url;
  return (
    <Box aria-labelledby="download-banner-title">
      <Text>
        <h2 id="download-banner-title">{t('app:home.downloadTitle', { brand: brand.name })}</h2>
        <p>{t('app:home.downloadText')}</p>
      </Text>
      <Button href={href} size="sm">
        {t('app:home.downloadAction')}
      </Button>
      <IconButton
        icon={<CloseGlyph />}
        aria-label={t('ui:dismiss')}
        size="sm"
        onClick={() => setDismissed(true)}
      />
    </Box>
  );
}
