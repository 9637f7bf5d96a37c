import { useCallback, useEffect, useRef, useState } from 'react';

/** Two rising tones, loud enough for a kitchen, short enough not to annoy when they repeat. */
const TONES = [
  { frequency: 880, start: 0, length: 0.18 },
  { frequency: 1320, start: 0.22, length: 0.28 },
];

function playTones(context: AudioContext): void {
  const begin = context.currentTime + 0.01;
  for (const tone of TONES) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = tone.frequency;
    const start = begin + tone.start;
    const end = start + tone.length;
    // A short ramp in and out avoids the click of a hard edge.
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(end + 0.02);
  }
}

export interface AlertSound {
  /** Browsers keep audio muted until a person taps the page; until then the board offers the button. */
  isEnabled: boolean;
  isSupported: boolean;
  enable(): void;
  play(): void;
}

/** The alert tone from a Web Audio oscillator: no audio file, no request. */
export function useAlertSound(): AlertSound {
  const context = useRef<AudioContext | null>(null);
  const [isEnabled, setEnabled] = useState(false);
  const isSupported = typeof window !== 'undefined' && typeof window.AudioContext === 'function';

  useEffect(
    () => () => {
      void context.current?.close();
      context.current = null;
    },
    [],
  );

  const enable = useCallback(() => {
    if (!isSupported) return;
    const audio = context.current ?? new AudioContext();
    if (context.current === null) {
      context.current = audio;
      // A tablet may suspend audio again, e.g. after the screen was off: offer the button again then.
      audio.addEventListener('statechange', () => setEnabled(audio.state === 'running'));
    }
    void audio.resume().then(
      () => {
        setEnabled(audio.state === 'running');
        if (audio.state === 'running') playTones(audio);
      },
      () => setEnabled(false),
    );
  }, [isSupported]);

  const play = useCallback(() => {
    const audio = context.current;
    if (audio !== null && audio.state === 'running') playTones(audio);
  }, []);

  return { isEnabled, isSupported, enable, play };
}
