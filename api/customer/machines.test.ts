import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { MAX_MACHINES, shopToday } from '../../shared/contract/machines.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

/** Issue 26: a customer registers a machine of their own and removes it again. */
describeEachDatabase('a customer’s own machines', (driver) => {
  const t = useTestApi(driver);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const email of ['klant@demo.nl', 'dealer@demo.nl', 'gast@demo.nl', 'trade@demo.nl']) {
      const res = await request(t.app)
        .post('/api/customerAuth/login')
        .set('X-Forwarded-For', '10.9.0.2')
        .send({ email, password: 'Demo1234!' });
      tokens[email] = res.body.token;
    }
  });
  const as = (email: string) => ({ Authorization: `Bearer ${tokens[email]}` });
  const consumer = () => as('klant@demo.nl');
  const dealer = () => as('dealer@demo.nl');
  const machine = {
    brand: 'La Marzocco',
    model: 'Linea Mini',
    serial_number: 'LM-123',
    purchase_date: '2024-05-01',
  };
  const list = async (who: Record<string, string>) =>
    (await request(t.app).get('/api/customer/inspections').set(who).expect(200)).body.data as {
      id: number;
      brand: string;
      model: string;
    }[];

  it('answers 401 without a valid token', async () => {
    await request(t.app).post('/api/customer/inspections').send(machine).expect(401);
    await request(t.app).delete('/api/customer/inspections/1').expect(401);
    await request(t.app)
      .post('/api/customer/inspections')
      .set('Authorization', 'Bearer not-a-real-token-at-all-xx')
      .send(machine)
      .expect(401);
  });

  it('adds a machine to the customer’s list, trimmed, and removes it again', async () => {
    const before = await list(consumer());
    const res = await request(t.app)
      .post('/api/customer/inspections')
      .set(consumer())
      .send({ ...machine, brand: '  La Marzocco ', purchase_date: shopToday() })
      .expect(201);
    expect(res.body.data).toMatchObject({
      brand: 'La Marzocco',
      model: 'Linea Mini',
      serial_number: 'LM-123',
      purchase_date: shopToday(),
      inspection_date: null,
      next_due: null,
      product: null,
    });
    const { id } = res.body.data;
    expect((await list(consumer())).map((m) => m.id)).toEqual([...before.map((m) => m.id), id]);
    // The serial number is optional.
    const { serial_number: _, ...noSerial } = machine;
    const second = await request(t.app)
      .post('/api/customer/inspections')
      .set(consumer())
      .send(noSerial)
      .expect(201);
    expect(second.body.data.serial_number).toBe('');

    await request(t.app)
      .delete(`/api/customer/inspections/${id}`)
      .set(consumer())
      .expect(200, { data: { id } });
    await request(t.app).delete(`/api/customer/inspections/${id}`).set(consumer()).expect(404);
    await request(t.app)
      .delete(`/api/customer/inspections/${second.body.data.id}`)
      .set(consumer())
      .expect(200);
    expect(await list(consumer())).toEqual(before);
  });

  it('never removes another customer’s machine (404) and never lists it to them', async () => {
    const mine = await list(consumer());
    expect(mine.length).toBeGreaterThan(0);
    const res = await request(t.app)
      .delete(`/api/customer/inspections/${mine[0]!.id}`)
      .set(dealer())
      .expect(404);
    expect(res.body.message).toBe('No such machine');
    expect(await list(consumer())).toEqual(mine);
    const added = await request(t.app)
      .post('/api/customer/inspections')
      .set(dealer())
      .send(machine)
      .expect(201);
    expect((await list(consumer())).map((m) => m.id)).not.toContain(added.body.data.id);
    await request(t.app)
      .delete(`/api/customer/inspections/${added.body.data.id}`)
      .set(consumer())
      .expect(404);
    for (const id of ['0', '-1', 'abc', '99999999999', '1.5'])
      await request(t.app).delete(`/api/customer/inspections/${id}`).set(consumer()).expect(400);
    await request(t.app).delete('/api/customer/inspections/2147483647').set(consumer()).expect(404);
  });

  it('refuses hostile or incomplete input with a 400 and a clear message', async () => {
    const before = await list(consumer());
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{}, /brand is required/],
      [{ ...machine, brand: undefined }, /brand is required/],
      [{ ...machine, model: '   ' }, /model is required/],
      [{ ...machine, purchase_date: undefined }, /purchase_date is required/],
      [{ ...machine, brand: 'x'.repeat(61) }, /brand must be at most 60 characters/],
      [{ ...machine, model: 'x'.repeat(101) }, /model must be at most 100 characters/],
      [{ ...machine, serial_number: 'x'.repeat(61) }, /serial_number must be at most 60 characters/],
      [{ ...machine, purchase_date: tomorrow }, /purchase_date must not be in the future/],
      [{ ...machine, purchase_date: '2024-02-30' }, /purchase_date must be a date/],
      [{ ...machine, purchase_date: '01-05-2024' }, /purchase_date must be a date/],
      [{ ...machine, purchase_date: 20240501 }, /purchase_date must be a date/],
      [{ ...machine, brand: ['La Marzocco'] }, /brand must be text/],
      [{ ...machine, model: { $ne: '' } }, /model must be text/],
      [{ ...machine, customer_id: 2 }, /unknown field customer_id/],
      [{ ...machine, id: 1 }, /unknown field id/],
    ];
    for (const [body, message] of cases) {
      const res = await request(t.app).post('/api/customer/inspections').set(consumer()).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    for (const raw of ['[]', 'null', '"text"', '{"brand":']) {
      await request(t.app)
        .post('/api/customer/inspections')
        .set(consumer())
        .set('Content-Type', 'application/json')
        .send(raw)
        .expect(400);
    }
    expect(await list(consumer())).toEqual(before);
  });

  it('refuses a guest account (account_exists false) as for addresses: 403 forbidden, list unchanged', async () => {
    const guest = as('gast@demo.nl');
    const before = await list(guest);
    const address = await request(t.app).post('/api/customer/addresses').set(guest).send({
      type: 'delivery',
      firstname: 'Gast',
      lastname: 'Klant',
      street: 'Neude',
      house_number: '5',
      postcode: '3512ab',
      city: 'Utrecht',
      country_id: 1,
    });
    const res = await request(t.app).post('/api/customer/inspections').set(guest).send(machine);
    expect(res.status).toBe(address.status);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: address.body.error, message: 'Your account cannot change machines' });
    expect(res.body.error).toBe('forbidden');
    // Removing is refused too (before looking: the answer does not say whether the id exists).
    const mine = (await list(consumer()))[0]!;
    await request(t.app).delete(`/api/customer/inspections/${mine.id}`).set(guest).expect(403);
    expect(await list(guest)).toEqual(before);
  });

  it(`holds at most ${MAX_MACHINES} machines per customer, then answers 409 machines_full in the visitor’s language`, async () => {
    // The trade account: no address permissions, but its own machines.
    const trade = as('trade@demo.nl');
    const held = (await list(trade)).length;
    const toFill = MAX_MACHINES - 3 - held;
    for (let i = 0; i < toFill; i++) {
      await request(t.app)
        .post('/api/customer/inspections')
        .set(trade)
        .send({ ...machine, serial_number: `FILL-${i}` })
        .expect(201);
    }
    // Ten at once for the last three places: exactly three get in.
    const race = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request(t.app)
          .post('/api/customer/inspections')
          .set(trade)
          .send({ ...machine, serial_number: `RACE-${i}` }),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    const full = await list(trade);
    expect(full).toHaveLength(MAX_MACHINES);

    const nl = await request(t.app).post('/api/customer/inspections').set(trade).send(machine).expect(409);
    expect(nl.body).toEqual({
      error: 'machines_full',
      message: `U kunt ten hoogste ${MAX_MACHINES} machines registreren. Verwijder er een om een andere toe te voegen.`,
    });
    const en = await request(t.app)
      .post('/api/customer/inspections')
      .set(trade)
      .set('X-FZ-Language-Id', '4')
      .send(machine)
      .expect(409);
    expect(en.body).toEqual({
      error: 'machines_full',
      message: `You can register at most ${MAX_MACHINES} machines. Remove one to add another.`,
    });
    expect(await list(trade)).toEqual(full);

    // Removing one makes room for one.
    await request(t.app)
      .delete(`/api/customer/inspections/${full.at(-1)!.id}`)
      .set(trade)
      .expect(200);
    await request(t.app).post('/api/customer/inspections').set(trade).send(machine).expect(201);
    await request(t.app).post('/api/customer/inspections').set(trade).send(machine).expect(409);
    // Another customer's list is not affected.
    const other = await request(t.app)
      .post('/api/customer/inspections')
      .set(consumer())
      .send(machine)
      .expect(201);
    await request(t.app)
      .delete(`/api/customer/inspections/${other.body.data.id}`)
      .set(consumer())
      .expect(200);
  });
});
