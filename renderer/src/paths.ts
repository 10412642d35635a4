/** The screens' hash routes, so links and redirects never spell them out twice. */
export const paths = {
  today: '/today',
  setup: '/setup',
} as const;
