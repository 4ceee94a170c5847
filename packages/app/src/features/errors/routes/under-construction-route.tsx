// /under-construction (spec section 2; 'website under construction' of spec section 8).
import { UnderConstruction } from '@bet/ui/under-construction';
import { useText } from '@bet/ui/text';
import { useNamespaces } from '../../../lib/i18n/text';
import { PageFrame } from '../../../lib/ui/page-frame';

function UnderConstructionPage() {
  useNamespaces('help');
  const t = useText();
  return (
    <PageFrame title={t('help:underConstruction')}>
      <UnderConstruction headingLevel={2} description={t('errors:websiteUnderConstruction')} />
    </PageFrame>
  );
}

export { UnderConstructionPage as Component };
