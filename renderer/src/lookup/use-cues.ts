/** The scan sounds as this desk's Settings have them (on or off, and how loud). */
import { useCallback, useRef } from 'react';
import { useDeskSettings } from '../account/account-queries.ts';
import { type CueKind, type CueSettings, playCue } from './cues.ts';

/** Until Settings are read, a desk sounds as a fresh one does. */
const DEFAULT_CUES: CueSettings = { enabled: true, volume: 60 };

export function useCues(): (kind: CueKind) => void {
  const preferences = useDeskSettings().data?.preferences;
  const settings = useRef(DEFAULT_CUES);
  settings.current = {
    enabled: preferences?.scanSounds ?? DEFAULT_CUES.enabled,
    volume: preferences?.scanVolume ?? DEFAULT_CUES.volume,
  };
  return useCallback((kind: CueKind) => void playCue(kind, settings.current), []);
}
