import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AuditLog } from 'shared-contracts';
import { apiUrl, errorResponse, findLocation, listenForApiCalls, server } from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import {
  anAuditLogEntry,
  OPERATOR_EMAIL,
  serveAuditLog,
  serveOperatorSession,
} from '../../testing/review-api';
import { AuditLogPage } from './audit-log-page';

listenForApiCalls();

const OTHER = 'mika@example.com';
const OPERATORS: AuditLog['operators'] = [
  { id: 1, email: OPERATOR_EMAIL, disabled: false },
  { id: 2, email: OTHER, disabled: true },
];

function renderAuditLog(language: 'en' | 'ja' = 'en', route = '/review/audit-log') {
  return renderPage(<AuditLogPage />, { path: '/review/audit-log', route, language });
}

test('an operator who is not signed in goes to the desk sign-in naming the audit log', async () => {
  server.use(serveOperatorSession(null));
  renderAuditLog();

  expect(await findLocation('/review/signin?redirect=%2Freview%2Faudit-log')).toBeInTheDocument();
});

test('while the log loads, a status says so', async () => {
  server.use(
    serveOperatorSession(),
    http.get(apiUrl('/review/audit-log'), () => new Promise<Response>(() => undefined)),
  );
  renderAuditLog();

  expect(await screen.findByRole('status', { name: 'Loading the audit log' })).toBeInTheDocument();
});

test('each entry shows when, what, by whom and on what: the CLI by its machine user, a failed sign-in by nobody', async () => {
  const entries = [
    anAuditLogEntry({ action: 'sign-in-failed', actor: { kind: 'none' }, subject: OTHER, adId: null }),
    anAuditLogEntry({
      action: 'operator-disable',
      actor: { kind: 'cli', user: 'ana' },
      subject: OTHER,
      adId: null,
    }),
    anAuditLogEntry({ action: 'reject', adId: 42, reason: 'Link is broken' }),
  ];
  server.use(
    serveOperatorSession(),
    serveAuditLog(() => ({ entries, operators: OPERATORS })),
  );
  renderAuditLog();

  const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
  const [, failed, disabled, rejected] = within(table).getAllByRole('row');
  expect(failed).toHaveTextContent(`Failed sign-inUnknown${OTHER}`);
  expect(disabled).toHaveTextContent(`Disabled an operatorOperator CLI (ana)${OTHER}`);
  expect(rejected).toHaveTextContent(`Rejected an ad${OPERATOR_EMAIL}Ad 42Link is broken`);
  expect(within(rejected!).getByRole('link', { name: 'Ad 42' })).toHaveAttribute('href', '/review/ads/42');
  expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
  expect(document.title).toBe('Audit log | Advertiser portal');
});

test('choosing an operator shows only their entries', async () => {
  server.use(
    serveOperatorSession(),
    serveAuditLog((operatorId) => ({
      entries:
        operatorId === 2
          ? [
              anAuditLogEntry({
                action: 'sign-in',
                actor: { kind: 'operator', email: OTHER },
                subject: OTHER,
                adId: null,
              }),
            ]
          : [anAuditLogEntry({ action: 'approve' }), anAuditLogEntry({ action: 'end' })],
      operators: OPERATORS,
    })),
  );
  const view = renderAuditLog();

  const filter = await screen.findByLabelText('Operator');
  expect(within(filter).getByRole('option', { name: `${OTHER} (disabled)` })).toBeInTheDocument();
  expect(await screen.findAllByRole('row')).toHaveLength(3);
  await view.user.selectOptions(filter, `${OTHER} (disabled)`);

  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  expect(screen.getByRole('table')).toHaveTextContent(`Signed in${OTHER}`);
});

test('a link naming an operator opens with that operator chosen', async () => {
  server.use(
    serveOperatorSession(),
    serveAuditLog((operatorId) => ({
      entries: operatorId === 2 ? [anAuditLogEntry({ action: 'end' })] : [],
      operators: OPERATORS,
    })),
  );
  renderAuditLog('en', '/review/audit-log?operator=2');

  expect(await screen.findByRole('table')).toHaveTextContent('Ended an ad');
  expect(screen.getByLabelText('Operator')).toHaveDisplayValue(`${OTHER} (disabled)`);
});

test('an empty log says that nothing is recorded yet', async () => {
  server.use(
    serveOperatorSession(),
    serveAuditLog(() => ({ entries: [], operators: OPERATORS })),
  );
  renderAuditLog();

  expect(await screen.findByRole('heading', { name: 'Nothing is recorded yet' })).toBeInTheDocument();
  expect(screen.getByLabelText('Operator')).toBeInTheDocument();
});

test('a failed load says so, and Retry reads the log again', async () => {
  let calls = 0;
  server.use(
    serveOperatorSession(),
    http.get(apiUrl('/review/audit-log'), () => {
      calls += 1;
      return calls === 1
        ? errorResponse(500, 'INTERNAL')
        : HttpResponse.json({ entries: [anAuditLogEntry()], operators: OPERATORS });
    }),
  );
  const view = renderAuditLog();

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The audit log could not be loaded. Please try again.',
  );
  await view.user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table', { name: 'Audit log entries, newest first' })).toBeInTheDocument();
});

test('in Japanese, the page, the filter and the entries are in Japanese', async () => {
  const entries = [
    anAuditLogEntry({ action: 'enrol', actor: { kind: 'cli', user: null }, subject: OTHER, adId: null }),
  ];
  server.use(
    serveOperatorSession(),
    serveAuditLog(() => ({ entries, operators: OPERATORS })),
  );
  renderAuditLog('ja');

  const table = await screen.findByRole('table', { name: '監査ログ（新しい順）' });
  expect(screen.getByRole('heading', { level: 1, name: '監査ログ' })).toBeInTheDocument();
  expect(screen.getByLabelText('運用担当者')).toBeInTheDocument();
  expect(table).toHaveTextContent('認証アプリを登録');
  expect(table).toHaveTextContent('運用担当者CLI（ユーザー名の記録なし）');
});
