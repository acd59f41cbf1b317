/**
 * The shop's shipping promises, worded from the shipping data per country (decision 096): the API
 * fills them in (shop info for the slogan bar and product page, content pages' `{{shipping.…}}`
 * placeholders, the order mail) through shared/shipping-promise.ts. Not in a dictionary: no page
 * carries them in its first load. "Morgen in huis" only where the data says next day.
 */
export const nl = {
  next_day: 'Op werkdagen voor {{cutoff}} besteld, morgen in huis',
  days: 'Op werkdagen voor {{cutoff}} besteld, binnen {{min}} werkdagen in huis',
  days_range: 'Op werkdagen voor {{cutoff}} besteld, binnen {{min}}–{{max}} werkdagen in huis',
  pickup_next_day: 'Op werkdagen voor {{cutoff}} besteld, morgen af te halen',
  pickup_days: 'Op werkdagen voor {{cutoff}} besteld, binnen {{min}}–{{max}} werkdagen af te halen',
  free_from: 'Gratis verzending vanaf {{amount}} in {{country}}',
  never_free: 'Verzending naar {{country}}: {{cost}}',
  cost_line: '{{country}}: {{cost}}, gratis vanaf {{amount}}',
  cost_line_never_free: '{{country}}: {{cost}}',
  free: 'gratis',
  none: '–',
  country: 'Land',
  method: 'Verzendwijze',
  pickup: 'Afhaalpunt',
  cost: 'Verzendkosten',
  free_from_head: 'Gratis vanaf',
  delivery: 'Levertijd',
  and: 'en',
  day_tomorrow: 'Morgen, {{day}}, in huis',
  day: '{{day}} in huis',
  day_range: 'Tussen {{from}} en {{to}} in huis',
  day_pickup_tomorrow: 'Morgen, {{day}}, af te halen',
  day_pickup: '{{day}} af te halen',
  day_pickup_range: 'Tussen {{from}} en {{to}} af te halen',
};

export const en: typeof nl = {
  next_day: 'Ordered on a working day before {{cutoff}}, delivered tomorrow',
  days: 'Ordered on a working day before {{cutoff}}, delivered within {{min}} working days',
  days_range: 'Ordered on a working day before {{cutoff}}, delivered within {{min}}–{{max}} working days',
  pickup_next_day: 'Ordered on a working day before {{cutoff}}, ready for collection tomorrow',
  pickup_days:
    'Ordered on a working day before {{cutoff}}, ready for collection within {{min}}–{{max}} working days',
  free_from: 'Free shipping from {{amount}} in {{country}}',
  never_free: 'Shipping to {{country}}: {{cost}}',
  cost_line: '{{country}}: {{cost}}, free from {{amount}}',
  cost_line_never_free: '{{country}}: {{cost}}',
  free: 'free',
  none: '–',
  country: 'Country',
  method: 'Method',
  pickup: 'Pickup point',
  cost: 'Shipping cost',
  free_from_head: 'Free from',
  delivery: 'Delivery time',
  and: 'and',
  day_tomorrow: 'Delivered tomorrow, {{day}}',
  day: 'Delivered {{day}}',
  day_range: 'Delivered between {{from}} and {{to}}',
  day_pickup_tomorrow: 'Ready for collection tomorrow, {{day}}',
  day_pickup: 'Ready for collection {{day}}',
  day_pickup_range: 'Ready for collection between {{from}} and {{to}}',
};
