/**
 * The sound of a scan that found no waiver: two short falling tones made with
 * WebAudio (no audio file to load). Staff hear it without looking; a desk that
 * wants quiet turns it off, and the choice is kept on this computer. Sound is a
 * courtesy only: the notice on screen says the same, and a missing or muted
 * audio device never gets in the way.
 */
const SOUND_SETTING = 'waiver-desk.scanner-sound';

export function scannerSoundOn(): boolean {
  try {
    return window.localStorage.getItem(SOUND_SETTING) !== 'off';
  } catch {
    return true;
  }
}

export function setScannerSound(on: boolean): void {
  try {
    window.localStorage.setItem(SOUND_SETTING, on ? 'on' : 'off');
  } catch {
    // Storage refused (private mode): the choice lasts until the page reloads.
  }
}

const TONES_HZ = [660, 440];
const TONE_SECONDS = 0.14;
const TONE_GAP_SECONDS = 0.04;
const VOLUME = 0.18;

let context: AudioContext | null = null;

/** Plays the cue unless the desk turned it off; says whether it could. */
export function playMissCue(): boolean {
  if (!scannerSoundOn() || typeof window.AudioContext !== 'function') return false;
  try {
    context ??= new window.AudioContext();
    // A keypress (the scanner's) allows the page to start sound.
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const start = context.currentTime + 0.01;
    TONES_HZ.forEach((hertz, index) => {
      const audio = context as AudioContext;
      const at = start + index * (TONE_SECONDS + TONE_GAP_SECONDS);
      const tone = audio.createOscillator();
      const envelope = audio.createGain();
      tone.type = 'sine';
      tone.frequency.value = hertz;
      // Ramps in and out, so the tones do not click.
      envelope.gain.setValueAtTime(0.0001, at);
      envelope.gain.exponentialRampToValueAtTime(VOLUME, at + 0.015);
      envelope.gain.exponentialRampToValueAtTime(0.0001, at + TONE_SECONDS);
      tone.connect(envelope).connect(audio.destination);
      tone.start(at);
      tone.stop(at + TONE_SECONDS + 0.01);
    });
    return true;
  } catch {
    return false;
  }
}
