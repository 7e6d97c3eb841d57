/** Texts of the review items used outside JSX: the banner's descriptions, the placement names, the payment
 *  statuses and the audit actions. Ad status labels and plan labels come from shared-contracts. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LinkWarning, Placement, ReviewAction, ReviewPayment } from 'shared-contracts';

export const itemMessages = {
  bannerAlt: msg({ id: 'review.item.banner-alt', message: 'Banner of {title} at its real size' }),
  sceneAlt: msg({ id: 'review.item.scene-alt', message: 'Banner of {title} {place}' }),
};

/** Completes "Banner of … " in the scene's description. */
export const PLACEMENT_PLACES: Record<Placement, MessageDescriptor> = {
  lobby: msg({ id: 'review.item.place.lobby', message: 'on the back wall of an exhibition lobby' }),
  exhibition: msg({
    id: 'review.item.place.exhibition',
    message: 'above the artworks of an exhibition space',
  }),
};

export const PLACEMENT_CAPTIONS: Record<Placement, MessageDescriptor> = {
  lobby: msg({ id: 'review.item.caption.lobby', message: 'In an exhibition lobby' }),
  exhibition: msg({ id: 'review.item.caption.exhibition', message: 'In an exhibition space' }),
};

export const LINK_WARNING_TEXTS: Record<LinkWarning, MessageDescriptor> = {
  punycode: msg({
    id: 'review.item.warning.punycode',
    message:
      'The domain is written in punycode (xn--): its letters may imitate another site. Compare it letter by letter.',
  }),
  'text-mismatch': msg({
    id: 'review.item.warning.text-mismatch',
    message: 'The title names a different domain than the link goes to.',
  }),
};

export const PAYMENT_STATUS_LABELS: Record<ReviewPayment['status'], MessageDescriptor> = {
  OPEN: msg({ id: 'review.item.payment.open', message: 'Waiting for payment' }),
  COMPLETED: msg({ id: 'review.item.payment.completed', message: 'Paid' }),
  EXPIRED: msg({ id: 'review.item.payment.expired', message: 'Checkout expired' }),
  FAILED: msg({ id: 'review.item.payment.failed', message: 'Payment failed' }),
  HELD: msg({ id: 'review.item.payment.held', message: 'Held: needs attention' }),
};

export const AUDIT_ACTION_LABELS: Record<ReviewAction, MessageDescriptor> = {
  approve: msg({ id: 'review.history.action.approve', message: 'Approved' }),
  reject: msg({ id: 'review.history.action.reject', message: 'Rejected' }),
  end: msg({ id: 'review.history.action.end', message: 'Ended' }),
  refund: msg({ id: 'review.history.action.refund', message: 'Refunded' }),
};
