import { describe, expect, it } from 'vitest';
import { createSseParser } from '../../../renderer/src/bridge/sse-parser.ts';

function parse(chunks: string[]): string[] {
  const messages: string[] = [];
  const parser = createSseParser((data) => messages.push(data));
  for (const chunk of chunks) parser.push(chunk);
  return messages;
}

describe('the SSE parser', () => {
  it('yields one message per blank-line-terminated event', () => {
    expect(parse(['data: {"a":1}\n\ndata: {"b":2}\n\n'])).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('joins chunks split mid-line and mid-field', () => {
    expect(parse(['da', 'ta: {"na', 'me":1}', '\n', '\n'])).toEqual(['{"name":1}']);
  });

  it('treats CRLF split across chunks as one line end', () => {
    expect(parse(['data: x\r', '\n\r', '\n'])).toEqual(['x']);
  });

  it('skips comment lines and fields other than data', () => {
    expect(parse([': keep-alive\n\n', 'event: ignored\nid: 3\ndata: kept\n\n'])).toEqual(['kept']);
  });

  it('joins several data lines of one event with newlines', () => {
    expect(parse(['data: one\ndata:two\n\n'])).toEqual(['one\ntwo']);
  });

  it('delivers nothing for an event that has not ended yet', () => {
    expect(parse(['data: half'])).toEqual([]);
  });
});
