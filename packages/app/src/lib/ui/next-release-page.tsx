// Routes whose screens belong to the next issues (wallet, profile, betting) exist now and show
// the shell with their title and this notice, so navigation, the protected-route rule and the
// query flags already work on them.
import { ComingSoon } from '@bet/ui/coming-soon';
import { useText } from '@bet/ui/text';
import type { ReactNode } from 'react';
import { PageFrame } from './page-frame';
import { useAppSection } from '../i18n/app-section';

export function NextReleasePage({ title, children }: { title: ReactNode; children?: ReactNode }) {
  const text = useText();
  useAppSection('frame');
  return (
    <PageFrame title={title}>
      {children}
      <ComingSoon headingLevel={2} description={text('app:frame.nextRelease')} />
    </PageFrame>
  );
}
