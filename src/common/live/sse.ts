/** One server-sent event: its `event:` name and its `data:` lines joined. Comments (`: ping`) are not events. */
export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Pure: an incremental reader of a text/event-stream body (the WHATWG rules the console needs): events end with a
 * blank line, `event:` names one (default `message`), `data:` lines join with newlines, lines starting with `:` are
 * comments, CRLF and LF both end a line. Feed it the decoded chunks as they arrive.
 */
export function sseReader(onMessage: (m: SseMessage) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };
  return (chunk) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.search(/\r\n|\n|\r/)) >= 0) {
      // A CR at the very end may be the first half of a CRLF still on its way.
      if (buffer[end] === '\r' && end === buffer.length - 1) break;
      const crlf = buffer.startsWith('\r\n', end);
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + (crlf ? 2 : 1));
    }
  };
}
