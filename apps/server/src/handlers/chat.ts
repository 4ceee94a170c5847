// Chat tokens (spec section 7, "Chat", on /otherChat): a member's, or a visitor's with the guest
// secret; both answer the chat page's url. The chat itself is served by chat/chat-routes.ts.
import { chatEndpoints } from '@bet/api/contract/chat';
import { CHAT_PAGE_PATH } from '../chat/chat-routes.ts';
import {
  chatIdOf,
  conversationOf,
  issueChatToken,
  newVisitorId,
  validGuestSecret,
  visitorExists,
  type Owner,
} from '../chat/chat.ts';
import { routesOf } from '../http/call.ts';
import { unauthorized } from '../http/errors.ts';
import type { Services } from '../http/services.ts';

async function tokenAnswer(services: Services, owner: Owner) {
  const token = await issueChatToken(services, await conversationOf(services.db, owner));
  return {
    token,
    chat_id: chatIdOf(owner),
    url: `${services.publicUrl()}${CHAT_PAGE_PATH}?token=${token}`,
  };
}

export const chatRoutes = routesOf(chatEndpoints, {
  'chat.token': async ({ principal, services }) =>
    tokenAnswer(services, { memberId: principal.memberId }),
  'chat.guestToken': async ({ headers, body, services }) => {
    // The time header is the visitor's device time, so it is judged against real time, not the
    // business clock (which the admin clock may have moved forward in tests).
    if (!validGuestSecret(services.config.chatGuestSalt, headers.secret, headers.time, new Date()))
      throw unauthorized('Invalid chat secret');
    const kept = body.chat_id;
    const visitorId =
      kept !== undefined && /^v[0-9a-f]{32}$/.test(kept) && (await visitorExists(services.db, kept))
        ? kept
        : newVisitorId();
    return tokenAnswer(services, { visitorId });
  },
});
