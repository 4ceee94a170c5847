// /agreement (spec section 2): the user agreement, which is the terms and conditions text.
import { useTranslation } from 'react-i18next';
import { HelpArticle } from '../help-article';

function AgreementPage() {
  const { t } = useTranslation(['common', 'errors', 'help']);
  return <HelpArticle slug="terms" title={t('help:agreement')} />;
}

export { AgreementPage as Component };
