import {
  AD_STATUSES,
  AD_STATUS_LABELS,
  AD_STATUS_ACTORS,
  actionsFor,
  canToggleStatus,
  canTransition,
  toggledStatus,
  type AdStatus,
  type AdStatusActor,
} from './ad-status';

const allowed: [AdStatus, AdStatus, AdStatusActor][] = [
  ['ACTIVE', 'PAUSED', 'advertiser'],
  ['PAUSED', 'ACTIVE', 'advertiser'],
  ['REJECTED', 'PENDING', 'advertiser'],
  ['UNPAID', 'PENDING', 'payment'],
  ['PENDING', 'ACTIVE', 'operator'],
  ['PENDING', 'REJECTED', 'operator'],
  ['ACTIVE', 'ENDED', 'operator'],
  ['PAUSED', 'ENDED', 'operator'],
  ['ACTIVE', 'ENDED', 'system'],
  ['PAUSED', 'ENDED', 'system'],
  ['REJECTED', 'REFUNDED', 'advertiser'],
  ['REJECTED', 'REFUNDED', 'operator'],
];

describe('ad status machine', () => {
  test.each(allowed)('%s → %s is allowed for the %s', (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(true);
  });

  test('every other move is refused, whoever asks', () => {
    for (const from of AD_STATUSES)
      for (const to of AD_STATUSES)
        for (const actor of AD_STATUS_ACTORS) {
          const expected = allowed.some(([f, t, a]) => f === from && t === to && a === actor);
          expect([from, to, actor, canTransition(from, to, actor)]).toEqual([from, to, actor, expected]);
        }
  });

  test('an advertiser cannot approve, pay for or end an ad', () => {
    expect(canTransition('PENDING', 'ACTIVE', 'advertiser')).toBe(false);
    expect(canTransition('UNPAID', 'PENDING', 'advertiser')).toBe(false);
    expect(canTransition('ACTIVE', 'ENDED', 'advertiser')).toBe(false);
    expect(canTransition('ENDED', 'ACTIVE', 'advertiser')).toBe(false);
  });

  test('unpaid and pending-review ads show as Failed Payment and Pending Review, in both languages', () => {
    expect(AD_STATUS_LABELS.UNPAID.en).toBe('Failed Payment');
    expect(AD_STATUS_LABELS.PENDING.en).toBe('Pending Review');
    for (const status of AD_STATUSES) expect(AD_STATUS_LABELS[status].ja).not.toBe('');
  });

  test('the details screen offers pause for active ads and resume for paused ones', () => {
    expect(actionsFor('ACTIVE').pauseResume).toBe('pause');
    expect(actionsFor('PAUSED').pauseResume).toBe('resume');
    for (const status of ['UNPAID', 'PENDING', 'ENDED', 'REJECTED'] as const)
      expect(actionsFor(status).pauseResume).toBeNull();
  });

  test('only rejected ads can be resubmitted and only unpaid ads retry payment', () => {
    for (const status of AD_STATUSES) {
      expect(actionsFor(status).resubmit).toBe(status === 'REJECTED');
      expect(actionsFor(status).retryPayment).toBe(status === 'UNPAID');
    }
  });

  test('a refund is offered only for rejected ads, and a refunded ad moves no further', () => {
    for (const status of AD_STATUSES) expect(actionsFor(status).refund).toBe(status === 'REJECTED');
    for (const to of AD_STATUSES)
      for (const actor of AD_STATUS_ACTORS) expect(canTransition('REFUNDED', to, actor)).toBe(false);
    expect(canTransition('REJECTED', 'REFUNDED', 'payment')).toBe(false);
    expect(canTransition('REJECTED', 'REFUNDED', 'system')).toBe(false);
  });

  test('refunded ads read Refunded / 返金済み and offer neither pause, resubmission nor payment', () => {
    expect(AD_STATUS_LABELS.REFUNDED).toEqual({ en: 'Refunded', ja: '返金済み' });
    expect(actionsFor('REFUNDED')).toEqual({
      pauseResume: null,
      resubmit: false,
      refund: false,
      retryPayment: false,
      delete: true,
    });
    expect(canToggleStatus('REFUNDED')).toBe(false);
    expect(toggledStatus('REFUNDED')).toBeNull();
  });

  test('delete is offered for every status except ended', () => {
    for (const status of AD_STATUSES) expect(actionsFor(status).delete).toBe(status !== 'ENDED');
  });

  test('the dashboard switch works only for active and paused ads, and flips between them', () => {
    expect(AD_STATUSES.filter(canToggleStatus)).toEqual(['ACTIVE', 'PAUSED']);
    expect(toggledStatus('ACTIVE')).toBe('PAUSED');
    expect(toggledStatus('PAUSED')).toBe('ACTIVE');
    expect(toggledStatus('PENDING')).toBeNull();
  });
});
