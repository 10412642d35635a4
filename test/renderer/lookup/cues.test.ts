/**
 * A cue holds the audio stream only while it plays: an open WebAudio context keeps
 * the system's audio running all day on a desk that beeps a few times an hour.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { playCue as PlayCue } from '../../../renderer/src/lookup/cues.ts';

/** A WebAudio stand-in with a clock that runs only while the stream is held. */
class StreamAudioContext {
  static made: StreamAudioContext[] = [];
  state: 'running' | 'suspended' = 'running';
  currentTime = 0;
  destination = {};
  tones = 0;
  constructor() {
    StreamAudioContext.made.push(this);
  }
  createOscillator() {
    return {
      type: 'sine',
      frequency: { value: 0 },
      connect: <T>(node: T) => node,
      start: () => {
        this.tones += 1;
      },
      stop: () => undefined,
    };
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: <T>(node: T) => node,
    };
  }
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
  suspend() {
    this.state = 'suspended';
    return Promise.resolve();
  }
}

const ON = { enabled: true, volume: 80 };
const stream = () => StreamAudioContext.made[0] as StreamAudioContext;

/** The module afresh for each test: it keeps its audio context for the page's life. */
let playCue: typeof PlayCue;

describe('the scan cues', () => {
  beforeEach(async () => {
    vi.resetModules();
    ({ playCue } = await import('../../../renderer/src/lookup/cues.ts'));
    StreamAudioContext.made = [];
    vi.useFakeTimers();
    vi.stubGlobal('AudioContext', StreamAudioContext);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lets the audio stream go once a cue has played, and takes it up again for the next', () => {
    expect(playCue('pass', ON).tones).toBe(2);
    expect(stream().state).toBe('running');
    // The pass cue lasts 0.26 s: the stream is kept through it.
    vi.advanceTimersByTime(260);
    expect(stream().state).toBe('running');
    vi.advanceTimersByTime(1_000);
    expect(stream().state).toBe('suspended');

    expect(playCue('miss', ON).tones).toBe(2);
    expect(StreamAudioContext.made).toHaveLength(1);
    expect(stream().state).toBe('running');
    vi.advanceTimersByTime(1_000);
    expect(stream().state).toBe('suspended');
  });

  it('keeps the stream while cues follow one another, letting it go after the last', () => {
    playCue('attention', ON);
    vi.advanceTimersByTime(400);
    playCue('already', ON);
    // The first cue's end passes while the second still plays.
    vi.advanceTimersByTime(400);
    expect(stream().state).toBe('running');
    vi.advanceTimersByTime(1_000);
    expect(stream().state).toBe('suspended');
    expect(stream().tones).toBe(5);
  });

  it('opens no stream when sounds are off', () => {
    expect(playCue('pass', { enabled: false, volume: 80 }).tones).toBe(0);
    expect(playCue('pass', { enabled: true, volume: 0 }).tones).toBe(0);
    expect(StreamAudioContext.made).toHaveLength(0);
  });
});
