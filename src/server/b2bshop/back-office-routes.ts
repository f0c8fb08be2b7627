import { Hono } from 'hono';
import type { z } from 'zod';
import { cleanContentHtml } from '../../domain/b2b-shop/content-html';
import { transferDue, transferMatchRefusal } from '../../domain/b2b-shop/transfer-match';
import { B2B_SHOP_READ_ROLES, B2B_SHOP_WRITE_ROLES } from '../../domain/roles';
import {
  contentPageBody,
  publishGroupsBody,
  publishingQuery,
  publishProductsBody,
  reviewDecisionBody,
  reviewListQuery,
  transferCollectionBody,
  type contentPageSchema,
  type openCollectionListSchema,
} from '../../domain/schemas/b2b-back-office';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { isUniqueViolation } from '../http/field-checks';
import { idParam } from '../http/params';
import { parseBody, parseWith } from '../http/validate';
import { contentSlugTaken, findContentPage, insertContentPage, listContentPages, updateContentPage } from './content-queries';
import { listShopOrders } from './orders';
import { publishGroups, publishingGroups, publishingProducts, publishProducts, unknownIds } from './publishing-queries';
import { decideReview, listReviews } from './review-queries';
import { lockCollection, lockTransferOrder, markTransferPaid, openCollections } from './transfer-queries';

/**
 * /api/b2b/…: the shop's back office beyond its settings. What it publishes (/b2b/ayarList), its content pages
 * (/b2b/iceriksayfalari), the dealers' reviews (/b2b/yorum) and the collection that pays an order placed for a bank
 * transfer (/b2b/islem). Managers change them; employees and auditors read them.
 */
export function b2bBackOfficeRoutes() {
  const app = new Hono<AppEnv>();
  const mayRead = requireRole(...B2B_SHOP_READ_ROLES);
  const mayWrite = requireRole(...B2B_SHOP_WRITE_ROLES);

  app.get('/b2b/publishing/products', mayRead, async (c) => {
    const query = parseWith(publishingQuery, c.req.query());
    const page = await c.var.db.company(c.var.auth.companyId, (q) => publishingProducts(q, query.q, query.state, query.limit, query.offset));
    return c.json({ response: page });
  });

  app.get('/b2b/publishing/groups', mayRead, async (c) => {
    return c.json({ response: await c.var.db.company(c.var.auth.companyId, publishingGroups) });
  });

  app.post('/b2b/publishing/products', mayWrite, async (c) => {
    const body = await parseBody(c, publishProductsBody);
    const companyId = c.var.auth.companyId;
    await c.var.db.company(companyId, async (q) => {
      if ((await unknownIds(q, 'product', body.productIds)).length) throw invalid({ productIds: [{ key: 'errors.NF10004' }] });
      await publishProducts(q, companyId, body.productIds, body.published);
    });
    return c.json({ response: { count: body.productIds.length, published: body.published } });
  });

  app.post('/b2b/publishing/groups', mayWrite, async (c) => {
    const body = await parseBody(c, publishGroupsBody);
    const companyId = c.var.auth.companyId;
    await c.var.db.company(companyId, async (q) => {
      if ((await unknownIds(q, 'group', body.groupIds)).length) throw invalid({ groupIds: [{ key: 'errors.NF10004' }] });
      await publishGroups(q, companyId, body.groupIds, body.published);
    });
    return c.json({ response: { count: body.groupIds.length, published: body.published } });
  });

  app.get('/b2b/content-pages', mayRead, async (c) => {
    const items = await c.var.db.company(c.var.auth.companyId, listContentPages);
    return c.json({ response: { items, total: items.length } });
  });

  app.get('/b2b/content-pages/:id{[0-9]+}', mayRead, async (c) => {
    const id = idParam(c);
    const page = await c.var.db.company(c.var.auth.companyId, (q) => findContentPage(q, id));
    if (!page) throw fail('NF10004');
    return c.json({ response: page satisfies z.input<typeof contentPageSchema> });
  });

  // the body is cleaned before it is stored: what is kept is what the storefront serves
  app.post('/b2b/content-pages', mayWrite, async (c) => {
    const body = await parseBody(c, contentPageBody);
    const companyId = c.var.auth.companyId;
    const saved = await c.var.db.company(companyId, async (q) => {
      if (await contentSlugTaken(q, body.language, body.slug, null)) throw invalid({ slug: [{ key: 'b2b.content.slugTaken' }] });
      return findContentPage(q, await insertContentPage(q, companyId, body, cleanContentHtml(body.body)));
    });
    return c.json({ response: saved }, 201);
  });

  app.put('/b2b/content-pages/:id{[0-9]+}', mayWrite, async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, contentPageBody);
    if (body.version === undefined) throw invalid({ version: [{ key: 'validation.required' }] });
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      if (!(await findContentPage(q, id))) throw fail('NF10004');
      if (await contentSlugTaken(q, body.language, body.slug, id)) throw invalid({ slug: [{ key: 'b2b.content.slugTaken' }] });
      if (!(await updateContentPage(q, id, body, cleanContentHtml(body.body)))) throw fail('BS10001');
      return findContentPage(q, id);
    });
    return c.json({ response: saved });
  });

  app.get('/b2b/reviews', mayRead, async (c) => {
    const query = parseWith(reviewListQuery, c.req.query());
    const page = await c.var.db.company(c.var.auth.companyId, (q) => listReviews(q, query.state, query.limit, query.offset));
    return c.json({ response: page });
  });

  app.put('/b2b/reviews/:id{[0-9]+}/state', mayWrite, async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, reviewDecisionBody);
    const done = await c.var.db.company(c.var.auth.companyId, (q) => decideReview(q, id, body.state, c.var.auth.id));
    if (!done) throw fail('NF10004');
    return c.json({ response: { id, state: body.state } });
  });

  // a transfer order's "match a collection": the dealer's collections no order took yet
  app.get('/b2b/orders/:id{[0-9]+}/collections', mayRead, async (c) => {
    const id = idParam(c);
    const found = await c.var.db.company(c.var.auth.companyId, async (q) => {
      const order = await lockTransferOrder(q, id, false);
      return order && { items: await openCollections(q, order.accountId), due: transferDue(order) };
    });
    if (!found) throw fail('NF10004');
    return c.json({ response: found satisfies z.input<typeof openCollectionListSchema> });
  });

  // the order and then the collection are locked, in this order: a collection pays one order, an order is paid once
  app.post('/b2b/orders/:id{[0-9]+}/transfer-collection', mayWrite, async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, transferCollectionBody);
    let row;
    try {
      row = await c.var.db.company(c.var.auth.companyId, async (q) => {
        const order = await lockTransferOrder(q, id);
        if (!order) throw fail('NF10004');
        const collection = await lockCollection(q, body.collectionId);
        if (!collection) throw invalid({ collectionId: [{ key: 'errors.NF10004' }] });
        const refusal = transferMatchRefusal(order, collection);
        if (refusal) throw invalid({ collectionId: [{ key: refusal, values: { amount: transferDue(order) } }] });
        await markTransferPaid(q, id, body.collectionId);
        return (await listShopOrders(q, order.accountId, 100, 0)).items.find((o) => o.documentId === id);
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw invalid({ collectionId: [{ key: 'b2b.transfer.taken' }] });
      throw e;
    }
    return c.json({ response: row });
  });
  return app;
}
