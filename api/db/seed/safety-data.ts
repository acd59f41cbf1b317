/**
 * Product safety data (GPSR, Regulation (EU) 2023/988; decision 096): per brand its manufacturer's
 * registered name, postal and electronic address and, for a manufacturer outside the EU, the
 * responsible person in the EU (art. 4 and 16); per product type the warnings and safety
 * information in both languages (art. 19(d)), tied to categories. Products carry none of it: they
 * inherit it from their brand and category, so a grown catalogue (grow-catalogue.ts) has it too.
 *
 * Demo data: addresses as the makers publish them or plausible ones; a retailer replaces them with
 * what is on the product's label and documents.
 */
import type { Tr } from './catalog-data.ts';

/** The EU's 27 member states (ISO 3166-1 alpha-2), as of 2026. */
export const EU_MEMBER_STATES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

/** A party on a label: name, postal address (street, postal code, city, country) and e-mail. */
export type Party = readonly [
  name: string,
  street: string,
  postalCode: string,
  city: string,
  country: string,
  email: string,
];

/** Responsible persons in the EU for manufacturers outside it (importers and EU subsidiaries). */
const reps = {
  sage: [
    'Sage Appliances GmbH',
    'Hanauer Landstraße 291b',
    '60314',
    'Frankfurt am Main',
    'DE',
    'productsafety@sageappliances.eu',
  ],
  jura: [
    'JURA Elektrogeräte Vertriebs-GmbH',
    'Max-Planck-Straße 5',
    '97204',
    'Höchberg',
    'DE',
    'info@de.jura.com',
  ],
  nestle: [
    'Nestlé Nederland B.V.',
    'Stadsplateau 13',
    '3521 AZ',
    'Utrecht',
    'NL',
    'consumentenservice@nl.nestle.com',
  ],
  nespresso: [
    'Nestlé Nespresso Nederland B.V.',
    'Stadsplateau 13',
    '3521 AZ',
    'Utrecht',
    'NL',
    'klantenservice@nespresso.nl',
  ],
  kitchenaid: [
    'Whirlpool EMEA S.p.A. (KitchenAid Europa)',
    'Via Carlo Pisacane 1',
    '20016',
    'Pero (MI)',
    'IT',
    'consumer@kitchenaid.eu',
  ],
  spectrum: [
    'Spectrum Brands (Deutschland) GmbH',
    'Hauptstraße 4',
    '42289',
    'Wuppertal',
    'DE',
    'service@russellhobbs.de',
  ],
  dualit: ['Dualit Europe B.V.', 'Kanaaldijk 9', '5683 CR', 'Best', 'NL', 'service@dualit.eu'],
  kenwood: ["De'Longhi Benelux S.A.", 'Rue de l’Industrie 3', '8399', 'Windhof', 'LU', 'service@kenwood.eu'],
  wilfa: ['Wilfa Sverige AB', 'Kungsgatan 38', '411 19', 'Göteborg', 'SE', 'kundservice@wilfa.se'],
  fellow: [
    'Fellow Products Europe B.V.',
    'Keizersgracht 520',
    '1017 EK',
    'Amsterdam',
    'NL',
    'eu@fellowproducts.com',
  ],
  // An importer that answers for the smaller makers from outside the EU.
  importer: [
    'Barista Supply Europe B.V.',
    'Westerhavenstraat 18',
    '1013 VZ',
    'Amsterdam',
    'NL',
    'gpsr@baristasupply.eu',
  ],
  coffeeparts: [
    'Coffee Tech Import GmbH',
    'Rudolf-Diesel-Straße 12',
    '48157',
    'Münster',
    'DE',
    'gpsr@coffeetech-import.de',
  ],
  japan: [
    'Japan Brew Imports B.V.',
    'Prins Hendrikkade 48',
    '1012 AC',
    'Amsterdam',
    'NL',
    'safety@japanbrew.eu',
  ],
  blend: [
    'Blender Pro Europe GmbH',
    'Theodor-Heuss-Allee 112',
    '60486',
    'Frankfurt am Main',
    'DE',
    'productsafety@blenderpro.eu',
  ],
  urnex: [
    'Urnex Europe Ltd.',
    'Unit 4, Ballycoolin Business Park',
    'D15 E1R2',
    'Dublin',
    'IE',
    'euorders@urnex.com',
  ],
} satisfies Record<string, Party>;

/** A brand's manufacturer: name, street, postal code, city, country, e-mail; the EU rep when outside it. */
export interface ManufacturerDef {
  party: Party;
  /** registered trade name or trade mark as on the product, when not the brand's own name */
  tradeMark?: string;
  rep?: Party;
}

const m = (party: Party, rep?: Party, tradeMark?: string): ManufacturerDef => ({
  party,
  ...(rep ? { rep } : {}),
  ...(tradeMark ? { tradeMark } : {}),
});

/** Every seeded brand's manufacturer (a test checks each brand has one). */
export const manufacturerData: Record<string, ManufacturerDef> = {
  Lelit: m([
    'Lelit S.r.l.',
    'Via Fausto Coppi 1',
    '25046',
    'Cazzago San Martino (BS)',
    'IT',
    'info@lelit.com',
  ]),
  Sage: m(
    [
      'Breville Pty Ltd',
      'Suite 2, 170-180 Bourke Road',
      'NSW 2015',
      'Alexandria',
      'AU',
      'support@sageappliances.com',
    ],
    reps.sage,
  ),
  Rancilio: m([
    'Rancilio Group S.p.A.',
    'Viale della Repubblica 40',
    '20015',
    'Villastanza di Parabiago (MI)',
    'IT',
    'info@rancilio.com',
  ]),
  Gaggia: m(['Gaggia S.p.A.', 'Via Torretta 240', '40041', 'Gaggio Montano (BO)', 'IT', 'info@gaggia.it']),
  Profitec: m([
    'Profitec GmbH',
    'Im Birkengrund 14',
    '63179',
    'Obertshausen',
    'DE',
    'info@profitec-espresso.com',
  ]),
  'Quick Mill': m([
    'Quick Mill S.r.l.',
    'Via Padre Reginaldo Giuliani 30',
    '20853',
    'Biassono (MB)',
    'IT',
    'info@quickmill.it',
  ]),
  ECM: m([
    'ECM Espresso Coffee Machines Manufacture GmbH',
    'Daimlerstraße 14',
    '68753',
    'Waghäusel',
    'DE',
    'info@ecm.de',
  ]),
  Bezzera: m(['Bezzera S.r.l.', 'Via Bergamo 15', '20080', 'Rosate (MI)', 'IT', 'info@bezzera.it']),
  Rocket: m([
    'Rocket Espresso Milano S.r.l.',
    'Via Curiel 10',
    '20060',
    'Liscate (MI)',
    'IT',
    'info@rocket-espresso.com',
  ]),
  'La Marzocco': m([
    'La Marzocco S.r.l.',
    'Via La Torre 14/H',
    '50038',
    'Scarperia e San Piero (FI)',
    'IT',
    'info@lamarzocco.com',
  ]),
  Cafelat: m([
    'Cafelat Ltd.',
    'Mosta Technopark, Triq il-Mosta',
    'MST 3000',
    'Mosta',
    'MT',
    'info@cafelat.com',
  ]),
  'La Pavoni': m([
    'La Pavoni S.p.A.',
    'Via Privata Fratelli Pavoni 2/4',
    '20060',
    'San Giuliano Milanese (MI)',
    'IT',
    'info@lapavoni.com',
  ]),
  Flair: m(
    ['Flair Espresso LLC', '17692 Fitch', 'CA 92614', 'Irvine', 'US', 'support@flairespresso.com'],
    reps.importer,
  ),
  Jura: m(
    ['JURA Elektroapparate AG', 'Kaffeeweltstrasse 10', '4626', 'Niederbuchsiten', 'CH', 'info@jura.com'],
    reps.jura,
  ),
  "De'Longhi": m([
    "De'Longhi Appliances S.r.l.",
    'Via Lodovico Seitz 47',
    '31100',
    'Treviso (TV)',
    'IT',
    'info@delonghi.com',
  ]),
  Philips: m([
    'Philips Consumer Lifestyle B.V.',
    'Tussendiepen 4',
    '9206 AD',
    'Drachten',
    'NL',
    'consumentenservice@philips.com',
  ]),
  Miele: m(['Miele & Cie. KG', 'Carl-Miele-Straße 29', '33332', 'Gütersloh', 'DE', 'info@miele.de']),
  Siemens: m(
    ['BSH Hausgeräte GmbH', 'Carl-Wery-Straße 34', '81739', 'München', 'DE', 'info@bshg.com'],
    undefined,
    'Siemens',
  ),
  Melitta: m([
    'Melitta Europa GmbH & Co. KG',
    'Ringstraße 99',
    '32427',
    'Minden',
    'DE',
    'service@melitta.de',
  ]),
  Sanremo: m([
    'Sanremo Coffee Machines S.r.l.',
    'Via Bortolan 52',
    '31050',
    'Vascon di Carbonera (TV)',
    'IT',
    'info@sanremomachines.com',
  ]),
  'Victoria Arduino': m(
    [
      'Simonelli Group S.p.A.',
      'Via Em. Salvatore Silvestri 3',
      '62020',
      'Belforte del Chienti (MC)',
      'IT',
      'info@simonelligroup.it',
    ],
    undefined,
    'Victoria Arduino',
  ),
  Expobar: m(
    [
      'Crem International Spain S.L.',
      'Carrer de la Ciència 12',
      '46980',
      'Paterna (Valencia)',
      'ES',
      'info@expobar.com',
    ],
    undefined,
    'Expobar',
  ),
  Eureka: m([
    'Eureka S.r.l.',
    'Via Calamandrei 86',
    '50012',
    'Bagno a Ripoli (FI)',
    'IT',
    'info@eureka.co.it',
  ]),
  Mazzer: m([
    'Mazzer Luigi S.p.A.',
    'Via Moglianese 8',
    '30037',
    'Gardigiano di Scorzè (VE)',
    'IT',
    'mazzer@mazzer.com',
  ]),
  Ceado: m(['Ceado S.r.l.', 'Via Fornace 38', '30030', 'Peseggia di Scorzè (VE)', 'IT', 'info@ceado.com']),
  DF64: m(
    [
      'G-IOTA Industrial Co., Ltd.',
      'No. 8 Xingye Road, Nanhai District',
      '528200',
      'Foshan',
      'CN',
      'support@df64.com',
    ],
    reps.coffeeparts,
  ),
  Fiorenzato: m([
    'Fiorenzato M.C. S.r.l.',
    'Via Padova 38',
    '35010',
    'Limena (PD)',
    'IT',
    'info@fiorenzato.it',
  ]),
  Niche: m(
    ['Niche Coffee Ltd.', '22 Harbour Road', 'BN1 1AA', 'Brighton', 'GB', 'support@nichecoffee.co.uk'],
    reps.importer,
  ),
  Baratza: m(
    ['Baratza LLC', '1401 Elliott Avenue West', 'WA 98119', 'Seattle', 'US', 'support@baratza.com'],
    reps.sage,
  ),
  Macap: m(['Macap S.r.l.', 'Via Pitagora 5', '20016', 'Pero (MI)', 'IT', 'info@macap.it']),
  Fellow: m(
    [
      'Fellow Industries Inc.',
      '1900 Alameda de las Pulgas',
      'CA 94403',
      'San Mateo',
      'US',
      'hello@fellowproducts.com',
    ],
    reps.fellow,
  ),
  Moccamaster: m(
    ['Technivorm B.V.', 'Industrieweg 4', '7903 AJ', 'Hoogeveen', 'NL', 'info@moccamaster.nl'],
    undefined,
    'Moccamaster',
  ),
  Wilfa: m(['Wilfa AS', 'Industriveien 7', '1481', 'Hagan', 'NO', 'post@wilfa.no'], reps.wilfa),
  Bodum: m(['Bodum A/S', 'Kystvejen 29', '8000', 'Aarhus C', 'DK', 'customerservice@bodum.com']),
  Comandante: m([
    'Comandante Grinder GmbH',
    'Heinrich-Hertz-Straße 8',
    '59423',
    'Unna',
    'DE',
    'info@comandantegrinder.com',
  ]),
  Hario: m(
    ['Hario Co., Ltd.', '3-2-3 Nihonbashi-Tomizawacho, Chuo-ku', '103-0006', 'Tokyo', 'JP', 'info@hario.jp'],
    reps.japan,
  ),
  '1Zpresso': m(
    [
      '1Zpresso Co., Ltd.',
      'No. 27, Lane 168, Xingshan Road, Neihu District',
      '114',
      'Taipei',
      'TW',
      'service@1zpresso.coffee',
    ],
    reps.coffeeparts,
  ),
  Timemore: m(
    [
      'Shanghai Taimo Technology Co., Ltd.',
      'No. 1888 Xinjinqiao Road, Pudong',
      '201206',
      'Shanghai',
      'CN',
      'support@timemore.com',
    ],
    reps.coffeeparts,
  ),
  Kinu: m(['Kinu Grinders GmbH', 'Römerstraße 7', '71296', 'Heimsheim', 'DE', 'info@kinugrinders.com']),
  Mahlkönig: m(
    [
      'Hemro International AG (Mahlkönig GmbH & Co. KG)',
      'Tilsiter Straße 142',
      '22047',
      'Hamburg',
      'DE',
      'info@mahlkoenig.de',
    ],
    undefined,
    'Mahlkönig',
  ),
  Anfim: m(['Anfim S.r.l.', 'Via Lombardia 7', '20023', 'Cerro Maggiore (MI)', 'IT', 'info@anfim.it']),
  Friedhats: m(['Friedhats B.V.', 'Keienbergweg 26', '1101 GB', 'Amsterdam', 'NL', 'info@friedhats.com']),
  'Caffè Vergnano': m([
    'Caffè Vergnano S.p.A.',
    'Via Bruno Buozzi 10',
    '10023',
    'Chieri (TO)',
    'IT',
    'info@caffevergnano.com',
  ]),
  'Simon Lévelt': m([
    'Simon Lévelt B.V.',
    'Nieuwe Lijnbaan 12',
    '3089 JS',
    'Rotterdam',
    'NL',
    'klantenservice@simonlevelt.nl',
  ]),
  Pellini: m([
    'Pellini Caffè S.p.A.',
    'Via Mazzini 24',
    '37014',
    'Castelnuovo del Garda (VR)',
    'IT',
    'info@pellinicaffe.com',
  ]),
  Lavazza: m(['Luigi Lavazza S.p.A.', 'Via Bologna 32', '10152', 'Torino (TO)', 'IT', 'info@lavazza.com']),
  Moyee: m([
    'Moyee Coffee B.V.',
    'Jan van Galenstraat 335',
    '1061 AZ',
    'Amsterdam',
    'NL',
    'hello@moyeecoffee.com',
  ]),
  Segafredo: m([
    'Segafredo Zanetti S.p.A.',
    'Via Puglie 2',
    '40050',
    'Castel Maggiore (BO)',
    'IT',
    'info@segafredo.it',
  ]),
  Kimbo: m(
    ['Café do Brasil S.p.A.', 'Via Appia Km 22,800', '80025', 'Melito di Napoli (NA)', 'IT', 'info@kimbo.it'],
    undefined,
    'Kimbo',
  ),
  Dallmayr: m([
    'Alois Dallmayr Kaffee oHG',
    'Dienerstraße 14-15',
    '80331',
    'München',
    'DE',
    'info@dallmayr.de',
  ]),
  Peeze: m(['Peeze B.V.', 'Westervoortsedijk 73', '6827 AV', 'Arnhem', 'NL', 'info@peeze.nl']),
  // Dolce Gusto capsules, the system's own and Starbucks' for it, are Nestlé's.
  'Nescafé Dolce Gusto': m(
    ['Société des Produits Nestlé S.A.', 'Avenue Nestlé 55', '1800', 'Vevey', 'CH', 'info@dolce-gusto.com'],
    reps.nestle,
    'NESCAFÉ Dolce Gusto',
  ),
  Starbucks: m(
    ['Société des Produits Nestlé S.A.', 'Avenue Nestlé 55', '1800', 'Vevey', 'CH', 'info@dolce-gusto.com'],
    reps.nestle,
    'Starbucks',
  ),
  'Dritan Alsela': m([
    'Dritan Alsela Coffee B.V.',
    'Wolvenstraat 17',
    '1016 EM',
    'Amsterdam',
    'NL',
    'info@dritanalsela.com',
  ]),
  Illy: m(
    ['illycaffè S.p.A.', 'Via Flavia 110', '34147', 'Trieste (TS)', 'IT', 'info@illy.com'],
    undefined,
    'illy',
  ),
  'Manhattan Coffee Roasters': m([
    'Manhattan Coffee B.V.',
    'Van Vollenhovenstraat 13',
    '3016 BE',
    'Rotterdam',
    'NL',
    'info@manhattancoffeeroasters.com',
  ]),
  'White Label Coffee': m([
    'White Label Coffee B.V.',
    'Jan Evertsenstraat 136',
    '1056 EK',
    'Amsterdam',
    'NL',
    'info@whitelabelcoffee.nl',
  ]),
  Bocca: m(['Bocca Coffee B.V.', 'Kerkstraat 96', '1017 GP', 'Amsterdam', 'NL', 'info@bocca.nl']),
  Kalita: m(
    ['Kalita Co., Ltd.', '1-19-6 Ebisu-Nishi, Shibuya-ku', '150-0021', 'Tokyo', 'JP', 'info@kalita.co.jp'],
    reps.japan,
  ),
  AeroPress: m(
    ['AeroPress, Inc.', '1 Industrial Way', 'CA 94002', 'Belmont', 'US', 'support@aeropress.com'],
    reps.importer,
  ),
  Origami: m(
    ['Origami Inc.', '2-1 Tsurumachi, Toki-shi', '509-5142', 'Gifu', 'JP', 'info@origami-cup.jp'],
    reps.japan,
  ),
  Chemex: m(
    ['Chemex Corporation', '6 Wiley Street', 'MA 01201', 'Pittsfield', 'US', 'info@chemexcoffeemaker.com'],
    reps.importer,
  ),
  Toddy: m(
    ['Toddy, LLC', '1206 Kent Avenue', 'CO 80526', 'Fort Collins', 'US', 'info@toddycafe.com'],
    reps.importer,
  ),
  Bruer: m(
    ['Bruer Inc.', '3030 Grand Avenue', 'WA 98201', 'Everett', 'US', 'hello@bruer.com'],
    reps.importer,
  ),
  Brewista: m(
    [
      'Brewista Co., Ltd.',
      'No. 16, Ln. 56, Sec. 2, Heping Road',
      '402',
      'Taichung',
      'TW',
      'service@brewista.com',
    ],
    reps.coffeeparts,
  ),
  Smeg: m(['Smeg S.p.A.', 'Via Leonardo da Vinci 4', '42016', 'Guastalla (RE)', 'IT', 'info@smeg.it']),
  'Russell Hobbs': m(
    [
      'Spectrum Brands (UK) Ltd.',
      'Fir Street',
      'M35 0HS',
      'Failsworth, Manchester',
      'GB',
      'service@russellhobbs.com',
    ],
    reps.spectrum,
    'Russell Hobbs',
  ),
  KitchenAid: m(
    [
      'KitchenAid (Whirlpool Corporation)',
      '2000 North M-63',
      'MI 49022',
      'Benton Harbor',
      'US',
      'service@kitchenaid.com',
    ],
    reps.kitchenaid,
    'KitchenAid',
  ),
  Nespresso: m(
    ['Nestlé Nespresso S.A.', 'Avenue de Rhodanie 40', '1007', 'Lausanne', 'CH', 'info@nespresso.com'],
    reps.nespresso,
  ),
  Vitamix: m(
    ['Vita-Mix Corporation', '8615 Usher Road', 'OH 44138', 'Olmsted Township', 'US', 'service@vitamix.com'],
    reps.blend,
  ),
  Blendtec: m(
    ['Blendtec, Inc.', '1206 South 1680 West', 'UT 84058', 'Orem', 'US', 'info@blendtec.com'],
    reps.blend,
  ),
  Kenwood: m(
    ['Kenwood Ltd.', 'New Lane', 'PO9 2NH', 'Havant', 'GB', 'service@kenwoodworld.com'],
    reps.kenwood,
  ),
  Bosch: m(
    ['BSH Hausgeräte GmbH', 'Carl-Wery-Straße 34', '81739', 'München', 'DE', 'info@bshg.com'],
    undefined,
    'Bosch',
  ),
  Dualit: m(['Dualit Ltd.', 'County Oak Way', 'RH11 7ST', 'Crawley', 'GB', 'info@dualit.com'], reps.dualit),
  'Barista Hustle': m(
    [
      'Barista Hustle Pty Ltd',
      '8 Macaulay Road',
      'VIC 3031',
      'Kensington',
      'AU',
      'support@baristahustle.com',
    ],
    reps.importer,
  ),
  Normcore: m(
    [
      'Normcore Coffee Ltd.',
      'Unit 1203, 12/F, Kwai Cheong Road 8',
      '',
      'Kwai Chung, Hong Kong',
      'HK',
      'support@normcorewares.com',
    ],
    reps.importer,
  ),
  Rhinowares: m(
    [
      'Rhinowares (Espresso Mechanics Pty Ltd)',
      '21 Bearing Road',
      'NSW 2148',
      'Seven Hills',
      'AU',
      'info@rhinowares.com',
    ],
    reps.importer,
    'Rhinowares',
  ),
  Motta: m(['Motta S.r.l.', 'Via Giacomo Leopardi 48', '28887', 'Omegna (VB)', 'IT', 'info@motta.it']),
  Pullman: m(
    [
      'Pullman Espresso Accessories Pty Ltd',
      '3/7 Abbott Road',
      'NSW 2148',
      'Seven Hills',
      'AU',
      'info@pullman-espresso.com',
    ],
    reps.importer,
  ),
  Asso: m(
    [
      'Asso Coffee Ltd.',
      '3F, No. 45 Lane 12, Xinsheng Road',
      '251',
      'New Taipei',
      'TW',
      'service@assocoffee.com',
    ],
    reps.coffeeparts,
  ),
  'Barista & Co': m(
    [
      'Barista & Co Ltd.',
      'Unit 5, Waterside Business Park',
      'SK13 7SA',
      'Glossop',
      'GB',
      'hello@baristaandco.com',
    ],
    reps.importer,
  ),
  'Joe Frex': m(['Joe Frex GmbH', 'Gewerbestraße 18', '41836', 'Hückelhoven', 'DE', 'info@joefrex.com']),
  Acaia: m(
    [
      'Acaia Corporation',
      '9F, No. 148, Sec. 4, Zhongxiao East Road',
      '106',
      'Taipei',
      'TW',
      'support@acaia.co',
    ],
    reps.coffeeparts,
  ),
  Felicita: m(
    [
      'Shenzhen Felicita Technology Co., Ltd.',
      'Building 3, Nanshan Science Park',
      '518057',
      'Shenzhen',
      'CN',
      'support@felicitacoffee.com',
    ],
    reps.coffeeparts,
  ),
  Kinto: m(
    ['Kinto Co., Ltd.', '1-25-2 Shimizu-cho, Hikone-shi', '522-0063', 'Shiga', 'JP', 'info@kinto.co.jp'],
    reps.japan,
  ),
  Ancap: m(['Ancap S.p.A.', 'Via Cristoforo Colombo 12', '37045', 'Legnago (VR)', 'IT', 'info@ancap.it']),
  Loveramics: m(
    ['Loveramics Ltd.', '5/F, 8 Fui Yiu Kok Street, Tsuen Wan', '', 'Hong Kong', 'HK', 'info@loveramics.com'],
    reps.importer,
  ),
  Acme: m(
    ['Acme & Co. Ltd.', '20 Mahuhu Crescent', '1010', 'Auckland', 'NZ', 'hello@acmeandco.co.nz'],
    reps.importer,
  ),
  Dreamfarm: m(
    ['Dreamfarm Pty Ltd', '10 Brisbane Street', 'QLD 4151', 'Coorparoo', 'AU', 'support@dreamfarm.com'],
    reps.importer,
  ),
  'Puly Caff': m(
    ['Asachimici S.r.l.', 'Via Lazio 3', '20090', 'Cesano Boscone (MI)', 'IT', 'info@pulycaff.com'],
    undefined,
    'Puly Caff',
  ),
  Cafetto: m(
    ['Cafetto Pty Ltd', '11 Bonville Street', 'WA 6090', 'Malaga', 'AU', 'info@cafetto.com'],
    reps.importer,
  ),
  Urnex: m(
    ['Urnex Brands, LLC', '700 Executive Boulevard', 'NY 10523', 'Elmsford', 'US', 'info@urnex.com'],
    reps.urnex,
  ),
  Pallo: m(
    ['Pallo Coffee Tools (Pallo LLC)', '2200 North Lamar', 'TX 75202', 'Dallas', 'US', 'info@pallo.com'],
    reps.importer,
    'Pallo',
  ),
  BWT: m(
    ['BWT water+more GmbH', 'Walter-Simmer-Straße 4', '5310', 'Mondsee', 'AT', 'office@water-and-more.com'],
    undefined,
    'BWT',
  ),
  Brita: m(
    ['BRITA SE', 'Heinrich-Hertz-Straße 4', '65232', 'Taunusstein', 'DE', 'info@brita.net'],
    undefined,
    'BRITA',
  ),
  Everpure: m(
    ['Pentair Water Belgium BV', 'Toekomstlaan 30', '2200', 'Herentals', 'BE', 'everpure.emea@pentair.com'],
    undefined,
    'Everpure',
  ),
  IMS: m(
    [
      'I.M.S. Industria Meccanica Sant’Anna S.r.l.',
      'Via San Pietro 12',
      '21040',
      'Cislago (VA)',
      'IT',
      'info@imscompetition.it',
    ],
    undefined,
    'IMS',
  ),
  VST: m(['VST Inc.', '2370 Skyway Drive', 'CA 95482', 'Ukiah', 'US', 'info@vstapps.com'], reps.importer),
};

/** A product type's warnings and safety information (art. 19(d)), [Dutch, English] per line. */
export interface SafetyTypeDef {
  key: string;
  title: Tr;
  /** what identifies one unit: a serial number on the rating plate, or a batch number on the pack */
  identifier: 'serial' | 'batch';
  warnings: Tr[];
}

const mains: Tr = [
  'Alleen aansluiten op een geaard stopcontact van 220–240 V; nooit met een beschadigd snoer of een beschadigde stekker gebruiken.',
  'Connect only to an earthed 220–240 V socket; never use with a damaged cord or plug.',
];
const unplug: Tr = [
  'Trek de stekker uit het stopcontact voor het schoonmaken, onderhoud of als het apparaat onbeheerd blijft; dompel het nooit onder in water.',
  'Unplug before cleaning, maintenance or when left unattended; never immerse the appliance in water.',
];
const children: Tr = [
  'Niet geschikt voor gebruik door kinderen; houd het apparaat en het snoer buiten hun bereik.',
  'Not to be used by children; keep the appliance and its cord out of their reach.',
];
const hotSurfaces: Tr = [
  'Hete oppervlakken: de zetgroep, filterhouder en behuizing worden heet tijdens en na gebruik.',
  'Hot surfaces: the group head, portafilter and housing become hot during and after use.',
];
const steam: Tr = [
  'Stoom en heet water kunnen brandwonden veroorzaken: richt het stoompijpje nooit op personen en verwijder de filterhouder niet tijdens het zetten.',
  'Steam and hot water can scald: never point the steam wand at anyone and do not remove the portafilter while brewing.',
];
const manual: Tr = [
  'Lees vóór het eerste gebruik de handleiding en bewaar die; volg de ontkalkings- en onderhoudsinstructies.',
  'Read the instructions before first use and keep them; follow the descaling and maintenance instructions.',
];
const hotWater: Tr = [
  'Heet water en hete dranken kunnen brandwonden veroorzaken; giet voorzichtig en houd kinderen op afstand.',
  'Hot water and hot drinks can scald; pour carefully and keep children at a distance.',
];
const blades: Tr = [
  'Scherpe maalschijven/messen: steek nooit vingers of voorwerpen in de bonenbak of uitloop terwijl het apparaat op het stopcontact is aangesloten.',
  'Sharp burrs or blades: never put fingers or objects into the hopper or spout while the appliance is plugged in.',
];
const food: Tr = [
  'Levensmiddel: koel, droog en donker bewaren; na opening luchtdicht afsluiten. Bevat cafeïne, niet aanbevolen voor kinderen en zwangere vrouwen.',
  'Food: store cool, dry and dark; close airtight after opening. Contains caffeine, not recommended for children and pregnant women.',
];
const smallParts: Tr = [
  'Bevat kleine onderdelen: buiten bereik van jonge kinderen houden (verstikkingsgevaar).',
  'Contains small parts: keep away from young children (choking hazard).',
];
const glass: Tr = [
  'Glas of keramiek kan breken door een plotseling temperatuurverschil of een stoot; niet op een open vuur of kookplaat zetten.',
  'Glass or ceramic can break from a sudden change of temperature or a knock; do not place on an open flame or hob.',
];
const fitting: Tr = [
  'Laat het onderdeel plaatsen door een vakkundig persoon, met de machine uitgeschakeld, drukloos, afgekoeld en de stekker uit het stopcontact.',
  'Have the part fitted by a competent person, with the machine switched off, depressurised, cooled down and unplugged.',
];

/** The product types; `categories` names the category uris (Dutch) they apply to, subtree included. */
export const safetyTypeData: (SafetyTypeDef & { categories: string[] })[] = [
  {
    key: 'espresso_machine',
    title: [
      'Espressomachine (elektrisch, met boiler onder druk)',
      'Espresso machine (electric, pressurised boiler)',
    ],
    identifier: 'serial',
    warnings: [hotSurfaces, steam, mains, unplug, children, manual],
    categories: ['/espressomachines'],
  },
  {
    key: 'lever_machine',
    title: ['Hendelespressomachine', 'Lever espresso machine'],
    identifier: 'serial',
    warnings: [
      hotSurfaces,
      [
        'Water onder druk: laat de druk af en het apparaat afkoelen voordat u de zetgroep opent.',
        'Water under pressure: release the pressure and let the machine cool before opening the brew chamber.',
      ],
      steam,
      [
        'Elektrische modellen: alleen op een geaard stopcontact aansluiten en de stekker uittrekken voor het schoonmaken.',
        'Electric models: connect only to an earthed socket and unplug before cleaning.',
      ],
      children,
      manual,
    ],
    categories: ['/espressomachines/hendelmachines'],
  },
  {
    key: 'bean_to_cup',
    title: ['Volautomatische koffiemachine', 'Bean-to-cup coffee machine'],
    identifier: 'serial',
    warnings: [
      [
        'Hete dranken, heet water en stoom uit de uitloop en het melksysteem kunnen brandwonden veroorzaken.',
        'Hot drinks, hot water and steam from the spout and milk system can scald.',
      ],
      [
        'Het maalwerk draait met scherpe delen: steek nooit uw hand in het bonenreservoir.',
        'The grinder has sharp moving parts: never put your hand into the bean container.',
      ],
      mains,
      unplug,
      children,
      manual,
    ],
    categories: ['/espressomachines/volautomaten'],
  },
  {
    key: 'electric_grinder',
    title: ['Elektrische koffiemolen', 'Electric coffee grinder'],
    identifier: 'serial',
    warnings: [blades, mains, unplug, children, manual],
    categories: ['/koffiemolens'],
  },
  {
    key: 'hand_grinder',
    title: ['Handkoffiemolen', 'Hand coffee grinder'],
    identifier: 'batch',
    warnings: [
      [
        'Scherpe maalschijven: maal nooit met de vingers bij de maalschijven en reinig ze met het meegeleverde borsteltje.',
        'Sharp burrs: keep fingers away from the burrs and clean them with the brush supplied.',
      ],
      smallParts,
    ],
    categories: ['/koffiemolens/handmolens'],
  },
  {
    key: 'coffee',
    title: ['Koffie (levensmiddel)', 'Coffee (food)'],
    identifier: 'batch',
    warnings: [
      food,
      [
        'Ten minste houdbaar tot en partijnummer: zie de verpakking.',
        'Best before date and batch number: see the pack.',
      ],
    ],
    categories: ['/koffie'],
  },
  {
    key: 'coffee_capsule',
    title: ['Koffiecapsules (levensmiddel)', 'Coffee capsules (food)'],
    identifier: 'batch',
    warnings: [
      food,
      [
        'Een gebruikte capsule is heet: laat haar afkoelen voordat u haar uitneemt. Alleen gebruiken in een passende machine.',
        'A used capsule is hot: let it cool before taking it out. Use only in a compatible machine.',
      ],
    ],
    categories: ['/koffie/capsules'],
  },
  {
    key: 'brewer',
    title: ['Elektrisch koffiezetapparaat', 'Electric coffee brewer'],
    identifier: 'serial',
    warnings: [
      [
        'Hete oppervlakken: de warmhoudplaat en de kan worden heet; raak ze niet aan tijdens en kort na gebruik.',
        'Hot surfaces: the hot plate and jug become hot; do not touch them during and shortly after use.',
      ],
      hotWater,
      mains,
      unplug,
      children,
      manual,
    ],
    categories: ['/filterkoffie/filterkoffiezetapparaten'],
  },
  {
    key: 'manual_brewer',
    title: ['Handfilter en zetter', 'Manual brewer'],
    identifier: 'batch',
    warnings: [hotWater, glass],
    categories: ['/filterkoffie/handfilters/drippers', '/filterkoffie/cold-brew'],
  },
  {
    key: 'filter_paper',
    title: ['Koffiefilterpapier', 'Coffee filter paper'],
    identifier: 'batch',
    warnings: [
      [
        'Droog bewaren, uit de buurt van vuur. Alleen voor het filteren van koffie en thee.',
        'Store dry, away from fire. Only for filtering coffee and tea.',
      ],
    ],
    categories: ['/filterkoffie/handfilters/filterpapier'],
  },
  {
    key: 'kettle',
    title: ['Elektrische waterkoker', 'Electric kettle'],
    identifier: 'serial',
    warnings: [
      [
        'Kokend water en stoom: open het deksel niet tijdens het koken en vul niet boven de MAX-markering.',
        'Boiling water and steam: do not open the lid while boiling and do not fill above the MAX mark.',
      ],
      [
        'Gebruik de waterkoker alleen met de bijgeleverde voet; de voet niet nat laten worden.',
        'Use the kettle only with the base supplied; do not let the base get wet.',
      ],
      mains,
      unplug,
      children,
    ],
    categories: ['/keukenapparatuur/waterkokers'],
  },
  {
    key: 'milk_frother',
    title: ['Elektrische melkopschuimer', 'Electric milk frother'],
    identifier: 'serial',
    warnings: [
      [
        'Hete melk en een heet kannetje: vul niet boven de MAX-markering en raak de binnenkant niet aan na gebruik.',
        'Hot milk and a hot jug: do not fill above the MAX mark and do not touch the inside after use.',
      ],
      mains,
      unplug,
      children,
    ],
    categories: ['/keukenapparatuur/melkopschuimers'],
  },
  {
    key: 'blender',
    title: ['Blender en keukenmachine', 'Blender and food processor'],
    identifier: 'serial',
    warnings: [
      [
        'Zeer scherpe messen: voorzichtig bij het vullen, legen en schoonmaken; nooit in de kan grijpen als het apparaat op het stopcontact is aangesloten.',
        'Very sharp blades: take care when filling, emptying and cleaning; never reach into the jar while the appliance is plugged in.',
      ],
      [
        'Hete vloeistoffen kunnen eruit spuiten: niet boven de MAX-markering vullen en met het deksel erop beginnen op de laagste stand.',
        'Hot liquids can spurt out: do not fill above the MAX mark and start on the lowest speed with the lid on.',
      ],
      mains,
      unplug,
      children,
      manual,
    ],
    categories: ['/keukenapparatuur/blenders', '/keukenapparatuur/keukenmachines'],
  },
  {
    key: 'toaster',
    title: ['Elektrische broodrooster', 'Electric toaster'],
    identifier: 'serial',
    warnings: [
      [
        'Brandgevaar: brood kan branden; niet onder of bij gordijnen of kastjes gebruiken en niet onbeheerd laten.',
        'Fire hazard: bread can burn; do not use under or near curtains or cupboards and do not leave unattended.',
      ],
      [
        'Hete oppervlakken; haal vastgelopen brood er nooit uit met een metalen voorwerp.',
        'Hot surfaces; never remove stuck bread with a metal object.',
      ],
      mains,
      unplug,
      children,
    ],
    categories: ['/keukenapparatuur/broodroosters'],
  },
  {
    key: 'barista_tool',
    title: ['Baristagereedschap', 'Barista tool'],
    identifier: 'batch',
    warnings: [
      [
        'Verdeeltools hebben dunne, scherpe naalden: na gebruik afdekken en buiten bereik van kinderen bewaren.',
        'Distribution tools have thin, sharp needles: cover after use and keep out of the reach of children.',
      ],
      smallParts,
    ],
    categories: ['/accessoires/tampers', '/accessoires/klopbakken', '/accessoires/reiniging/borstels'],
  },
  {
    key: 'milk_jug',
    title: ['Melkkan en servies', 'Milk jug and tableware'],
    identifier: 'batch',
    warnings: [
      [
        'Wordt heet met hete melk of dranken: vasthouden aan het handvat.',
        'Becomes hot with hot milk or drinks: hold it by the handle.',
      ],
      glass,
    ],
    categories: ['/accessoires/melkkannen', '/accessoires/kopjes-en-glazen'],
  },
  {
    key: 'scale',
    title: ['Digitale koffieweegschaal', 'Digital coffee scale'],
    identifier: 'serial',
    warnings: [
      [
        'Bevat een batterij of accu: niet inslikken, buiten bereik van kinderen houden en alleen laden met een geschikte USB-lader.',
        'Contains a battery: do not swallow, keep out of the reach of children and charge only with a suitable USB charger.',
      ],
      [
        'Niet onderdompelen in water; niet op hete oppervlakken plaatsen.',
        'Do not immerse in water; do not place on hot surfaces.',
      ],
    ],
    categories: ['/accessoires/weegschalen'],
  },
  {
    key: 'descaler',
    title: ['Ontkalker (mengsel, CLP-etiket)', 'Descaler (mixture, CLP label)'],
    identifier: 'batch',
    warnings: [
      ['Signaalwoord: Waarschuwing.', 'Signal word: Warning.'],
      ['H319: Veroorzaakt ernstige oogirritatie.', 'H319: Causes serious eye irritation.'],
      ['P102: Buiten het bereik van kinderen houden.', 'P102: Keep out of reach of children.'],
      [
        'P280: Oogbescherming en beschermende handschoenen dragen.',
        'P280: Wear eye protection and protective gloves.',
      ],
      [
        'P305+P351+P338: BIJ CONTACT MET DE OGEN: voorzichtig afspoelen met water gedurende een aantal minuten; contactlenzen verwijderen, indien mogelijk. Blijven spoelen.',
        'P305+P351+P338: IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.',
      ],
      [
        'Niet mengen met andere reinigingsmiddelen; na het ontkalken de machine grondig naspoelen.',
        'Do not mix with other cleaning products; rinse the machine thoroughly after descaling.',
      ],
    ],
    categories: ['/accessoires/reiniging/ontkalkers'],
  },
  {
    key: 'cleaning_tablets',
    title: ['Reinigingsmiddel (mengsel, CLP-etiket)', 'Cleaning agent (mixture, CLP label)'],
    identifier: 'batch',
    warnings: [
      ['Signaalwoord: Waarschuwing.', 'Signal word: Warning.'],
      ['H315: Veroorzaakt huidirritatie.', 'H315: Causes skin irritation.'],
      ['H319: Veroorzaakt ernstige oogirritatie.', 'H319: Causes serious eye irritation.'],
      ['P102: Buiten het bereik van kinderen houden.', 'P102: Keep out of reach of children.'],
      [
        'P302+P352: BIJ CONTACT MET DE HUID: met veel water wassen.',
        'P302+P352: IF ON SKIN: Wash with plenty of water.',
      ],
      [
        'P305+P351+P338: BIJ CONTACT MET DE OGEN: voorzichtig afspoelen met water gedurende een aantal minuten; contactlenzen verwijderen, indien mogelijk. Blijven spoelen.',
        'P305+P351+P338: IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.',
      ],
    ],
    categories: ['/accessoires/reiniging/reinigingstabletten'],
  },
  {
    key: 'water_filter',
    title: ['Waterfilter', 'Water filter'],
    identifier: 'batch',
    warnings: [
      [
        'Alleen voor drinkwater van goede kwaliteit; vervang het filter na de aangegeven periode of hoeveelheid.',
        'For drinking water of good quality only; replace the filter after the stated period or volume.',
      ],
      [
        'Spoel een nieuw filter vóór gebruik door volgens de handleiding.',
        'Flush a new filter before use as the instructions describe.',
      ],
    ],
    categories: ['/accessoires/waterfilters'],
  },
  {
    key: 'spare_part',
    title: ['Vervangingsonderdeel voor espressomachines', 'Spare part for espresso machines'],
    identifier: 'batch',
    warnings: [fitting, hotSurfaces, smallParts],
    categories: ['/onderdelen-en-accessoires'],
  },
];

const NL = 1;
const EN = 4;

/** The rows of the safety tables for the seeded brands and categories; throws on a gap. */
export function buildSafetyRows(catalogue: {
  brands: { id?: number; name: string }[];
  categoryTranslations: { categoryId: number; languageId: number; uri: string }[];
}) {
  const manufacturers = catalogue.brands.map((brand) => {
    const def = manufacturerData[brand.name];
    if (!def) throw new Error(`no manufacturer for brand ${brand.name}`);
    const [name, street, postalCode, city, country, email] = def.party;
    const inEu = EU_MEMBER_STATES.includes(country);
    if (!inEu && !def.rep) throw new Error(`brand ${brand.name}: no responsible person in the EU`);
    const rep = inEu ? undefined : def.rep;
    return {
      brandId: brand.id!,
      name,
      tradeMark: def.tradeMark ?? brand.name,
      street,
      postalCode,
      city,
      country,
      email,
      establishedInEu: inEu,
      repName: rep?.[0] ?? null,
      repStreet: rep?.[1] ?? null,
      repPostalCode: rep?.[2] ?? null,
      repCity: rep?.[3] ?? null,
      repCountry: rep?.[4] ?? null,
      repEmail: rep?.[5] ?? null,
    };
  });
  const categoryOfUri = new Map(
    catalogue.categoryTranslations.filter((t) => t.languageId === NL).map((t) => [t.uri, t.categoryId]),
  );
  const types = safetyTypeData.map((def, i) => ({ id: i + 1, key: def.key, identifier: def.identifier }));
  const translations = safetyTypeData.flatMap((def, i) =>
    [NL, EN].map((languageId, l) => ({
      safetyTypeId: i + 1,
      languageId,
      title: def.title[l]!,
      warnings: def.warnings.map((w) => w[l]!),
    })),
  );
  const categoryTypes = safetyTypeData.flatMap((def, i) =>
    def.categories.map((uri) => {
      const categoryId = categoryOfUri.get(uri);
      if (categoryId === undefined) throw new Error(`safety type ${def.key}: no category ${uri}`);
      return { categoryId, safetyTypeId: i + 1 };
    }),
  );
  return { manufacturers, types, translations, categoryTypes };
}
