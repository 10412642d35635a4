import '@testing-library/jest-dom/vitest';
import { notifyManager } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The query cache tells components about changes a timer tick later; under fake timers a tick scheduled
// while timers run lands 1 ms on, so exact-time assertions would miss it. A microtask keeps it in step.
notifyManager.setScheduler(queueMicrotask);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.waiverDesk;
  window.location.hash = '';
});
