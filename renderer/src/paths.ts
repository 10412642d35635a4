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
} as const;
