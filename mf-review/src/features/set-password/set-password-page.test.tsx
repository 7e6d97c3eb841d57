import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiErrorBody } from 'shared-contracts';
import { localizeAnswer } from 'shared-contracts/answers';
import { localize } from 'shared-contracts/api';
import {
  errorResponse,
  findLocation,
  listenForApiCalls,
  okMessage,
  recordPost,
  server,
} from 'shared-ui/testing';
import { renderPage } from '../../testing/render-page';
import { OPERATOR_EMAIL } from '../../testing/review-api';
import { SetPasswordPage } from './set-password-page';

listenForApiCalls();

// Each link is checked before its form shows; a test about a dead link says otherwise.
beforeEach(() => server.use(recordPost('/operator-auth/link-check', okMessage).handler));

const STRONG = 'N3w!passw0rd';
const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

function renderSetPassword(route = '/review/set-password?token=link-tok') {
  return renderPage(<SetPasswordPage />, { path: '/review/set-password', route });
}

function issuesEnrolment() {
  const setPassword = recordPost('/operator-auth/password', () =>
    HttpResponse.json({
      enrolment: {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
        otpauthUri: 'otpauth://totp/Review:reviewer@example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
        qrSvg: QR_SVG,
      },
    }),
  );
  server.use(setPassword.handler);
  return setPassword;
}

async function choosePassword(view: ReturnType<typeof renderSetPassword>) {
  await view.user.type(await screen.findByLabelText('New password'), STRONG);
  await view.user.type(screen.getByLabelText('Confirm new password'), STRONG);
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
}

test('without a token the page goes to the desk sign-in', async () => {
  renderSetPassword('/review/set-password');

  expect(await findLocation('/review/signin')).toBeInTheDocument();
});

test('the password step shows the rule checklist and waits for a matching strong password', async () => {
  const view = renderSetPassword();

  expect(screen.getByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
  expect(await screen.findByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await view.user.type(screen.getByLabelText('New password'), STRONG);
  await view.user.type(screen.getByLabelText('Confirm new password'), `${STRONG}x`);
  expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
});

test('the enrolment shows the QR code as an image and the key as text, then the first code signs in', async () => {
  const setPassword = issuesEnrolment();
  const enrol = recordPost('/operator-auth/enrol', () =>
    HttpResponse.json({ operator: { email: OPERATOR_EMAIL } }),
  );
  server.use(enrol.handler);
  const view = renderSetPassword();

  await choosePassword(view);

  const heading = await screen.findByRole('heading', { name: 'Set up your authenticator' });
  expect(heading).toHaveFocus();
  const qr = screen.getByRole('img', { name: 'QR code to add the review desk to your authenticator app' });
  // The markup arrives as an image's data URL, never as part of the page.
  expect(qr.tagName).toBe('IMG');
  expect(qr).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
  expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
  expect(setPassword.bodies).toEqual([{ token: 'link-tok', password: STRONG }]);

  await view.user.type(screen.getByLabelText(/Code from your authenticator app/), '654321');
  await view.user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

  expect(await findLocation('/review')).toBeInTheDocument();
  expect(enrol.bodies).toEqual([{ token: 'link-tok', code: '654321' }]);
  expect(view.toasts.success).toEqual(['Your authenticator is set up. Welcome to the review desk.']);
});

test.each([
  ['an expired', () => errorResponse(401, 'TOKEN_EXPIRED')],
  ['a used or unknown', () => errorResponse(403, 'TOKEN_INVALID')],
])('%s link is explained before any form, with the way to a new one', async (_, reply) => {
  const check = recordPost('/operator-auth/link-check', reply);
  server.use(check.handler);
  renderSetPassword();

  const heading = await screen.findByRole('heading', { name: 'This link can no longer be used' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(
    screen.getByText('This link has expired or has already been used. Ask for a new one to be sent to you.'),
  ).toBeInTheDocument();
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(check.bodies).toEqual([{ token: 'link-tok' }]);
});

test('a link that dies while the form is open is explained in place of the form', async () => {
  server.use(recordPost('/operator-auth/password', () => errorResponse(401, 'TOKEN_EXPIRED')).handler);
  const view = renderSetPassword();

  await choosePassword(view);

  expect(await screen.findByRole('heading', { name: 'This link can no longer be used' })).toBeInTheDocument();
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
});

test('a wrong first code is shown above the code field, and the step stays', async () => {
  issuesEnrolment();
  server.use(
    recordPost('/operator-auth/enrol', () =>
      HttpResponse.json(
        apiErrorBody(400, 'VALIDATION', localizeAnswer('api.invalid-request'), {
          code: localize('validation.invalid'),
        }),
        { status: 400 },
      ),
    ).handler,
  );
  const view = renderSetPassword();

  await choosePassword(view);
  await view.user.type(await screen.findByLabelText(/Code from your authenticator app/), '111111');
  await view.user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'The code is not correct or has expired. Check that your phone’s clock is right, then type the code the app shows now.',
  );
  expect(alert).toHaveFocus();
  expect(screen.getByLabelText(/Code from your authenticator app/)).toHaveValue('111111');
  expect(
    within(document.body).getByRole('heading', { name: 'Set up your authenticator' }),
  ).toBeInTheDocument();
});
