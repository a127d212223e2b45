// The order pages' next step for a membership (PAYWALL line): neither shipped nor downloaded, it names the
// membership and where it applies.
import { describe, expect, it } from 'vitest';
import { nextSteps } from '../../../islands/order/next-steps';
import { order, orderLine } from './order-fixture';

describe('nextSteps for a membership', () => {
  it('says the membership opened the account, with no shipping line', () => {
    const o = order({ lines: [orderLine({ id: 'm', title: 'Firing club membership', productType: 'PAYWALL' })] });
    expect(nextSteps(o, 'confirmation', 'en-US')).toEqual([{
      kind: 'text',
      key: 'membership-m',
      text: 'Membership: Firing club membership. Its member pages are open to the account you were signed in to when you bought it.',
    }]);
  });
});
