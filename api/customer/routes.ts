import { type Request, Router } from 'express';
import * as yup from 'yup';
import { ADDRESS_LIMITS } from '../../shared/address-rules.ts';
import { newMachinePayload } from '../../shared/contract/machines.ts';
import { bearerToken } from '../auth/routes.ts';
import type { AuthService } from '../auth/service.ts';
import { permissionsOf } from '../auth/service.ts';
import type { CartService } from '../cart/service.ts';
import { badRequest, unauthorized } from '../errors.ts';
import { languageOf } from '../http/language.ts';
import { parseBody, parseId } from '../http/validate.ts';
import { type AddressFields, addressFields } from './address.ts';
import { orderPdf } from './order-pdf.ts';
import type { CustomerService } from './service.ts';

const text = (name: string, max: number) =>
  yup.string().trim().max(max, `${name} must be at most ${max} characters`);
const required = (name: string, max: number) => text(name, max).required(`${name} is required`);

const addressType = yup
  .string()
  .oneOf(['invoice', 'delivery'] as const, 'type must be invoice or delivery')
  .required('type is required');
const newAddress = yup.object({ type: addressType, ...addressFields });
const changedAddress = yup.object(addressFields);
const primaryBody = yup.object({ type: addressType });
const profileBody = yup.object({
  firstname: required('firstname', ADDRESS_LIMITS.name),
  middle_name: text('middle_name', ADDRESS_LIMITS.name),
  lastname: required('lastname', ADDRESS_LIMITS.name),
  phone: text('phone', ADDRESS_LIMITS.phone),
  company: text('company', ADDRESS_LIMITS.company),
});
const favoriteBody = yup.object({
  product_id: yup
    .number()
    .typeError('product_id must be a number')
    .integer('product_id must be a whole number')
    .min(1, 'product_id must be a positive whole number')
    .max(2_147_483_647, 'product_id must be a positive whole number')
    .required('product_id is required'),
});

/** `status=1,3`: order statuses 1–7 (7: cancelled, decision 042); default all seven. */
function statusesOf(value: unknown): number[] {
  if (value === undefined || value === '') return [1, 2, 3, 4, 5, 6, 7];
  if (typeof value !== 'string' || !/^[1-7](,[1-7]){0,6}$/.test(value)) {
    throw badRequest('status must be a comma-separated list of order statuses 1 to 7');
  }
  return [...new Set(value.split(',').map(Number))];
}

export function customerRoutes(service: CustomerService, auth: AuthService, cart: CartService): Router {
  const router = Router();
  /** The token's customer, or 401. */
  const who = async (req: Request) => {
    const customer = await auth.customerFromToken(bearerToken(req));
    if (!customer) throw unauthorized('Log in to see this');
    return { id: customer.id, permissions: permissionsOf(customer), accountExists: customer.accountExists };
  };

  router.get('/customer/addresses', async (req, res) => {
    const c = await who(req);
    res.json({ data: await service.addressBook(c.id, languageOf(req)) });
  });
  router.post('/customer/addresses', async (req, res) => {
    const c = await who(req);
    const { type, ...fields } = parseBody(req.body, newAddress);
    res.status(201).json({
      data: await service.createAddress(c.id, c.permissions, languageOf(req), type, fields as AddressFields),
    });
  });
  router.put('/customer/addresses/:id', async (req, res) => {
    const c = await who(req);
    const id = parseId(req.params.id);
    const fields = parseBody(req.body, changedAddress) as AddressFields;
    res.json({ data: await service.updateAddress(c.id, c.permissions, languageOf(req), id, fields) });
  });
  router.put('/customer/addresses/:id/primary', async (req, res) => {
    const c = await who(req);
    const id = parseId(req.params.id);
    const { type } = parseBody(req.body, primaryBody);
    res.json({ data: await service.makePrimary(c.id, c.permissions, languageOf(req), id, type) });
  });

  router.put('/customer/me', async (req, res) => {
    const c = await who(req);
    const profile = parseBody(req.body, profileBody);
    await service.updateProfile(c.id, c.permissions, profile);
    res.json({ data: await auth.me(bearerToken(req)) });
  });

  router.get('/customer/orders', async (req, res) => {
    const c = await who(req);
    res.json({ data: await service.orders(c.id, statusesOf(req.query.status)) });
  });
  router.get('/customer/orders/:id', async (req, res) => {
    const c = await who(req);
    res.json({ data: await service.order(c.id, parseId(req.params.id), languageOf(req)) });
  });
  router.get('/customer/orders/:id/pdf', async (req, res) => {
    const c = await who(req);
    const lang = languageOf(req);
    const order = await service.order(c.id, parseId(req.params.id), lang);
    const pdf = await orderPdf(order, lang);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="order-${order.number.replace(/[^\w-]/g, '')}.pdf"`,
    );
    res.setHeader('Content-Length', pdf.length);
    res.end(pdf);
  });

  /** The order's lines back into the cart at today's prices (decision 018); `{ added, unavailable }`. */
  router.post('/customer/orders/:id/reorder', async (req, res) => {
    const c = await who(req);
    const lines = await service.reorderLines(c.id, parseId(req.params.id));
    res.json({ data: await cart.reorder(c.id, languageOf(req), lines) });
  });

  router.get('/customer/favorites/ids', async (req, res) => {
    const c = await who(req);
    res.json({ data: await service.favoriteIds(c.id) });
  });
  router.post('/customer/favorites', async (req, res) => {
    const c = await who(req);
    const { product_id } = parseBody(req.body, favoriteBody);
    res.json({ data: await service.addFavorite(c.id, product_id) });
  });
  router.delete('/customer/favorites/:productId', async (req, res) => {
    const c = await who(req);
    res.json({ data: await service.removeFavorite(c.id, parseId(req.params.productId, 'productId')) });
  });

  router.get('/customer/inspections', async (req, res) => {
    const c = await who(req);
    res.json({ data: await service.inspections(c.id, languageOf(req)) });
  });
  router.post('/customer/inspections', async (req, res) => {
    const c = await who(req);
    const machine = parseBody(req.body, newMachinePayload);
    res.status(201).json({ data: await service.addMachine(c, languageOf(req), machine) });
  });
  router.delete('/customer/inspections/:id', async (req, res) => {
    const c = await who(req);
    res.json({ data: await service.removeMachine(c, parseId(req.params.id)) });
  });
  router.get('/customer/offers', async (req, res) => {
    const c = await who(req);
    res.json({ data: await service.offers(c.id) });
  });
  router.get('/customer/offers/:id', async (req, res) => {
    const c = await who(req);
    res.json({ data: await service.offer(c.id, parseId(req.params.id), languageOf(req)) });
  });
  return router;
}
