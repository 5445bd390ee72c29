import crypto from 'node:crypto';

/**
 * The environment of a production-like server for a benchmark: fresh secrets, the bench firm on the bare
 * domain, and rate limits out of the way of the load.
 */
export function productionBenchEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    APP_SECRET: crypto.randomBytes(32).toString('hex'),
    FILES_KEY: crypto.randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    DEFAULT_FIRM: 'bench',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  };
}
