import { useEffect } from 'react';
import { AppHeader } from './components/AppHeader.tsx';
import { FailurePanel } from './components/FailurePanel.tsx';
import { TodayScreen } from './screens/TodayScreen.tsx';
import { useAppInfo } from './stores/app-info.ts';

export function App() {
  const { info, failure, load } = useAppInfo();

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="app">
      <AppHeader info={info} />
      <main className="content">
        {failure ? <FailurePanel failure={failure} onRetry={() => void load()} /> : null}
        {info ? <TodayScreen timeZone={info.timeZone} /> : null}
      </main>
    </div>
  );
}
