/** A reservation just made: the leader's invitation and dashboard links, to copy, open or scan. */
import type { GroupReservationResult } from '../../../../shared/ipc/manage.ts';
import { useDeskTimeZone } from '../../desk/hooks.ts';
import { LinkValue } from './LinkValue.tsx';
import { formatZoned } from './manage-format.ts';
import { groupsText } from './words.ts';

export function GroupResult({ result, onAnother }: { result: GroupReservationResult; onAnother(): void }) {
  const timeZone = useDeskTimeZone();
  const { event, leader } = result;
  return (
    <section className="manage-result" aria-labelledby="group-made" data-testid="group-result">
      <h3 id="group-made">{groupsText.result.made(event.name || event.leader)}</h3>
      <p>
        {groupsText.result.startsAndLeader(
          formatZoned(event.event_date, timeZone),
          leader.first_name,
          leader.last_name,
          leader.email,
        )}
      </p>
      <p className="form-help">
        {result.mailer === 'service' ? groupsText.result.serviceMails : groupsText.result.youSend}
      </p>
      {result.invite_urls.map((invite) => (
        <div key={invite.invite_url}>
          <LinkValue label={groupsText.result.inviteLink} url={invite.invite_url} qr testId="group-invite" />
          {invite.recipient ? (
            <p className="form-help">{groupsText.result.emailedTo(invite.recipient)}</p>
          ) : null}
        </div>
      ))}
      <LinkValue
        label={groupsText.result.dashboard}
        url={result.group_management}
        qr
        testId="group-dashboard"
      />
      <button type="button" className="button-quiet" onClick={onAnother}>
        {groupsText.result.another}
      </button>
    </section>
  );
}
