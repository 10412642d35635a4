/**
 * The three sounds of a scan, made with WebAudio (no file to load), each short and
 * distinct so staff know the outcome without looking:
 * - pass, two bright rising notes: a valid waiver opened;
 * - attention, three even notes: something on the waiver needs a look (expired,
 *   flagged, a minor come of age, minors without a guardian), or the tag's waivers
 *   are all expired and one must be chosen;
 * - already, one low note held: someone on the waiver is already in (checked in
 *   within the visit length, at this desk or another);
 * - miss, two falling notes: no waiver has the tag.
 *
 * The audio stream is held only while a cue plays: an open WebAudio context keeps the
 * system's audio running (a steady share of a processor, and a sound device that never
 * sleeps) all day on a counter PC that beeps a few times an hour.
 *
 * Sound is a courtesy only: the screen says the same, and a muted desk, a missing
 * audio device or a page that may not play sound yet never gets in the way. Every
 * cue, heard or not, is announced on `window` as a `waiver-desk:cue` event, so
 * whatever watches the desk (its own tests) can tell which cues played.
 */
export type CueKind = 'pass' | 'attention' | 'already' | 'miss';

export const CUE_EVENT = 'waiver-desk:cue';

export interface CueDetail {
  kind: CueKind;
  /** Tones actually started (0 when muted, at volume 0, or without audio). */
  tones: number;
}

export interface CueSettings {
  enabled: boolean;
  /** 0 to 100. */
  volume: number;
}

interface Tone {
  hertz: number;
  /** Seconds after the cue starts. */
  at: number;
  seconds: number;
  wave: OscillatorType;
}

const CUE_TONES: Readonly<Record<CueKind, readonly Tone[]>> = {
  pass: [
    { hertz: 784, at: 0, seconds: 0.09, wave: 'sine' },
    { hertz: 1_047, at: 0.1, seconds: 0.16, wave: 'sine' },
  ],
  attention: [
    { hertz: 622, at: 0, seconds: 0.1, wave: 'triangle' },
    { hertz: 622, at: 0.15, seconds: 0.1, wave: 'triangle' },
    { hertz: 622, at: 0.3, seconds: 0.14, wave: 'triangle' },
  ],
  already: [
    { hertz: 392, at: 0, seconds: 0.08, wave: 'square' },
    { hertz: 392, at: 0.12, seconds: 0.3, wave: 'triangle' },
  ],
  miss: [
    { hertz: 660, at: 0, seconds: 0.14, wave: 'sine' },
    { hertz: 440, at: 0.18, seconds: 0.22, wave: 'sine' },
  ],
};

/** The loudest a cue gets, at volume 100: pleasant beside a busy counter, never startling. */
const MAX_GAIN = 0.35;
const SILENT_GAIN = 0.0001;

let context: AudioContext | null = null;
/** Counts cues, so only the last one's end lets the stream go. */
let cuesStarted = 0;

/** After a cue's last tone, a little longer than its release, before the stream is let go. */
const RELEASE_AFTER_MS = 250;

/** Lets the audio stream go once the cue ends, unless another has started since. */
function releaseAfter(audio: AudioContext, seconds: number): void {
  const cue = ++cuesStarted;
  window.setTimeout(
    () => {
      if (cue === cuesStarted && audio.state === 'running') void audio.suspend().catch(() => undefined);
    },
    seconds * 1_000 + RELEASE_AFTER_MS,
  );
}

/** Ears hear loudness roughly as the square of the slider's travel. */
const gainOf = (volume: number): number => MAX_GAIN * (Math.min(100, Math.max(0, volume)) / 100) ** 2;

function sound(kind: CueKind, gain: number): number {
  if (typeof window.AudioContext !== 'function') return 0;
  try {
    context ??= new window.AudioContext();
    // A keypress (the scanner's) allows the page to start sound; a stream let go after the
    // last cue is taken up again (the tones below wait for it: they are set on its clock).
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const audio = context;
    const start = audio.currentTime + 0.01;
    for (const tone of CUE_TONES[kind]) {
      const at = start + tone.at;
      const oscillator = audio.createOscillator();
      const envelope = audio.createGain();
      oscillator.type = tone.wave;
      oscillator.frequency.value = tone.hertz;
      // Ramps in and out, so the tones do not click.
      envelope.gain.setValueAtTime(SILENT_GAIN, at);
      envelope.gain.exponentialRampToValueAtTime(gain, at + 0.015);
      envelope.gain.exponentialRampToValueAtTime(SILENT_GAIN, at + tone.seconds);
      oscillator.connect(envelope).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + tone.seconds + 0.01);
    }
    const lasts = Math.max(...CUE_TONES[kind].map((tone) => tone.at + tone.seconds)) + 0.02;
    releaseAfter(audio, lasts);
    return CUE_TONES[kind].length;
  } catch {
    return 0;
  }
}

/** Plays the cue unless the desk turned sounds off; says how many tones it started. */
export function playCue(kind: CueKind, settings: CueSettings): CueDetail {
  const gain = gainOf(settings.volume);
  const tones = settings.enabled && gain > SILENT_GAIN ? sound(kind, gain) : 0;
  const detail: CueDetail = { kind, tones };
  window.dispatchEvent(new CustomEvent<CueDetail>(CUE_EVENT, { detail }));
  return detail;
}
