// The chat token (spec section 7, "Chat"): members get theirs (chat.token); visitors get a guest
// token (chat.guestToken) with the secret and time headers, made when the call leaves, and keep
// their chat id (spec section 3, nonLoginOtherChatID) so they return to the same conversation.
import type { InputOf } from '@bet/api/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '../../lib/api/endpoint-query';
import { useServices } from '../../lib/services';
import type { SecureStorage } from '../../lib/storage/secure-storage';
import { useIsAuthorized } from '../auth';
import { DEFAULT_CHAT_GUEST_SALT, guestChatHeaders } from './guest-secret';

// A chat token lives 24 hours on the reference server; one per visit is plenty.
const ONE_PER_VISIT = { staleTime: Infinity } as const;

/** The guest token: its headers depend on the time of the call, so they are not its input. */
function guestTokenQuery(storage: SecureStorage, salt: string) {
  return queryOptions({
    queryKey: endpointKey('chat.guestToken'),
    queryFn: async ({ client, signal }) => {
      const chatId = storage.get('nonLoginOtherChatID');
      const input: InputOf<'chat.guestToken'> = {
        headers: await guestChatHeaders(salt, new Date()),
        body: chatId === null ? {} : { chat_id: chatId },
      };
      const answer = await callEndpoint(client, 'chat.guestToken', input, signal);
      await storage.set('nonLoginOtherChatID', answer.chat_id);
      return answer;
    },
    ...ONE_PER_VISIT,
  });
}

export function useChatToken(enabled: boolean) {
  const { storage, brand } = useServices();
  const member = useIsAuthorized();
  const salt = brand.chatGuestSalt ?? DEFAULT_CHAT_GUEST_SALT;
  const memberToken = useQuery({
    ...endpointQuery('chat.token'),
    ...ONE_PER_VISIT,
    enabled: enabled && member,
  });
  const guestToken = useQuery({ ...guestTokenQuery(storage, salt), enabled: enabled && !member });
  return member ? memberToken : guestToken;
}
