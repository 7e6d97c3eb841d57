/** Scenario `smtp`: the mail server goes away and comes back. A tiny SMTP sink on a loopback port receives the
 *  API's mail (SMTP_URL points at it, a short retry interval); it is stopped, advertisers sign up meanwhile (each
 *  sign-up mails a confirmation), and it is started again on the same port. Every mail must arrive once it is
 *  back, none twice, and no sign-up may fail because the mail server was down. */
import { SMTPServer } from 'smtp-server';
import { freePort, freshDataDir, startApi } from './api-process.mjs';
import { benchEmail, createClient, signUp, statusOf } from './api-client.mjs';

/** Starts a sink that accepts every mail and records it by recipient. */
function startSink(port, received) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) {
          const address = rcpt.address.toLowerCase();
          received.set(address, [...(received.get(address) ?? []), Date.now()]);
        }
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const stopSink = (server) => new Promise((resolve) => server.close(() => resolve()));

async function waitFor(predicate, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (predicate()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return predicate();
}

export async function smtpScenario({ mailsWhileDown = 5, downSeconds = 8, deliverWithinSeconds = 120 } = {}) {
  const smtpPort = await freePort();
  const received = new Map();
  let sink = await startSink(smtpPort, received);
  const dataDir = freshDataDir('smtp');
  const api = await startApi({
    dataDir,
    port: await freePort(),
    label: 'smtp',
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_INTERVAL_SECONDS: '1' },
  });
  const failures = [];
  try {
    const client = createClient(api.baseUrl);
    // While the sink is up, a sign-up's mail arrives.
    const first = benchEmail('smtp-up');
    const firstAnswer = await signUp(client, first);
    const arrivedUp = await waitFor(() => received.has(first), 30_000);
    if (!firstAnswer.ok || !arrivedUp)
      failures.push(
        `smtp: with the server up, sign-up answered ${statusOf(firstAnswer, 201)} and its mail arrived: ${arrivedUp}`,
      );

    // The mail server goes down; advertisers keep signing up.
    await stopSink(sink);
    const downSince = Date.now();
    const addresses = Array.from({ length: mailsWhileDown }, () => benchEmail('smtp-down'));
    const answers = [];
    for (const email of addresses) answers.push(statusOf(await signUp(client, email), 201));
    const refused = answers.filter((status) => status !== 201);
    if (refused.length > 0)
      failures.push(`smtp: sign-ups while the mail server was down answered ${refused.join(', ')}`);
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, downSeconds * 1000 - (Date.now() - downSince))),
    );

    // It comes back on the same address.
    sink = await startSink(smtpPort, received);
    const backAt = Date.now();
    const allArrived = await waitFor(
      () => addresses.every((email) => received.has(email)),
      deliverWithinSeconds * 1000,
    );
    const delivered = addresses.filter((email) => received.has(email));
    const lastArrival = Math.max(backAt, ...delivered.map((email) => received.get(email)[0]));
    // A moment more, so a mail sent twice would be seen.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const duplicates = [first, ...addresses].filter((email) => (received.get(email)?.length ?? 0) > 1).length;
    if (!allArrived)
      failures.push(
        `smtp: ${addresses.length - delivered.length} of ${addresses.length} mails sent while the server was down never arrived within ${deliverWithinSeconds} s`,
      );
    if (duplicates > 0) failures.push(`smtp: ${duplicates} mails arrived more than once`);
    return {
      title: `SMTP outage: the mail server stopped for ${downSeconds} s, then started again`,
      rows: [
        {
          mailsWhileDown: addresses.length,
          signUpAnswers: [...new Set(answers)].join(','),
          deliveredAfterRestart: delivered.length,
          secondsToDeliverAfterRestart: delivered.length ? +((lastArrival - backAt) / 1000).toFixed(1) : null,
          duplicates,
        },
      ],
      failures,
    };
  } finally {
    await api.stop();
    await stopSink(sink);
  }
}
