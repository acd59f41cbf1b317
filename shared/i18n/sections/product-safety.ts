/**
 * The product page's "Productveiligheid" section (GPSR art. 19; decision 096). Not in a dictionary:
 * the section is an island (client/routes/product/product-safety.tsx) that imports these texts into
 * its own chunk, so they cost the product page's first load nothing. The values (manufacturer,
 * responsible person, warnings) come from the API in the visitor's language.
 */
export const nl = {
  title: 'Productveiligheid',
  manufacturer: 'Fabrikant',
  trade_mark: 'Merk',
  email: 'E-mail',
  eu_responsible: 'Verantwoordelijke persoon in de EU',
  eu_responsible_note:
    'De fabrikant is buiten de Europese Unie gevestigd. Deze marktdeelnemer is in de EU verantwoordelijk voor de veiligheid van het product.',
  identification: 'Productidentificatie',
  type: 'Type',
  model: 'Model',
  sku: 'Artikelnummer',
  unit: 'Serie- of partijnummer',
  serial: 'Serienummer: op het typeplaatje van het apparaat',
  batch: 'Partijnummer: op de verpakking',
  warnings: 'Waarschuwingen en veiligheidsinformatie',
  missing:
    'De veiligheidsgegevens van dit product zijn nog niet compleet. Vraag ze op bij onze klantenservice; wij sturen ze u voordat u bestelt.',
};

export const en: typeof nl = {
  title: 'Product safety',
  manufacturer: 'Manufacturer',
  trade_mark: 'Trade mark',
  email: 'Email',
  eu_responsible: 'Responsible person in the EU',
  eu_responsible_note:
    'The manufacturer is established outside the European Union. This economic operator is responsible in the EU for the product’s safety.',
  identification: 'Product identification',
  type: 'Type',
  model: 'Model',
  sku: 'Article number',
  unit: 'Serial or batch number',
  serial: 'Serial number: on the appliance’s rating plate',
  batch: 'Batch number: on the packaging',
  warnings: 'Warnings and safety information',
  missing:
    'This product’s safety information is not complete yet. Ask our customer service for it; we send it to you before you order.',
};
