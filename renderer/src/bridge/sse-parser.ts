/**
 * Server-sent events, parsed from text chunks as they arrive (the browser host's
 * event stream is read with fetch, because EventSource cannot send the token
 * header). Chunks may split anywhere, even between a CR and its LF. Only `data`
 * fields matter here; comment lines (`: keep-alive`) and other fields are skipped.
 */
export interface SseParser {
  push(text: string): void;
}

export function createSseParser(onMessage: (data: string) => void): SseParser {
  let pending = '';
  let dataLines: string[] = [];

  const takeLine = (line: string) => {
    if (line === '') {
      if (dataLines.length > 0) onMessage(dataLines.join('\n'));
      dataLines = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return;
    const value = colon === -1 ? '' : line.slice(colon + 1);
    dataLines.push(value.startsWith(' ') ? value.slice(1) : value);
  };

  return {
    push(text) {
      pending += text;
      let start = 0;
      for (let index = 0; index < pending.length; index++) {
        const char = pending[index];
        if (char !== '\n' && char !== '\r') continue;
        // A CR at the end of what arrived may be the first half of CRLF: wait for the next chunk.
        if (char === '\r' && index === pending.length - 1) break;
        takeLine(pending.slice(start, index));
        if (char === '\r' && pending[index + 1] === '\n') index++;
        start = index + 1;
      }
      pending = pending.slice(start);
    },
  };
}
