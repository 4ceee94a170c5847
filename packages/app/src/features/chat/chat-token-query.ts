// The chat token (spec section 7, "Chat"): members get theirs; visitors get a guest token with the
// secret and time headers and keep their chat id (spec section 3, nonLoginOtherChatID) so they
// return to the same conversation.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../lib/api/http';
import { useServices } from '../../lib/services';
import type { SecureStorage } from '../../lib/storage/secure-storage';
import { useSession } from '../auth';
import { DEFAULT_CHAT_GUEST_SALT, guestChatHeaders } from './guest-secret';
import { contract } from '../../lib/api/contract';

async function fetchGuestToken(
  http: HttpClient,
  storage: SecureStorage,
  salt: string,
  signal: AbortSignal,
) {
  const chatId = storage.get('nonLoginOtherChatID');
  const answer = await http.request((await contract.chat()).chatGuestToken, {
    signal,
    headers: await guestChatHeaders(salt, new Date()),
    body: chatId === null ? {} : { chat_id: chatId },
  });
  await storage.set('nonLoginOtherChatID', answer.chat_id);
  return answer;
}

export function chatTokenQueryOptions(
  http: HttpClient,
  storage: SecureStorage,
  uid: string | null,
  salt: string,
) {
  return queryOptions({
    queryKey: ['chat.token', uid],
    queryFn: async ({ signal }) =>
      uid === null
        ? fetchGuestToken(http, storage, salt, signal)
        : http.request((await contract.chat()).chatToken, { signal }),
    // A chat token lives 24 hours on the reference server; one per visit is plenty.
    staleTime: Infinity,
  });
}

export function useChatToken(enabled: boolean) {
  const { http, storage, brand } = useServices();
  const { uid } = useSession();
  return useQuery({
    ...chatTokenQueryOptions(http, storage, uid, brand.chatGuestSalt ?? DEFAULT_CHAT_GUEST_SALT),
    enabled,
  });
}
