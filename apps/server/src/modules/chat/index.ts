// The chat's public face: the conversation as the data export reads it.
export { readConversation } from './chat-service';
