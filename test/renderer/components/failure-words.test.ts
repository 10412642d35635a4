/** What the counter reads of a failed call: what happened and what to do, never a connection's codes. */
import { describe, expect, it } from 'vitest';
import { describeFailure } from '../../../renderer/src/components/failure.ts';
import { DeskError } from '../../../shared/ipc/errors.ts';

describe('the words of a failure', () => {
  it('leaves a connection’s own reason (ECONNREFUSED, milliseconds) to the log and Diagnostics', () => {
    const refused = describeFailure(
      new DeskError({ code: 'network', detail: 'connection failed (ECONNREFUSED)' }),
    );
    expect(refused).toEqual({
      code: 'network',
      message: 'The waiver service cannot be reached from this desk.',
      hint: 'Check this computer’s network connection. This screen tries again by itself when the service is back.',
    });
    const slow = describeFailure(new DeskError({ code: 'timeout', detail: 'no answer within 15000 ms' }));
    expect(slow.message).toBe('The waiver service did not answer in time.');
  });

  it('keeps the service’s own words for what it refused', () => {
    const refused = describeFailure(
      new DeskError({ code: 'parameter_error', serviceMessage: 'templateId is not valid' }),
    );
    expect(refused.message).toBe('The service refused a value: templateId is not valid');
  });
});
