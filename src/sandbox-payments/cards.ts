/**
 * The sandbox's test cards: the card number decides what the bank answers (iyzico's own sandbox cards where it has
 * them). Any other number is approved. The SMS code of the 3-D Secure page is SMS_CODE; any other code fails it.
 */
export type CardBehaviour = { kind: 'approve' } | { kind: 'decline'; code: string; message: string; group: string } | { kind: 'timeout' };

export const SMS_CODE = '283126';

export const TEST_CARDS: Record<string, CardBehaviour> = {
  '5528790000000008': { kind: 'approve' },
  '4766620000000001': { kind: 'approve' },
  '4111111111111129': { kind: 'decline', code: '10051', message: 'Kart limiti yetersiz, yetersiz bakiye', group: 'NOT_SUFFICIENT_FUNDS' },
  '4129111111111111': { kind: 'decline', code: '10005', message: 'İşlem onaylanmadı', group: 'DO_NOT_HONOUR' },
  '4059030000000009': { kind: 'timeout' },
};

export const behaviourOf = (cardNumber: string): CardBehaviour => TEST_CARDS[cardNumber.replace(/\s/g, '')] ?? { kind: 'approve' };
