/** Entry of the operator CLI (`npx -y pnpm@10.34.9 admin …` from the repository root): reads the API's
 *  configuration and operator token (OPERATOR_TOKEN, else DATA_DIR/operator-token), then runs one command
 *  against the running API (see run-admin.ts). */
import { ConfigError, loadConfig, type Config } from '../config';
import { operatorTokenPath, readOperatorToken } from '../services/operator-token';
import { createOperatorClient } from './operator-client';
import { processOutput } from './output';
import { runAdmin, USAGE } from './run-admin';

/** Where the API is: API_URL (a load balancer in production, so the CLI works from any machine), else where this
 *  machine's API listens (a wildcard address is reached through localhost). */
export function apiBaseUrl(config: Config): string {
  if (config.apiUrl) return config.apiUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    // Help needs neither the configuration nor the API.
    processOutput.out(USAGE);
    return argv.length === 0 ? 1 : 0;
  }
  const config = loadConfig();
  const token = config.operatorToken ?? (await readOperatorToken(config.dataDir));
  if (!token) {
    processOutput.err(
      `Error: no OPERATOR_TOKEN and no operator token at ${operatorTokenPath(config.dataDir)}.`,
    );
    processOutput.err('Start the API once (it creates the token), with the same DATA_DIR as this command.');
    return 1;
  }
  return runAdmin(argv, createOperatorClient({ baseUrl: apiBaseUrl(config), token }), processOutput);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    processOutput.err(
      error instanceof ConfigError
        ? error.message
        : `Error: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  },
);
