/** GET /members and GET /members/audit for account page tests (the page reads them for an owner), with a members
 *  list that the test may change and the audit trail's pages by `before`. */
import { http, HttpResponse } from 'msw';
import type { AccountAudit, AccountAuditEntry, Invitation, Member, Members } from 'shared-contracts';
import { apiUrl } from 'shared-ui/testing';

export function aMember(overrides: Partial<Member> = {}): Member {
  return {
    id: 1,
    name: 'Ann Lee',
    email: 'ann.lee@example.com',
    role: 'owner',
    you: true,
    joinedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

export function anInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 70,
    email: 'bill@example.com',
    role: 'billing',
    invitedBy: 'Ann Lee',
    sentAt: '2026-11-30T10:00:00.000Z',
    expiresAt: '2026-12-07T10:00:00.000Z',
    expired: false,
    ...overrides,
  };
}

export function anAuditEntry(overrides: Partial<AccountAuditEntry> = {}): AccountAuditEntry {
  return {
    id: 1,
    action: 'left',
    actor: { id: 1, name: 'Ann Lee', email: 'ann@example.com' },
    subject: null,
    role: null,
    at: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

/** `members`: what GET /members answers (by default the signed-in owner alone); `audit`: the trail's pages, the
 *  newest first, each answered for the `before` that names it (the first for none). */
export function serveMembers(
  initial: Members = { members: [aMember()], invitations: [] },
  pages: AccountAudit[] = [{ entries: [], next: null }],
) {
  const state = { members: initial };
  const auditQueries: (string | null)[] = [];
  return {
    state,
    auditQueries,
    handlers: [
      http.get(apiUrl('/members'), () => HttpResponse.json(state.members)),
      http.get(apiUrl('/members/audit'), ({ request }) => {
        const before = new URL(request.url).searchParams.get('before');
        auditQueries.push(before);
        const index =
          before === null ? 0 : pages.findIndex((_, at) => String(pages[at - 1]?.next) === before);
        return HttpResponse.json(pages[index] ?? { entries: [], next: null });
      }),
    ],
  };
}

/** The signed-in owner alone, and these pages of the account's activity, the newest first. */
export function serveActivity(...pages: AccountAudit[]) {
  return serveMembers(undefined, pages);
}
