/** "Explore the demo account": one press opens it, then Today. */
import { ErrorPanel } from '../components/ErrorPanel.tsx';
import { describeFailure } from '../components/failure.ts';
import { useAccountStep } from './account-actions.ts';
import { accountText } from './words.ts';

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
