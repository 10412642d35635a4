/** Environment overrides for the browser host, scripts and tests (README: "Environment variables"). */
export interface EnvOverrides {
  baseUrl?: string;
  statusUrl?: string;
  apiKey?: string;
  dataDir?: string;
  timeZone?: string;
  sharedDatabaseUrl?: string;
  /** Where a managed desk looks for updates. */
  updateUrl?: string;
}

export const ENV_NAMES = {
  baseUrl: 'WAIVER_DESK_BASE_URL',
  statusUrl: 'WAIVER_DESK_STATUS_URL',
  apiKey: 'WAIVER_DESK_API_KEY',
  dataDir: 'WAIVER_DESK_DATA_DIR',
  timeZone: 'WAIVER_DESK_TIME_ZONE',
  sharedDatabaseUrl: 'WAIVER_DESK_SHARED_DATABASE_URL',
  updateUrl: 'WAIVER_DESK_UPDATE_URL',
} as const satisfies Record<keyof EnvOverrides, string>;

export function readEnvOverrides(env: NodeJS.ProcessEnv): EnvOverrides {
  const overrides: EnvOverrides = {};
  for (const [field, name] of Object.entries(ENV_NAMES) as [keyof EnvOverrides, string][]) {
    const value = env[name]?.trim();
    if (value) overrides[field] = value;
  }
  return overrides;
}
