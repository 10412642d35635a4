/** The screens' hash routes, so links and redirects never spell them out twice. */
export const paths = {
  today: '/today',
  setup: '/setup',
  welcome: '/welcome',
  settings: '/settings',
  waiver: '/waivers/:waiverId',
  manage: '/manage',
  send: '/send',
  diagnostics: '/diagnostics',
  admissions: '/admissions',
  /** What a scan found (the scan rides in the route's state): in place of the page before, until its waiver opens. */
  scan: '/scan',
} as const;
