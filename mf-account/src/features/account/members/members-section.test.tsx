/** The account page's Members section, activity and Leave account (decision 0126). */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { anAdvertiser } from 'shared-contracts/testing';
import { localizeAnswer } from 'shared-contracts/answers';
import { apiUrl, errorResponse, listenForApiCalls, okMessage, recordJson, server } from 'shared-ui/testing';
import { renderPage } from '../../../testing/render-page';
import { serveAccountReads } from '../../../testing/account-reads';
import { aMember, anAuditEntry, anInvitation, serveActivity, serveMembers } from '../../../testing/members';
import { AccountPage } from '../account-page';

listenForApiCalls();
beforeEach(() => server.use(...serveAccountReads()));

const owner = () => anAdvertiser({ role: 'owner', personId: 1 });
const ken = aMember({ id: 2, name: 'Ken Sato', email: 'ken@example.com', role: 'manager', you: false });

test.each(['manager', 'billing', 'viewer'] as const)(
  'a %s has no Members section or activity, and may leave the account',
  async (role) => {
    renderPage(<AccountPage />, { advertiser: anAdvertiser({ role }) });

    expect(await screen.findByRole('button', { name: 'Leave account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Members' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Activity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite member' })).not.toBeInTheDocument();
  },
);

test('an owner sees the members and the pending invitations, and cannot remove themselves', async () => {
  const members = serveMembers({
    members: [aMember(), ken],
    invitations: [anInvitation(), anInvitation({ id: 71, email: 'old@example.com', expired: true })],
  });
  server.use(...members.handlers);
  renderPage(<AccountPage />, { advertiser: owner() });

  const list = await screen.findByRole('list', { name: 'Members' });
  const items = within(list).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Ann LeeYou');
  expect(items[0]).toHaveTextContent('Owner · Joined Nov 2, 2026');
  expect(within(items[0]!).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  expect(items[1]).toHaveTextContent('Manager · Joined Nov 2, 2026');
  expect(within(items[1]!).getByRole('button', { name: 'Remove Ken Sato' })).toBeInTheDocument();

  const invitations = within(screen.getByRole('list', { name: 'Pending invitations' })).getAllByRole(
    'listitem',
  );
  expect(invitations[0]).toHaveTextContent('Billing · Invited by Ann Lee');
  expect(invitations[0]).toHaveTextContent('Sent Nov 30, 2026 · Expires Dec 7, 2026');
  expect(invitations[0]).not.toHaveTextContent('Expired');
  expect(invitations[1]).toHaveTextContent('Expired');
  expect(screen.queryByText(/only member/)).not.toBeInTheDocument();
});

test('an owner alone is told so, and reads the page in Japanese with 閲覧のみ for the viewer role', async () => {
  const { user } = renderPage(<AccountPage />, { advertiser: owner(), language: 'ja' });

  expect(await screen.findByText(/このアカウントのメンバーはご自身のみです/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'メンバーを招待' }));
  const dialog = await screen.findByRole('dialog', { name: 'メンバーを招待' });
  expect(within(dialog).getByRole('radio', { name: /^閲覧のみ/ })).toBeChecked();
  expect(within(dialog).getByRole('combobox', { name: '招待メールの言語' })).toHaveValue('ja');
});

test('inviting sends the address, role and mail language, then lists the new invitation', async () => {
  const members = serveMembers();
  const invitation = anInvitation({ id: 80, email: 'bill@example.com', role: 'billing' });
  const invite = recordJson('post', '/members/invitations', () => {
    members.state.members = { ...members.state.members, invitations: [invitation] };
    return HttpResponse.json(invitation, { status: 201 });
  });
  server.use(...members.handlers, invite.handler);
  const { user, services } = renderPage(<AccountPage />, { advertiser: owner() });

  const opener = await screen.findByRole('button', { name: 'Invite member' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'bill@example.com');
  await user.click(within(dialog).getByRole('radio', { name: /Billing/ }));
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Language of the invitation email' }),
    'ja',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(invite.bodies).toEqual([{ email: 'bill@example.com', role: 'billing', language: 'ja' }]);
  expect(await screen.findByRole('list', { name: 'Pending invitations' })).toHaveTextContent(
    'bill@example.com',
  );
  expect(services.toasts).toEqual([
    { kind: 'success', message: 'An invitation has been sent to bill@example.com', options: undefined },
  ]);
  expect(opener).toHaveFocus();
});

test.each([
  ['en', 'Invite member', 'Email address', 'Send invitation'],
  ['ja', 'メンバーを招待', 'メールアドレス', '招待を送信'],
] as const)(
  'an address already a member or invited is refused in the dialog (%s)',
  async (language, open, field, submit) => {
    const refused = localizeAnswer('api.already-member');
    server.use(
      recordJson('post', '/members/invitations', () => errorResponse(409, 'ALREADY_MEMBER', refused)).handler,
    );
    const { user, services } = renderPage(<AccountPage />, { advertiser: owner(), language });

    await user.click(await screen.findByRole('button', { name: open }));
    const dialog = await screen.findByRole('dialog', {
      name: open === 'Invite member' ? 'Invite a member' : open,
    });
    await user.type(within(dialog).getByRole('textbox', { name: field }), 'ken@example.com');
    await user.click(within(dialog).getByRole('button', { name: submit }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused[language]);
    expect(services.toasts).toEqual([]);
    expect(within(dialog).getByRole('button', { name: submit })).toBeEnabled();
  },
);

test.each(['en', 'ja'] as const)(
  'demoting the last owner shows the refusal in the interface language (%s)',
  async (language) => {
    const refused = localizeAnswer('api.last-owner');
    const patch = recordJson('patch', '/members/1', () => errorResponse(409, 'LAST_OWNER', refused));
    server.use(...serveMembers({ members: [aMember(), ken], invitations: [] }).handlers, patch.handler);
    const { user, services } = renderPage(<AccountPage />, { advertiser: owner(), language });

    const change = language === 'en' ? 'Change role of Ann Lee' : 'Ann Leeのロールを変更';
    await user.click(await screen.findByRole('button', { name: change }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox'), 'viewer');
    await user.click(within(dialog).getByRole('button', { name: language === 'en' ? 'Save' : '保存' }));

    await waitFor(() => expect(services.toasts).toHaveLength(1));
    expect(patch.bodies).toEqual([{ role: 'viewer' }]);
    expect(services.toasts[0]).toMatchObject({ kind: 'error', message: refused[language] });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
);

test('changing a role sends it and shows the new role', async () => {
  const members = serveMembers({ members: [aMember(), ken], invitations: [] });
  const patch = recordJson('patch', '/members/2', () => {
    const changed = { ...ken, role: 'billing' as const };
    members.state.members = { members: [aMember(), changed], invitations: [] };
    return HttpResponse.json(changed);
  });
  server.use(...members.handlers, patch.handler);
  const { user } = renderPage(<AccountPage />, { advertiser: owner() });

  await user.click(await screen.findByRole('button', { name: 'Change role of Ken Sato' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change the role of Ken Sato' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'billing');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(patch.bodies).toEqual([{ role: 'billing' }]);
  const item = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem')[1];
  await waitFor(() => expect(item).toHaveTextContent('Billing · Joined'));
});

test('removing a member asks first; Cancel sends nothing, Remove member removes them', async () => {
  const members = serveMembers({ members: [aMember(), ken], invitations: [] });
  const remove = recordJson('delete', '/members/2', () => {
    members.state.members = { members: [aMember()], invitations: [] };
    return okMessage();
  });
  server.use(...members.handlers, remove.handler);
  const { user, services } = renderPage(<AccountPage />, { advertiser: owner() });

  const opener = await screen.findByRole('button', { name: 'Remove Ken Sato' });
  await user.click(opener);
  let dialog = await screen.findByRole('dialog', { name: 'Remove Ken Sato?' });
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(remove.calls).toHaveLength(0);
  expect(opener).toHaveFocus();

  await user.click(opener);
  dialog = await screen.findByRole('dialog', { name: 'Remove Ken Sato?' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));

  await waitFor(() => expect(screen.queryByText('Ken Sato')).not.toBeInTheDocument());
  expect(remove.calls).toHaveLength(1);
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Members' })).toHaveFocus());
  expect(services.toasts).toEqual([
    { kind: 'success', message: 'The member has been removed', options: undefined },
  ]);
});

test('revoking an invitation asks first, then it leaves the list; Resend sends it again', async () => {
  const members = serveMembers({ members: [aMember()], invitations: [anInvitation()] });
  const resend = recordJson('post', '/members/invitations/70/resend', () =>
    HttpResponse.json(anInvitation()),
  );
  const revoke = recordJson('delete', '/members/invitations/70', () => {
    members.state.members = { members: [aMember()], invitations: [] };
    return okMessage();
  });
  server.use(...members.handlers, resend.handler, revoke.handler);
  const { user, services } = renderPage(<AccountPage />, { advertiser: owner() });

  await user.click(await screen.findByRole('button', { name: 'Resend invitation to bill@example.com' }));
  await waitFor(() => expect(services.toasts).toHaveLength(1));
  expect(resend.calls).toHaveLength(1);
  expect(services.toasts[0]?.message).toBe('The invitation has been sent again to bill@example.com');

  await user.click(screen.getByRole('button', { name: 'Revoke invitation to bill@example.com' }));
  const dialog = await screen.findByRole('dialog', { name: 'Revoke this invitation?' });
  await user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));

  await waitFor(() =>
    expect(screen.queryByRole('list', { name: 'Pending invitations' })).not.toBeInTheDocument(),
  );
  expect(revoke.calls).toHaveLength(1);
});

test('leaving into another account makes it the session’s and opens the dashboard', async () => {
  const next = anAdvertiser({ id: 900, role: 'viewer' });
  const leave = recordJson('post', '/members/leave', () =>
    HttpResponse.json({
      message: { en: 'You have left the account.', ja: '退出しました。' },
      advertiser: next,
    }),
  );
  server.use(leave.handler);
  const { user, services } = renderPage(<AccountPage />, { advertiser: anAdvertiser({ role: 'manager' }) });

  await user.click(await screen.findByRole('button', { name: 'Leave account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Leave this account?' });
  await user.click(within(dialog).getByRole('button', { name: 'Leave account' }));

  await waitFor(() => expect(services.navigations).toEqual([{ to: '/dashboard', replace: false }]));
  expect(services.session.getAdvertiser()).toEqual(next);
  expect(services.toasts).toEqual([
    { kind: 'success', message: 'You have left the account.', options: undefined },
  ]);
});

test('leaving the only account ends the session and goes home', async () => {
  server.use(
    recordJson('post', '/members/leave', () =>
      HttpResponse.json({
        message: { en: 'You have left the account.', ja: '退出しました。' },
        advertiser: null,
      }),
    ).handler,
  );
  const { user, services } = renderPage(<AccountPage />, { advertiser: anAdvertiser({ role: 'billing' }) });

  await user.click(await screen.findByRole('button', { name: 'Leave account' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave account' }));

  await waitFor(() => expect(services.session.getAdvertiser()).toBeNull());
  expect(services.navigations).toEqual([{ to: '/', replace: false }]);
});

test('an owner beside another owner may leave; the only owner reads why they cannot', async () => {
  server.use(...serveMembers({ members: [aMember(), { ...ken, role: 'owner' }], invitations: [] }).handlers);
  const view = renderPage(<AccountPage />, { advertiser: owner() });
  expect(await screen.findByRole('button', { name: 'Leave account' })).toBeInTheDocument();
  view.unmount();

  server.use(...serveMembers({ members: [aMember(), ken], invitations: [] }).handlers);
  renderPage(<AccountPage />, { advertiser: owner() });
  expect(
    await screen.findByText(/You are the only owner of this account, so you cannot leave it/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Leave account' })).not.toBeInTheDocument();
});

test('the activity reads as sentences, newest first, and Show older loads the next page', async () => {
  const members = serveActivity(
    {
      entries: [
        anAuditEntry({
          id: 9,
          action: 'invited',
          actor: { id: 1, name: 'Ana Ito', email: 'ana@example.com' },
          subject: { kind: 'invitation', id: 4, label: 'bill@example.com' },
          role: 'billing',
          at: '2026-12-02T15:30:00.000Z',
        }),
        anAuditEntry({
          id: 8,
          action: 'paid',
          actor: { id: 2, name: 'Ken', email: 'ken@example.com' },
          subject: { kind: 'ad', id: 5, label: 'Summer sale' },
        }),
      ],
      next: 8,
    },
    {
      entries: [
        anAuditEntry({
          id: 3,
          action: 'deleted',
          actor: null,
          subject: { kind: 'ad', id: 6, label: 'Old banner' },
        }),
      ],
      next: null,
    },
  );
  server.use(...members.handlers);
  const { user } = renderPage(<AccountPage />, { advertiser: owner() });

  const list = await screen.findByRole('list', { name: 'Activity' });
  let entries = within(list).getAllByRole('listitem');
  expect(entries).toHaveLength(2);
  expect(entries[0]).toHaveTextContent(/^Ana Ito invited bill@example\.com as BillingDec 2, 2026, 15:30$/);
  expect(entries[1]).toHaveTextContent(/^Ken paid for “Summer sale”Dec 1, 2026, 10:00$/);

  await user.click(screen.getByRole('button', { name: 'Show older' }));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
  entries = within(list).getAllByRole('listitem');
  expect(entries[2]).toHaveTextContent(/^The portal deleted “Old banner”/);
  expect(members.auditQueries).toEqual([null, '8']);
  expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
});

test('the activity says when it is empty', async () => {
  renderPage(<AccountPage />, { advertiser: owner() });
  expect(await screen.findByText(/Nothing has happened in this account yet/)).toBeInTheDocument();
});

test('the members and the activity say when they could not be loaded, and Retry reads them again', async () => {
  let fail = true;
  const members = serveMembers({ members: [aMember(), ken], invitations: [] });
  server.use(
    http.get(apiUrl('/members'), () => (fail ? errorResponse(500, 'INTERNAL') : undefined)),
    http.get(apiUrl('/members/audit'), () => errorResponse(500, 'INTERNAL')),
    ...members.handlers,
  );
  const { user } = renderPage(<AccountPage />, { advertiser: owner() });

  expect(await screen.findByText('The members could not be loaded.')).toBeInTheDocument();
  expect(await screen.findByText('The activity could not be loaded.')).toBeInTheDocument();
  fail = false;
  const section = screen.getByRole('region', { name: 'Members' });
  await user.click(within(section).getByRole('button', { name: /Retry|Try again/ }));
  expect(await screen.findByRole('button', { name: 'Remove Ken Sato' })).toBeInTheDocument();
});

test('an owner who makes themselves a manager reads their record again, and the section goes', async () => {
  const me = owner();
  const patch = recordJson('patch', '/members/1', () => HttpResponse.json(aMember({ role: 'manager' })));
  server.use(
    ...serveMembers({ members: [aMember(), { ...ken, role: 'owner' }], invitations: [] }).handlers,
    patch.handler,
    http.get(apiUrl('/advertisers/latest'), () => HttpResponse.json({ ...me, role: 'manager' })),
  );
  const { user, services } = renderPage(<AccountPage />, { advertiser: me });

  await user.click(await screen.findByRole('button', { name: 'Change role of Ann Lee' }));
  const dialog = await screen.findByRole('dialog');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'manager');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(services.session.getAdvertiser()?.role).toBe('manager'));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Members' })).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Leave account' })).toBeInTheDocument();
});

test('the activity reads in Japanese, the viewer role as 閲覧のみ', async () => {
  server.use(
    ...serveActivity({
      entries: [
        anAuditEntry({
          id: 2,
          action: 'role-changed',
          actor: { id: 1, name: '伊藤杏奈', email: 'ana@example.com' },
          subject: { kind: 'person', id: 2, label: 'ken@example.com' },
          role: 'viewer',
          at: '2026-12-02T15:30:00.000Z',
        }),
        anAuditEntry({
          id: 1,
          action: 'paid',
          actor: null,
          subject: { kind: 'ad', id: 5, label: '夏のセール' },
        }),
      ],
      next: null,
    }).handlers,
  );
  renderPage(<AccountPage />, { advertiser: owner(), language: 'ja' });

  const entries = within(await screen.findByRole('list', { name: 'アクティビティ' })).getAllByRole(
    'listitem',
  );
  expect(entries[0]).toHaveTextContent(
    /^伊藤杏奈がken@example\.comのロールを「閲覧のみ」に変更しました2026年12月2日 15:30$/,
  );
  expect(entries[1]).toHaveTextContent(/^ポータルが広告「夏のセール」のお支払いを完了しました/);
  expect(screen.queryByRole('button', { name: '以前のアクティビティを表示' })).not.toBeInTheDocument();
});

test('when the members cannot be read an owner may try to leave, and the last owner’s refusal is readable', async () => {
  const refused = localizeAnswer('api.last-owner');
  server.use(
    http.get(apiUrl('/members'), () => errorResponse(500, 'INTERNAL')),
    recordJson('post', '/members/leave', () => errorResponse(409, 'LAST_OWNER', refused)).handler,
  );
  const { user, services } = renderPage(<AccountPage />, { advertiser: owner(), language: 'ja' });

  await user.click(await screen.findByRole('button', { name: 'アカウントから退出' }));
  const dialog = await screen.findByRole('dialog', { name: 'このアカウントから退出しますか？' });
  await user.click(within(dialog).getByRole('button', { name: 'アカウントから退出' }));

  await waitFor(() =>
    expect(services.toasts).toEqual([{ kind: 'error', message: refused.ja, options: undefined }]),
  );
  expect(services.navigations).toEqual([]);
  expect(within(dialog).getByRole('button', { name: 'アカウントから退出' })).toBeEnabled();
});
