import type { TodayCheckins } from '../../../../shared/ipc/types.ts';

export function TodayEmpty({ data }: { data: TodayCheckins }) {
  return (
    <p className="empty" data-testid="today-empty">
      {data.window
        ? 'No check-ins yet today.'
        : 'No completed hour yet today, so there is nothing to report.'}
    </p>
  );
}
