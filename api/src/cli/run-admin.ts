/** The operator CLI's commands and arguments (`pnpm admin <command>`), apart from process start-up so tests run it
 *  with an in-process client and collected output. Returns the exit code: 0 done, 1 refused or wrong usage. */
import { REJECTED_CREATIVES, type RejectedCreatives } from 'shared-contracts';
import { MAX_ID } from 'shared-contracts/api';
import { adsApprove } from './ads-approve';
import { adsEnd } from './ads-end';
import { adsRefund } from './ads-refund';
import { adsPending } from './ads-pending';
import { adsReject } from './ads-reject';
import { demo } from './demo';
import { operatorsAdd } from './operators-add';
import { operatorsDisable } from './operators-disable';
import type { OperatorClient } from './operator-client';
import type { Output } from './output';

export const USAGE = `Usage: npx -y pnpm@10.34.9 admin <command>

Review ads as an operator, from any machine that reaches the API. The CLI calls the API's operator routes
at API_URL (default: http://HOST:PORT of this machine) with OPERATOR_TOKEN, the secret every instance is
configured with; in development without OPERATOR_TOKEN, with the token the API keeps in DATA_DIR/operator-token.
The audit log records every command with this machine's user name.

Commands:
  ads:pending                     List the ads waiting for review (oldest first), then each one's link
  ads:approve ID                  Approve a pending ad; it goes live on its start date. Mails the advertiser.
  ads:reject ID --reason TEXT     Reject a pending ad. Mails the reason and how to resubmit or ask for a refund.
    [--creatives en|ja|both]      For an ad with a banner and title in each language: which is rejected
                                  (default: both)
  ads:end ID                      End an active or paused ad now
  ads:refund ID                   Refund a rejected ad that was never live and mail its advertiser (once)
  operators:add EMAIL             Add a review-desk operator (or send them a new link): mails a link to set a
                                  password and enrol an authenticator app; they then sign in at /review
  operators:disable EMAIL         Shut an operator out at once: ends their sessions, refuses their sign-in and
                                  spends their link; operators:add lets them enrol again
  demo --email E --password P     Development only: create (or reset) a confirmed advertiser with an ad in
                                  every status and 30 days of statistics, then list them

Options:
  -h, --help                      Show this help`;

const ID = /^[1-9]\d*$/;

function parseId(value: string | undefined): number | null {
  return value !== undefined && ID.test(value) ? Number(value) : null;
}

/** `--reason TEXT` or `--reason=TEXT`; the rest of the words after --reason are kept too, for unquoted reasons. */
function reasonOf(args: readonly string[]): string | null {
  const index = args.findIndex((arg) => arg === '--reason' || arg.startsWith('--reason='));
  if (index === -1) return null;
  const flag = args[index] ?? '';
  const words = flag.startsWith('--reason=')
    ? [flag.slice('--reason='.length), ...args.slice(index + 1)]
    : args.slice(index + 1);
  const reason = words.join(' ').trim();
  return reason === '' ? null : reason;
}

const CREATIVES_USAGE = `--creatives takes en, ja or both (which creative of an ad with two is rejected), e.g. ads:reject 12 --creatives ja --reason "The Japanese title is misspelt".`;

/** `--creatives X` or `--creatives=X` taken out of the arguments (before the reason, whose words run to the end):
 *  absent, the value, or an error for a missing or unknown one. */
function creativesOf(
  args: readonly string[],
): { ok: true; creatives: RejectedCreatives | undefined; rest: string[] } | { ok: false; message: string } {
  const index = args.findIndex((arg) => arg === '--creatives' || arg.startsWith('--creatives='));
  if (index === -1) return { ok: true, creatives: undefined, rest: [...args] };
  const flag = args[index] ?? '';
  const inline = flag.startsWith('--creatives=');
  const value = inline ? flag.slice('--creatives='.length) : args[index + 1];
  const rest = [...args.slice(0, index), ...args.slice(index + (inline ? 1 : 2))];
  if (value === undefined || value === '' || value.startsWith('--'))
    return { ok: false, message: `ads:reject ${CREATIVES_USAGE}` };
  const creatives = REJECTED_CREATIVES.find((each) => each === value.toLowerCase());
  if (!creatives) return { ok: false, message: `"${value}" is not a creative: ${CREATIVES_USAGE}` };
  return { ok: true, creatives, rest };
}

function usageError(output: Output, message: string): number {
  output.err(`Error: ${message}`);
  output.err('Run with --help to see the commands.');
  return 1;
}

export async function runAdmin(
  argv: readonly string[],
  client: OperatorClient,
  output: Output,
): Promise<number> {
  const [command, ...args] = argv;
  if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
    output.out(USAGE);
    return command === undefined ? 1 : 0;
  }
  if (args.includes('--help') || args.includes('-h')) {
    output.out(USAGE);
    return 0;
  }
  if (command === 'ads:pending') return adsPending(client, output);
  if (command === 'demo') return demo(client, output, args);
  if (command === 'operators:add') {
    const email = args[0]?.trim();
    if (!email || !email.includes('@'))
      return usageError(
        output,
        'operators:add needs the operator’s email, e.g. operators:add ana@example.com.',
      );
    return operatorsAdd(client, output, email);
  }
  if (command === 'operators:disable') {
    const email = args[0]?.trim();
    if (!email || !email.includes('@'))
      return usageError(
        output,
        'operators:disable needs the operator’s email, e.g. operators:disable ana@example.com.',
      );
    return operatorsDisable(client, output, email);
  }
  if (
    command !== 'ads:approve' &&
    command !== 'ads:reject' &&
    command !== 'ads:end' &&
    command !== 'ads:refund'
  ) {
    return usageError(output, `unknown command "${command}".`);
  }
  const id = parseId(args[0]);
  if (id === null) return usageError(output, `${command} needs the ad's numeric ID, e.g. ${command} 12.`);
  // No ad can have an ID past the column's range: say so, as for any unknown ID, instead of a refused request.
  if (id > MAX_ID) {
    output.err(`Error: no ad has the ID ${args[0]}. Ad IDs run from 1 to ${MAX_ID}.`);
    return 1;
  }
  if (command === 'ads:approve') return adsApprove(client, output, id);
  if (command === 'ads:end') return adsEnd(client, output, id);
  if (command === 'ads:refund') return adsRefund(client, output, id);
  const named = creativesOf(args.slice(1));
  if (!named.ok) return usageError(output, named.message);
  const reason = reasonOf(named.rest);
  if (reason === null)
    return usageError(output, 'ads:reject needs a reason: ads:reject ID --reason "The link does not work".');
  return adsReject(client, output, id, reason, named.creatives);
}
