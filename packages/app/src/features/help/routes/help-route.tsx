// /help/{page}: the help pages (spec section 2); /help opens the FAQ.
import { Navigate, useParams } from 'react-router';
import { useText } from '@bet/ui/text';
import { useNamespaces } from '../../../lib/i18n/text';
import { NotFoundPage } from '../../errors';
import { HelpArticle } from '../help-article';
import { findHelpPage } from '../help-pages';

function HelpPage() {
  useNamespaces('help');
  const { page: slug } = useParams();
  const label = useText();
  if (slug === undefined) return <Navigate to="/help/faq" replace />;
  const page = findHelpPage(slug);
  if (page === undefined) return <NotFoundPage />;
  return <HelpArticle slug={page.slug} title={label(page.title)} />;
}

export { HelpPage as Component };
