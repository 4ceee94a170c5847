// Public API of the chat feature.
export { ChatPanel } from './chat-panel';
