/**
 * The account in the header as a menu button: Settings, switching between the
 * demo and the connected account, and signing out are each one step away from
 * any screen. A menu button as WAI-ARIA describes it: Enter, Space or the arrow
 * keys open it on its first item, the arrows move, Esc closes it and focus goes
 * back to the button.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { AppInfo } from '../../../shared/ipc/types.ts';
import { type AccountStep, useAccountStep } from '../account/account-actions.ts';
import { useAccountOverview } from '../account/account-queries.ts';
import { accountName } from '../account/account-words.ts';
import { SignOutConfirm } from '../account/SignOutConfirm.tsx';
import { accountText } from '../account/words.ts';
import { ErrorPanel } from '../components/ErrorPanel.tsx';
import { describeFailure } from '../components/failure.ts';
import { isLocked, useManagerLock } from '../manager/use-manager-lock.ts';
import { paths } from '../paths.ts';
import { AccountBadge } from './AccountBadge.tsx';
import '../account/account.css';

type View = 'closed' | 'menu' | 'sign-out';

const menuItems = (menu: HTMLElement | null): HTMLElement[] =>
  menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)')] : [];

/** Which step the menu offers between the demo and the connected account, if any. */
function switchStep(
  info: AppInfo,
  connectedName: string | null,
): { step: AccountStep; label: string } | null {
  if (info.account?.mode === 'configured')
    return { step: 'openDemoAccount', label: accountText.menu.switchToDemo };
  if (connectedName) return { step: 'openConnectedAccount', label: accountText.menu.backTo(connectedName) };
  return null;
}

export function AccountMenu({ info }: { info: AppInfo }) {
  const [view, setView] = useState<View>('closed');
  const [focusLast, setFocusLast] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const overview = useAccountOverview();
  // The account kept while the demo is open (Settings keeps it so switching back is one step).
  const connectedUrl =
    info.account?.mode === 'configured' ? info.account.baseUrl : overview.data?.baseUrl || null;
  // Called by the name staff know it by, never its address.
  const connectedName = connectedUrl ? accountName(overview.data?.connectedName ?? '') : null;
  // Switching and signing out are a manager's while the desk is locked.
  const locked = isLocked(useManagerLock().data);
  const offered = locked ? null : switchStep(info, connectedName);
  const switchAccount = useAccountStep(offered?.step ?? 'openDemoAccount');
  // A menu opened for one account does not stay open over the next one.
  const [menuSession, setMenuSession] = useState(info.sessionId);
  if (menuSession !== info.sessionId) {
    setMenuSession(info.sessionId);
    setView('closed');
  }

  const close = (returnFocus: boolean) => {
    setView('closed');
    switchAccount.reset();
    if (returnFocus) buttonRef.current?.focus();
  };

  const open = (atEnd: boolean) => {
    setFocusLast(atEnd);
    setView('menu');
  };

  useEffect(() => {
    if (view !== 'menu') return;
    const items = menuItems(menuRef.current);
    (focusLast ? items.at(-1) : items[0])?.focus();
  }, [view, focusLast]);

  useEffect(() => {
    if (view === 'closed') return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        setView('closed');
        switchAccount.reset();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [view, switchAccount.reset]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowUp');
    }
  };

  const onPopupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      setView('closed');
      return;
    }
    if (view !== 'menu') return;
    const items = menuItems(menuRef.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(items.length - 1);
    else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      // A link answers Enter by itself; in a menu, Space chooses it too.
      event.preventDefault();
      event.target.click();
    }
  };

  if (info.phase !== 'ready' || info.firstRun) return <AccountBadge info={info} />;

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu-button"
        aria-haspopup="menu"
        aria-expanded={view !== 'closed'}
        aria-controls={view === 'closed' ? undefined : menuId}
        title={accountText.menu.buttonTitle}
        onClick={() => (view === 'closed' ? open(false) : close(false))}
        onKeyDown={onButtonKeyDown}
      >
        <AccountBadge info={info} />
        <span className="account-menu-caret" aria-hidden="true">
          {accountText.menu.caret}
        </span>
      </button>
      {view === 'closed' ? null : (
        // biome-ignore lint/a11y/noStaticElementInteractions: the keys are handled for the items inside.
        <div className="account-menu-popup" id={menuId} onKeyDown={onPopupKeyDown}>
          {view === 'menu' ? (
            <div ref={menuRef} role="menu" aria-label={accountText.menu.label} className="account-menu-items">
              <Link
                role="menuitem"
                to={paths.settings}
                className="account-menu-item"
                onClick={() => close(true)}
              >
                {accountText.menu.settings}
              </Link>
              {offered ? (
                <button
                  type="button"
                  role="menuitem"
                  className="account-menu-item"
                  disabled={switchAccount.isPending}
                  onClick={() => switchAccount.mutate(undefined, { onSuccess: () => close(true) })}
                >
                  {switchAccount.isPending ? accountText.menu.switching : offered.label}
                </button>
              ) : null}
              {connectedUrl && !locked ? (
                <button
                  type="button"
                  role="menuitem"
                  className="account-menu-item"
                  onClick={() => setView('sign-out')}
                >
                  {accountText.menu.signOut}
                </button>
              ) : null}
            </div>
          ) : null}
          {view === 'sign-out' && connectedName ? (
            <SignOutConfirm accountName={connectedName} onCancel={() => close(true)} />
          ) : null}
          {switchAccount.error ? <ErrorPanel failure={describeFailure(switchAccount.error)} /> : null}
        </div>
      )}
    </div>
  );
}
