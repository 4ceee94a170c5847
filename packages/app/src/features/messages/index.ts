// Public API of the messages feature (private messages).
export { privateMessagesQueryOptions, usePrivateMessages } from './private-messages-query';
