/** A fake `fetch` for the browser transport: event streams the test writes into, and recorded requests. */
export interface StreamControl {
  push(text: string): void;
  end(): void;
}

export interface RecordedRequest {
  url: string;
  init: RequestInit;
}

export interface FakeFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** Streams opened for `/events`, oldest first. */
  streams: StreamControl[];
  /** How the next `/events` request is answered; by default with an open stream. */
  refuseNextStream(): void;
  /** What contract calls answer. */
  answerRpc(answer: (url: string, init: RequestInit) => Promise<Response>): void;
}

export function createFakeFetch(): FakeFetch {
  const requests: RecordedRequest[] = [];
  const streams: StreamControl[] = [];
  let refuse = false;
  let rpc: (url: string, init: RequestInit) => Promise<Response> = async () =>
    Response.json({ ok: true, value: {} });

  const openStream = (init: RequestInit): Response => {
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    let open = true;
    const control: StreamControl = {
      push(text) {
        if (open) controller.enqueue(encoder.encode(text));
      },
      end() {
        if (!open) return;
        open = false;
        controller.close();
      },
    };
    init.signal?.addEventListener('abort', () => {
      if (!open) return;
      open = false;
      controller.error(new DOMException('aborted', 'AbortError'));
    });
    streams.push(control);
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };

  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    requests.push({ url, init });
    if (url === '/events') {
      if (refuse) {
        refuse = false;
        throw new TypeError('Failed to fetch');
      }
      return openStream(init);
    }
    return rpc(url, init);
  };

  return {
    fetch: fakeFetch as typeof fetch,
    requests,
    streams,
    refuseNextStream() {
      refuse = true;
    },
    answerRpc(answer) {
      rpc = answer;
    },
  };
}
