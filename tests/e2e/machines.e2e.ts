/**
 * Own machines and overdue inspections in both languages (issue 26): a machine past its due date
 * is marked overdue, not "soon"; a customer adds a machine (errors at the fields first, a loading
 * state while it is saved), sees it listed and removes it after confirming. A full list (issue 37)
 * says so instead of offering the form, and the form says so when another tab filled the list.
 */
import { MAX_MACHINES } from '../../shared/contract/machines.ts';
import { expect, logIn, test } from './support/fixtures.ts';
import { journeyLocales } from './support/languages.ts';

const texts = {
  nl: {
    inspections: '/dashboard/keuringen',
    // one account per language: the journeys run in parallel and each counts its own machines
    email: 'offerte@demo.nl',
    overdue: 'Verlopen',
    empty: 'Er zijn geen machines met keuringen geregistreerd.',
    add: 'Machine toevoegen',
    adding: 'Bezig met toevoegen…',
    brand: 'Merk',
    model: 'Model',
    serial: 'Serienummer',
    purchased: 'Aankoopdatum',
    required: 'Dit veld is verplicht.',
    future: 'De aankoopdatum mag niet in de toekomst liggen.',
    added: 'Uw machine is toegevoegd.',
    remove: 'Verwijderen',
    confirm: 'Weet u zeker dat u Rancilio Silvia Pro X wilt verwijderen?',
    yes: 'Ja, verwijderen',
    cancel: 'Annuleren',
    removed: 'Uw machine is verwijderd.',
    purchasedText: '14 maart 2024',
    // the account whose list the full-list journey fills (no other journey counts its machines)
    fillEmail: 'trade@demo.nl',
    full: `U heeft het maximum van ${MAX_MACHINES} machines geregistreerd. Verwijder er een om een andere toe te voegen.`,
  },
  en: {
    inspections: '/en/dashboard/inspections',
    email: 'quote@demo.nl',
    overdue: 'Overdue',
    empty: 'No machines with inspections are registered.',
    add: 'Add a machine',
    adding: 'Adding…',
    brand: 'Brand',
    model: 'Model',
    serial: 'Serial number',
    purchased: 'Purchase date',
    required: 'This field is required.',
    future: 'The purchase date cannot be in the future.',
    added: 'Your machine has been added.',
    remove: 'Remove',
    confirm: 'Are you sure you want to remove Rancilio Silvia Pro X?',
    yes: 'Yes, remove',
    cancel: 'Cancel',
    removed: 'Your machine has been removed.',
    purchasedText: '14 March 2024',
    fillEmail: 'dealer@demo.nl',
    full: `You have registered the maximum of ${MAX_MACHINES} machines. Remove one to add another.`,
  },
} as const;

for (const locale of journeyLocales('nl')) {
  const x = texts[locale];

  test(`${locale}: a machine past its due date is marked overdue`, async ({ page, watch }) => {
    await logIn(page, locale, 'klant@demo.nl', x.inspections);
    // The seeded first machine was due on 21 November 2026; the list shows the earliest first.
    const state = page.getByTestId('inspection').first().getByTestId('inspection-state');
    await expect(state).toHaveText(x.overdue);
    await expect(state).toHaveClass(/badge-danger/);
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: a customer adds a machine, sees it listed and removes it`, async ({ page, watch }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, locale, x.email, x.inspections);
    await expect(page.getByText(x.empty)).toBeVisible();
    await page.getByTestId('machine-add').click();
    const form = page.getByTestId('machine-form');

    // Nothing filled in: each required field says so under itself.
    await form.getByRole('button', { name: x.add }).click();
    for (const label of [x.brand, x.model, x.purchased]) {
      const input = form.getByLabel(label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      const errorId = await input.getAttribute('aria-describedby');
      await expect(form.locator(`[id="${errorId}"]`)).toHaveText(x.required);
    }
    await expect(form.getByLabel(x.serial)).not.toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel(x.brand).fill('Rancilio');
    await form.getByLabel(x.model).fill('Silvia Pro X');
    await form.getByLabel(x.serial).fill('RS-2024-77');
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-15`;
    await form.getByLabel(x.purchased).fill(nextYear);
    await expect(form.locator('.field-error')).toHaveText([x.future]);
    await form.getByLabel(x.purchased).fill('2024-03-14');
    await expect(form.locator('.field-error')).toHaveCount(0);

    // Held until the button shows that it is saving.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/customer/inspections?*', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await form.getByRole('button', { name: x.add }).click();
    await expect(form.getByRole('button', { name: x.adding })).toBeDisabled();
    release();
    await expect(page.getByText(x.added)).toBeVisible();
    await expect(form).toHaveCount(0);

    const card = page.getByTestId('inspection');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading')).toHaveText('Rancilio Silvia Pro X');
    await expect(card).toContainText('RS-2024-77');
    await expect(card).toContainText(x.purchasedText);

    // Remove asks first; cancelling keeps it.
    await card.getByRole('button', { name: x.remove }).click();
    const question = card.getByRole('group', { name: x.confirm });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: x.cancel }).click();
    await expect(question).toHaveCount(0);
    await card.getByRole('button', { name: x.remove }).click();
    await card.getByRole('button', { name: x.yes }).click();
    await expect(page.getByText(x.removed)).toBeVisible();
    await expect(page.getByTestId('inspection')).toHaveCount(0);
    await expect(page.getByText(x.empty)).toBeVisible();
    // Gone on the server too.
    await page.reload();
    await expect(page.getByText(x.empty)).toBeVisible();
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${locale}: a full machine list says so, in the form too when another tab filled it`, async ({
    page,
    watch,
    baseURL,
  }) => {
    // Fifty machines registered and removed through the storefront: more than a usual journey's work.
    test.slow();
    await logIn(page, locale, x.fillEmail, x.inspections);
    // What another tab does: registers machines through the storefront with the same session.
    const api = `/api/customer/inspections?lang=${locale}`;
    const headers = { Origin: baseURL!, 'Content-Type': 'application/json' };
    const machines = async () =>
      ((await (await page.request.get(api)).json()) as { data: { id: number; brand: string }[] }).data;
    const listed = async () => (await machines()).map((m) => m.id);
    // An attempt that ran out of time may have left its machines behind: its retry starts without them.
    const leftover = (await machines()).filter((m) => m.brand === 'Vul');
    await Promise.all(
      leftover.map((m) => page.request.delete(`/api/customer/inspections/${m.id}`, { headers })),
    );
    const addOne = async (i: number) => {
      const res = await page.request.post(api, {
        headers,
        data: { brand: 'Vul', model: `Machine ${i}`, purchase_date: '2024-01-02' },
      });
      return res.status();
    };
    const before = await listed();
    try {
      const fill = Array.from({ length: MAX_MACHINES - 1 - before.length }, (_, i) => addOne(i));
      expect(new Set(await Promise.all(fill))).toEqual(new Set([201]));
      // One place left: the form is offered.
      await page.reload();
      await page.getByTestId('machine-add').click();
      const form = page.getByTestId('machine-form');
      await form.getByLabel(x.brand).fill('Rancilio');
      await form.getByLabel(x.model).fill('Silvia Pro X');
      await form.getByLabel(x.purchased).fill('2024-03-14');
      // Meanwhile another tab takes the last place.
      expect(await addOne(MAX_MACHINES)).toBe(201);
      await form.getByRole('button', { name: x.add }).click();
      await expect(form.getByText(x.full)).toBeVisible();
      await expect(page.getByTestId('inspection')).toHaveCount(MAX_MACHINES);
      // Without the form, the full list says why there is no add button.
      await form.getByRole('button', { name: x.cancel }).click();
      await expect(page.getByTestId('machines-full')).toHaveText(x.full);
      await expect(page.getByTestId('machine-add')).toHaveCount(0);
    } finally {
      const added = (await listed()).filter((id) => !before.includes(id));
      await Promise.all(
        added.map((id) => page.request.delete(`/api/customer/inspections/${id}`, { headers })),
      );
    }
    // The browser reports the refused POST (409) on its console; nothing else may appear there.
    expect(watch.consoleErrors.filter((e) => !/status of 409/.test(e))).toEqual([]);
  });
}
