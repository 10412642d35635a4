/**
 * While no account can be opened: why, in the desk's words, and a way to keep
 * working on the demo account. The page leaves this screen when the desk says
 * an account is open.
 */
import { useMutation } from '@tanstack/react-query';
import { callDesk } from '../../bridge/index.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { describeFailure } from '../../components/failure.ts';
import { useDeskStore } from '../../desk/DeskProvider.tsx';
import { readAppInfo } from '../../desk/desk-state.ts';
import { useKnownAppInfo } from '../../desk/hooks.ts';

export function SetupScreen() {
  const info = useKnownAppInfo();
  const store = useDeskStore();
  const openDemo = useMutation({
    mutationFn: () => readAppInfo(store, () => callDesk('openDemoAccount', {})),
  });
  return (
    <section className="screen setup" aria-labelledby="setup-title">
      <h1 id="setup-title">This desk is not connected to an account</h1>
      <p className="setup-problem" data-testid="setup-problem">
        {info.setupProblem?.message ?? 'No account is open on this desk.'}
      </p>
      <p>
        Meanwhile you can explore the app on the demo account. It shows sample check-ins and waivers, not real
        customers.
      </p>
      <button
        type="button"
        className="button"
        onClick={() => openDemo.mutate()}
        disabled={openDemo.isPending}
      >
        {openDemo.isPending ? 'Opening the demo account…' : 'Explore the demo account'}
      </button>
      {openDemo.error ? <ErrorPanel failure={describeFailure(openDemo.error)} /> : null}
    </section>
  );
}
