/** `admin demo --email EMAIL --password PASSWORD`: creates (or resets) a confirmed demo advertiser with an ad in
 *  every status and 30 days of statistics, through the running API (development only: an API in production
 *  refuses), then prints what it made. The journeys call it, so its arguments and exit codes stay stable:
 *  0 made, 1 refused or wrong usage. */
import { PasswordSchema, emailSchema, validate } from 'shared-contracts/api';
import * as v from 'valibot';
import type { OperatorClient } from './operator-client';
import { failureLine, formatTable, type Output } from './output';

/** `--name VALUE` or `--name=VALUE`. */
function option(args: readonly string[], name: string): string | undefined {
  const index = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index === -1) return undefined;
  const flag = args[index] ?? '';
  return flag.startsWith(`${name}=`) ? flag.slice(name.length + 1) : args[index + 1];
}

const DemoArgsSchema = v.object({ email: emailSchema(), password: PasswordSchema });

export async function demo(client: OperatorClient, output: Output, args: readonly string[]): Promise<number> {
  const input = validate(DemoArgsSchema, {
    email: option(args, '--email') ?? '',
    password: option(args, '--password') ?? '',
  });
  if (!input.ok) {
    for (const [field, text] of Object.entries(input.fields)) output.err(`Error: --${field}: ${text.en}`);
    output.err('Usage: admin demo --email EMAIL --password PASSWORD');
    return 1;
  }
  const result = await client.demo(input.value);
  if (!result.ok) {
    // In production the API refuses, saying so.
    output.err(failureLine(result));
    return 1;
  }
  const { data } = result;
  output.out(
    `Demo advertiser ${data.email} (ID ${data.advertiserId}) is confirmed; sign in with the password given.`,
  );
  output.out(
    formatTable(
      ['ID', 'STATUS', 'PLAN', 'START', 'END', 'IMPRESSIONS', 'CLICKS', 'TITLE'],
      data.ads.map((ad) => [
        String(ad.id),
        ad.status,
        ad.plan,
        ad.startDate,
        ad.endDate,
        String(ad.impressions),
        String(ad.clicks),
        ad.title,
      ]),
    ),
  );
  return 0;
}
