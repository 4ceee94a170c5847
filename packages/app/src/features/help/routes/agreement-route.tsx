// /agreement (spec section 2): the user agreement, which is the terms and conditions text.
import { HelpArticle } from '../help-article';
import { useText } from '@bet/ui/text';
import { useNamespaces } from '../../../lib/i18n/text';

function AgreementPage() {
  useNamespaces('help');
  const t = useText();
  return <HelpArticle slug="terms" title={t('help:agreement')} />;
}

export { AgreementPage as Component };
