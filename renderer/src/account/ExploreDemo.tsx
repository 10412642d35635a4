/** "Explore the demo account": one press opens it, then Today. */
import { ErrorPanel } from '../components/ErrorPanel.tsx';
import { describeFailure } from '../components/failure.ts';
import { accountText } from '../strings.ts';
import { useAccountStep } from './account-actions.ts';

export function ExploreDemo() {
  const openDemo = useAccountStep('openDemoAccount');
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => openDemo.mutate()}
        disabled={openDemo.isPending}
      >
        {openDemo.isPending ? accountText.exploreDemo.opening : accountText.exploreDemo.start}
      </button>
      {openDemo.error ? <ErrorPanel failure={describeFailure(openDemo.error)} /> : null}
    </>
  );
}
