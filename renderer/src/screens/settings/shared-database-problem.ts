/**
 * The shared database's problems in the desk's words. Main reports a kind and its
 * values; every kind has a case (the switch is exhaustive), so a kind added to the
 * contract without words does not compile.
 */
import type { SharedDatabaseProblem, SharedDatabaseVerdict } from '../../../../shared/ipc/shared-database.ts';
import { settingsText } from './words.ts';

const words = settingsText.sharedDatabase;

export function sharedDatabaseProblemWords(problem: SharedDatabaseProblem): string {
  const text = words.problems;
  switch (problem.kind) {
    case 'address-unreadable':
      return text.addressUnreadable;
    case 'address-not-postgres':
      return text.addressNotPostgres;
    case 'address-no-server':
      return text.addressNoServer;
    case 'address-no-user':
      return text.addressNoUser;
    case 'address-unknown-sslmode':
      return text.addressUnknownSslmode(problem.sslmode);
    case 'address-unencrypted':
      return text.addressUnencrypted;
    case 'no-address':
      return text.noAddress;
    case 'password-refused':
      return text.passwordRefused(problem.user);
    case 'user-not-allowed':
      return text.userNotAllowed(problem.user);
    case 'no-such-database':
      return text.noSuchDatabase(problem.database);
    case 'no-tls':
      return text.noTls;
    case 'certificate':
      return text.certificate;
    case 'unreachable':
      return text.unreachable(
        problem.host === null ? text.unreachableHere : text.unreachableAt(problem.host, problem.port),
      );
    case 'version-too-old':
      return text.versionTooOld(problem.version);
    case 'cannot-create-tables':
      return text.cannotCreateTables(problem.user, problem.database);
    case 'cannot-use-tables':
      return text.cannotUseTables(problem.user, problem.tables);
    case 'newer-schema':
      return text.newerSchema;
    case 'foreign-schema':
      return text.foreignSchema(problem.version);
    case 'account-key':
      return text.accountKey;
    case 'not-reached':
      return text.notReached;
    case 'demo-account':
      return text.demoAccount;
    case 'other':
      return text.other(problem.text);
  }
}

/** "Test connection"'s result in the desk's words. */
export function sharedDatabaseVerdictWords(verdict: SharedDatabaseVerdict): string {
  return verdict.ok
    ? words.connected(verdict.serverVersion, verdict.tablesReady)
    : sharedDatabaseProblemWords(verdict.problem);
}
