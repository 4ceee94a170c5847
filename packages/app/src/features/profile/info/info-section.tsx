// The profile's info section (spec section 2): the member's data, the nickname change, and the
// real name, set once and then only shown (the server refuses a change).
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import { useNamespaces } from '../../../lib/i18n/text';
import { QueryView } from '../../../lib/ui/query-view';
import { RealNameForm } from '../forms/real-name-form';
import { InfoList } from './info-list';
import { NicknameForm } from './nickname-form';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: 40rem;
`;

const Heading = styled.h2`
  margin: 0;
`;

function InfoSection() {
  useNamespaces('profile');
  const t = useText();
  const info = useQuery(endpointQuery('profile.info'));
  return (
    <Stack>
      <Heading>{t('profile:personalInfo')}</Heading>
      <QueryView
        query={info}
        placeholder={<Skeleton lines={8} />}
        errorText={t('errors:somethingWentWrong')}
        headingLevel={3}
      >
        {(member) => (
          <>
            <InfoList member={member} />
            <NicknameForm nickname={member.nickname} />
            {member.real_name === null ? (
              <RealNameForm hint={t('profile:info.realNameOnce')} />
            ) : null}
          </>
        )}
      </QueryView>
    </Stack>
  );
}

export { InfoSection as Component };
