export {
  type LlmChatMessage,
  type LlmChatOptions,
  type LlmChatPart,
  LlmStreamCutError,
  type LlmTool,
  type LlmToolCall,
} from './chat-stream';
export {
  createLlmClient,
  type LlmCallOptions,
  type LlmClient,
  type LlmMessage,
  type LlmSampling,
  LlmUnavailableError,
} from './llm-client';
