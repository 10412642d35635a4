import '@testing-library/jest-dom/vitest';
import { notifyManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// The page's words in English, in use before any test draws a screen.
import './english.ts';

// The query cache tells components about changes a timer tick later; under fake timers a tick scheduled
// while timers run lands 1 ms on, so exact-time assertions would miss it. A microtask keeps it in step.
notifyManager.setScheduler(queueMicrotask);

// findBy and waitFor wait up to 5 s, not 1: the suite runs beside the end-to-end tests on two
// cores, where a screen can take more than a second to draw. What never appears still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.waiverDesk;
  window.location.hash = '';
});
