import { type ChatStreamEvent, chatApi, chatStreamEventSchema } from '@mijote/contracts';
import { endpointUrl } from '@/lib/api';
import { ApiError, apiErrorFrom } from '@/lib/http';

/**
 * POST /api/chat/messages: the question, then the reply as it is written. The answer is a
 * text/event-stream read with fetch (EventSource cannot POST); each `data:` line is one event.
 * A refusal before the stream (409 a reply is pending, 429, 422) throws an ApiError.
 */
export async function streamChatReply(
  content: string,
  onEvent: (event: ChatStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(endpointUrl(chatApi.ask), {
      method: chatApi.ask.method,
      credentials: 'same-origin',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: JSON.stringify({ content }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK');
  }
  if (!response.ok) throw await apiErrorFrom(response);
  if (!response.body) throw new ApiError(response.status, 'CHAT_SEND_FAILED');

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const event = parseEvent(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (event) onEvent(event);
        end = buffer.indexOf('\n\n');
      }
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    // The connection dropped mid-reply: the server keeps what was written (incomplete).
    throw new ApiError(0, 'CHAT_REPLY_INTERRUPTED');
  }
}

function parseEvent(block: string): ChatStreamEvent | undefined {
  const data = block
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trimStart())
    .join('\n');
  if (!data) return undefined;
  try {
    const parsed = chatStreamEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
