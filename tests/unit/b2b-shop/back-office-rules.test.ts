import { describe, expect, it } from 'vitest';
import { cleanContentHtml, plainText } from '../../../src/domain/b2b-shop/content-html';
import { transferMatchRefusal, type TransferCollection, type TransferOrder } from '../../../src/domain/b2b-shop/transfer-match';

describe("the shop's content and reviews are cleaned", () => {
  it('a content page keeps headings, bold, italic, lists and web links, and loses scripts, handlers, styles and javascript: links', () => {
    const html = cleanContentHtml(
      '<h2 onclick="x()">Başlık</h2><p style="color:red" class="c"><b>kalın</b> <em>eğik</em> <a href="javascript:alert(1)" target="_top">kötü</a>' +
        ' <a href="https://ornek.test">iyi</a></p><script>alert(1)</script><img src=x onerror=alert(2)><ol><li>bir</li></ol>',
    );
    expect(html).toBe(
      '<h2>Başlık</h2><p><b>kalın</b> <em>eğik</em> <a rel="noopener noreferrer nofollow" target="_blank">kötü</a>' +
        ' <a href="https://ornek.test" rel="noopener noreferrer nofollow" target="_blank">iyi</a></p><ol><li>bir</li></ol>',
    );
  });

  it('a review is plain text, however its markup is written or escaped', () => {
    expect(plainText(' <b>güzel</b> & ucuz <script>alert(1)</script>')).toBe('güzel & ucuz');
    expect(plainText('&lt;img src=x onerror=alert(1)&gt;iyi')).toBe('iyi');
    expect(plainText('3 < 5')).toBe('3 < 5');
  });
});

describe('a transfer matched by a collection', () => {
  const order: TransferOrder = { accountId: 1, paymentState: 'awaitingTransfer', total: '120.00', cargoPrice: '20.00' };
  const collection: TransferCollection = { accountId: 1, status: 'completed', amount: '140.00', taken: false };
  it('pays an order awaiting its transfer with a booked collection of its dealer that covers it and pays nothing else', () => {
    expect(transferMatchRefusal(order, collection)).toBeNull();
    expect(transferMatchRefusal({ ...order, paymentState: 'onAccount' }, collection)).toBe('b2b.transfer.notAwaited');
    expect(transferMatchRefusal(order, { ...collection, accountId: 2 })).toBe('b2b.transfer.otherAccount');
    expect(transferMatchRefusal(order, { ...collection, status: 'draft' })).toBe('b2b.transfer.notBooked');
    expect(transferMatchRefusal(order, { ...collection, taken: true })).toBe('b2b.transfer.taken');
    expect(transferMatchRefusal(order, { ...collection, amount: '139.99' })).toBe('b2b.transfer.short');
  });
});
