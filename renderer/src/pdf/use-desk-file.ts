/** A signed PDF or photo of the open account, fetched once and kept while it is on screen. */
import { useQuery } from '@tanstack/react-query';
import type { FileRef } from '../../../shared/ipc/files.ts';
import { useAppInfo } from '../desk/hooks.ts';
import { fetchDeskFile } from './desk-file.ts';

const NO_SESSION = -1;

/** Keyed like every session read (`query/keys.ts`), so switching accounts drops the files too. */
export const deskFileKey = (sessionId: number, ref: FileRef) =>
  ['session', sessionId, 'desk-file', ref.kind, ref.waiverId, ref.index] as const;

export function useDeskFile(ref: FileRef) {
  const info = useAppInfo();
  const sessionId = info?.phase === 'ready' ? info.sessionId : NO_SESSION;
  return useQuery({
    queryKey: deskFileKey(sessionId, ref),
    queryFn: ({ signal }) => fetchDeskFile(ref, signal),
    enabled: sessionId !== NO_SESSION,
    // A signed waiver's files never change.
    staleTime: Number.POSITIVE_INFINITY,
    // Bytes are heavy: gone soon after nothing shows them.
    gcTime: 30_000,
  });
}
