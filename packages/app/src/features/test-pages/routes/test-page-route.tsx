// /test/bets, /test/wallet and /test/my-bets (spec section 2, login required): the external test
// page in a frame, given the member's token. An unknown name is not found.
import { useParams } from 'react-router';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import { useBrand, useStorage } from '../../../lib/services';
import { PageFrame } from '../../../lib/ui/page-frame';
import { NotFoundPage } from '../../errors';
import { parseTestPage, testPageUrl } from '../test-pages';
import { useAppSection } from '../../../lib/i18n/app-section';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(75vh, 900px);
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
`;

function TestPage() {
  const { page: param } = useParams();
  const brand = useBrand();
  const storage = useStorage();
  const text = useText();
  useAppSection('testPages');
  const page = parseTestPage(param);
  if (page === undefined) return <NotFoundPage />;
  const title = text('app:testPages.title', { page });
  return (
    <PageFrame title={title}>
      <Frame
        title={title}
        src={testPageUrl(brand, page, storage.get('token') ?? '')}
        data-testid="test-page-frame"
      />
    </PageFrame>
  );
}

export { TestPage as Component };
