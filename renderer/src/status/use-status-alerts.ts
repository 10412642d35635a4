/**
 * The desk's status alerts in this page: each `statusAlert` of the open session
 * becomes a desktop notification where the browser allows it, and an in-app
 * toast where it does not. In Electron the main process notifies, so the page
 * stays silent there (one change, one notification).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StatusAlert } from '../../../shared/ipc/service-status.ts';
import { subscribeDesk } from '../bridge/index.ts';
import { useAppInfo } from '../desk/hooks.ts';
import { followAlertPermission, showDesktopAlert } from './desktop-alerts.ts';
import { statusAlertWords } from './words.ts';

export interface AlertToast {
  id: number;
  title: string;
  body: string;
}

/** A toast leaves by itself after this long; the panel and the indicator keep the state in view. */
export const TOAST_LIFETIME_MS = 30_000;
const MAX_TOASTS = 3;

export function useStatusAlerts(): { toasts: AlertToast[]; dismiss(id: number): void } {
  const info = useAppInfo();
  const sessionId = info?.phase === 'ready' ? info.sessionId : null;
  const inBrowser = info?.host === 'browser';
  const [toasts, setToasts] = useState<AlertToast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  useEffect(() => {
    if (sessionId === null || !inBrowser) return;
    followAlertPermission();
    const show = (alert: StatusAlert) => {
      const tag = `waiver-desk-status-${alert.kind}-${alert.noticeId ?? 'page'}`;
      const { title, body } = statusAlertWords(alert);
      if (showDesktopAlert(title, body, tag)) return;
      nextId.current += 1;
      const id = nextId.current;
      setToasts((current) => [...current, { id, title, body }].slice(-MAX_TOASTS));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_LIFETIME_MS),
      );
    };
    return subscribeDesk((event) => {
      if (event.name === 'statusAlert' && event.payload.sessionId === sessionId) show(event.payload);
    });
  }, [sessionId, inBrowser, dismiss]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return { toasts, dismiss };
}
