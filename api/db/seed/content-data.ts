/** Demo content: menus, content pages, recipes, FAQ, countries and shop settings (dealers: dealer-data.ts). */

import { SHOP_NAME } from '../../../shared/brand.ts';
import { paymentMethodIds, paymentMethodName } from '../../../shared/payment-methods.ts';
import type { Tr } from './catalog-data.ts';
import { privacyContent, termsContent } from './legal-texts.ts';

export interface MenuItemDef {
  title: Tr;
  uri: Tr;
  button?: boolean;
  dealerOnly?: boolean;
  unit4Only?: boolean;
  children?: MenuItemDef[];
}

export interface MenuDef {
  handle: string;
  title: Tr;
  items: MenuItemDef[];
}

/** uri values are locale-less paths; category uris are filled in from the catalogue. */
export const menuDefs: MenuDef[] = [
  {
    handle: 'header',
    title: ['Hoofdmenu', 'Main menu'],
    items: [
      { title: ['Espressomachines', 'Espresso machines'], uri: ['/espressomachines', '/espresso-machines'] },
      { title: ['Koffiemolens', 'Coffee grinders'], uri: ['/koffiemolens', '/coffee-grinders'] },
      { title: ['Koffie', 'Coffee'], uri: ['/koffie', '/coffee'] },
      { title: ['Aanbiedingen', 'Deals'], uri: ['/aanbiedingen', '/deals'] },
      { title: ['Recepten', 'Recipes'], uri: ['/recepten', '/recipes'] },
      { title: ['Vind een dealer', 'Find a dealer'], uri: ['/vind-een-dealer', '/find-a-dealer'] },
      {
        title: ['Service', 'Service'],
        uri: ['/service/faq', '/service/faq'],
        children: [
          { title: ['Veelgestelde vragen', 'FAQ'], uri: ['/service/faq', '/service/faq'] },
          { title: ['Verzending', 'Shipping'], uri: ['/verzending', '/shipping'] },
          { title: ['Retourneren', 'Returns'], uri: ['/retourneren', '/returns'] },
          { title: ['Garantie', 'Warranty'], uri: ['/garantie', '/warranty'] },
        ],
      },
      { title: ['Over ons', 'About us'], uri: ['/over-ons', '/about-us'] },
      { title: ['Bestellen', 'Dealer order'], uri: ['/dealer-order', '/dealer-order'], dealerOnly: true },
      {
        title: ['Downloads', 'Downloads'],
        uri: ['/dealer-downloads', '/dealer-downloads'],
        dealerOnly: true,
      },
      { title: ['Offertes', 'Quotes'], uri: ['/dashboard/offertes', '/dashboard/offers'], unit4Only: true },
      { title: ['Contact', 'Contact'], uri: ['/contact', '/contact'], button: true },
    ],
  },
  {
    handle: 'footer',
    title: ['Footer', 'Footer'],
    items: [
      {
        title: ['Klantenservice', 'Customer service'],
        uri: ['', ''],
        children: [
          { title: ['Veelgestelde vragen', 'FAQ'], uri: ['/service/faq', '/service/faq'] },
          { title: ['Contact', 'Contact'], uri: ['/contact', '/contact'] },
          { title: ['Verzending', 'Shipping'], uri: ['/verzending', '/shipping'] },
          { title: ['Retourneren', 'Returns'], uri: ['/retourneren', '/returns'] },
          { title: ['Garantie', 'Warranty'], uri: ['/garantie', '/warranty'] },
        ],
      },
      {
        title: ['Over ons', 'About us'],
        uri: ['', ''],
        children: [
          { title: ['Over ons', 'About us'], uri: ['/over-ons', '/about-us'] },
          { title: ['Vind een dealer', 'Find a dealer'], uri: ['/vind-een-dealer', '/find-a-dealer'] },
          { title: ['Recepten', 'Recipes'], uri: ['/recepten', '/recipes'] },
          { title: ['Aanbiedingen', 'Deals'], uri: ['/aanbiedingen', '/deals'] },
        ],
      },
      {
        title: ['Informatie', 'Information'],
        uri: ['', ''],
        children: [
          {
            title: ['Algemene voorwaarden', 'Terms and conditions'],
            uri: ['/algemene-voorwaarden', '/terms-and-conditions'],
          },
          { title: ['Privacybeleid', 'Privacy policy'], uri: ['/privacy', '/privacy-policy'] },
          {
            title: ['Toegankelijkheid', 'Accessibility'],
            uri: ['/toegankelijkheid', '/accessibility'],
          },
          { title: ['Dealer worden', 'Become a dealer'], uri: ['/contact', '/contact'] },
        ],
      },
    ],
  },
  {
    handle: 'trade',
    title: ['Zakelijk', 'Trade'],
    items: [
      { title: ['Offertes', 'Quotes'], uri: ['/dashboard/offertes', '/dashboard/offers'], unit4Only: true },
      {
        title: ['Keuringen', 'Inspections'],
        uri: ['/dashboard/keuringen', '/dashboard/inspections'],
        unit4Only: true,
      },
      { title: ['Bestellen', 'Dealer order'], uri: ['/dealer-order', '/dealer-order'], dealerOnly: true },
    ],
  },
];

export interface PageDef {
  key: string;
  typeCode: 'content' | 'recipe_category' | 'recipe' | 'faq_category' | 'faq' | 'home';
  title: Tr;
  slug: Tr;
  intro: Tr;
  content: Tr;
  parent?: string;
  image?: boolean;
  colour?: ColourTitle;
  extra?: { key: string; value: string }[];
}

const p = (nl: string, en: string): Tr => [`<p>${nl}</p>`, `<p>${en}</p>`];

export const contentPages: PageDef[] = [
  {
    key: 'about',
    typeCode: 'content',
    title: ['Over ons', 'About us'],
    slug: ['over-ons', 'about-us'],
    intro: [
      'Sinds 1998 de specialist in espresso, koffie en keukenapparatuur.',
      'Specialists in espresso, coffee and kitchen equipment since 1998.',
    ],
    content: [
      '<h2>Ons verhaal</h2><p>Het begon in 1998 met een klein winkeltje aan de Utrechtse grachten, een tweedehands Italiaanse espressomachine en een zak bonen van een branderij om de hoek. Klanten kwamen voor een kop koffie en gingen naar huis met de vraag hoe zij dat zelf konden zetten. Die vraag beantwoorden wij nog steeds, elke dag.</p><h2>Wie wij zijn</h2><p>Wij zijn een familiebedrijf uit Utrecht met een passie voor goede koffie. In onze showroom kunt u meer dan tweehonderd machines en molens naast elkaar uitproberen, met bonen die wij zelf hebben geproefd.</p><h2>Onze werkplaats</h2><p>Onze eigen technische dienst onderhoudt, keurt en repareert alle merken die wij verkopen, ook voor horeca en kantoren. Zo blijft uw machine jaren goede koffie zetten.</p><h2>Langskomen</h2><p>U bent van harte welkom in onze winkel. Parkeren kan in de garage op vijf minuten lopen; vanaf Utrecht Centraal bent u er in een kwartier te voet.</p>',
      '<h2>Our story</h2><p>It started in 1998 with a small shop on the canals of Utrecht, a second-hand Italian espresso machine and a bag of beans from a roaster around the corner. Customers came for a cup of coffee and went home asking how to make it themselves. We still answer that question, every day.</p><h2>Who we are</h2><p>We are a family business from Utrecht with a passion for good coffee. In our showroom you can try more than two hundred machines and grinders side by side, with beans we have tasted ourselves.</p><h2>Our workshop</h2><p>Our own service department maintains, inspects and repairs every brand we sell, for cafés and offices too. So your machine keeps making good coffee for years.</p><h2>Visit us</h2><p>You are very welcome in our shop. You can park in the garage a five-minute walk away; from Utrecht Centraal station it is a fifteen-minute walk.</p>',
    ],
    image: true,
    // The shop's address and map (shop settings, one place; issue 26).
    extra: [
      { key: 'show', value: 'address' },
      { key: 'location', value: '52.0908,5.1222' },
    ],
  },
  {
    key: 'shipping',
    typeCode: 'content',
    title: ['Verzending', 'Shipping'],
    slug: ['verzending', 'shipping'],
    // Every figure and promise from the shipping data the checkout charges by, filled in when the
    // page is read (`{{shipping.…}}`, api/shipping/promises.ts; decision 096).
    intro: [
      '{{shipping.home.free_shipping}}. Wij leveren in {{shipping.countries}}.',
      '{{shipping.home.free_shipping}}. We deliver to {{shipping.countries}}.',
    ],
    content: [
      '<h2>Kosten en levertijd per land</h2>{{shipping.table}}<p>De levertijd geldt voor bestellingen die op een werkdag voor de genoemde tijd zijn geplaatst en betaald. In de checkout ziet u de verzendkosten voor uw adres voordat u betaalt.</p>',
      '<h2>Costs and delivery time per country</h2>{{shipping.table}}<p>Delivery times apply to orders placed and paid on a working day before the time given. The checkout shows the shipping cost for your address before you pay.</p>',
    ],
  },
  {
    key: 'returns',
    typeCode: 'content',
    title: ['Retourneren', 'Returns'],
    slug: ['retourneren', 'returns'],
    intro: ['30 dagen bedenktijd op al onze producten.', 'A 30-day cooling-off period on all our products.'],
    content: p(
      'U kunt producten binnen 30 dagen na ontvangst kosteloos retourneren in de originele verpakking.',
      'You can return products free of charge within 30 days of receipt in their original packaging.',
    ),
  },
  {
    key: 'warranty',
    typeCode: 'content',
    title: ['Garantie', 'Warranty'],
    slug: ['garantie', 'warranty'],
    intro: [
      'Twee jaar garantie, drie jaar op espressomachines.',
      'Two years of warranty, three years on espresso machines.',
    ],
    content: p(
      'Op alle espressomachines geven wij drie jaar garantie op onderdelen en arbeid.',
      'All espresso machines carry a three-year warranty on parts and labour.',
    ),
  },
  {
    key: 'privacy',
    typeCode: 'content',
    title: ['Privacybeleid', 'Privacy policy'],
    slug: ['privacy', 'privacy-policy'],
    intro: [
      'Welke gegevens wij van u verwerken, waarom, met wie wij ze delen, hoe lang wij ze bewaren en wat uw rechten zijn.',
      'Which data we process about you, why, who we share them with, how long we keep them and what your rights are.',
    ],
    // Issue 40 (decision 091): written for this shop's practice; who sells is filled in from the settings.
    content: privacyContent,
    extra: [{ key: 'legal', value: 'privacy' }],
  },
  {
    key: 'terms',
    typeCode: 'content',
    title: ['Algemene voorwaarden', 'Terms and conditions'],
    slug: ['algemene-voorwaarden', 'terms-and-conditions'],
    intro: ['De voorwaarden die gelden voor elke bestelling.', 'The terms that apply to every order.'],
    content: termsContent,
    extra: [{ key: 'legal', value: 'terms' }],
  },
  {
    key: 'contact',
    typeCode: 'content',
    title: ['Contact', 'Contact'],
    slug: ['contact', 'contact'],
    // No hours, address, phone or e-mail in the text: the page shows the shop's settings (the
    // chat's hours; issue 26), a map at `location` and the contact form.
    intro: [
      'Heeft u een vraag over een product, uw bestelling of onderhoud? Wij helpen u graag.',
      'A question about a product, your order or maintenance? We are happy to help.',
    ],
    content: [
      '<p>Bel of mail ons, stuur een bericht met het formulier hieronder of kom langs in onze winkel in Utrecht. Vermeld bij een vraag over een bestelling uw bestelnummer; dan kunnen wij u sneller helpen.</p>',
      '<p>Call or email us, send a message with the form below or visit our shop in Utrecht. For a question about an order, please include your order number so that we can help you sooner.</p>',
    ],
    extra: [
      { key: 'show', value: 'opening_hours' },
      { key: 'show', value: 'address' },
      { key: 'show', value: 'contact_form' },
      { key: 'location', value: '52.0908,5.1222' },
    ],
  },
  {
    // The accessibility statement (European Accessibility Act; issue 40, decision 092). What the
    // shop tests is in tests/e2e/wcag.e2e.ts; the contact details come from the shop's settings
    // (show = address) and a barrier is reported with the contact form.
    key: 'accessibility',
    typeCode: 'content',
    title: ['Toegankelijkheidsverklaring', 'Accessibility statement'],
    slug: ['toegankelijkheid', 'accessibility'],
    intro: [
      'Hoe deze webwinkel toegankelijk is, wat nog niet goed werkt en waar u een drempel meldt.',
      'How this shop is accessible, what does not work well yet, and where to report a barrier.',
    ],
    content: [
      '<h2>Ons doel</h2><p>Iedereen moet bij ons kunnen zoeken, kiezen, bestellen en betalen, ook met een schermlezer, alleen het toetsenbord, vergroting of spraakbesturing. Deze webwinkel valt onder de Europese toegankelijkheidsrichtlijn (European Accessibility Act, richtlijn (EU) 2019/882), die in Nederland sinds 28 juni 2025 geldt via de Implementatiewet toegankelijkheidsvoorschriften producten en diensten. Wij volgen de Europese norm EN 301 549, die voor websites de succescriteria van WCAG 2.1 op niveau A en AA overneemt.</p>' +
        '<h2>Wat wij doen</h2><ul><li>Elk scherm wordt bij elke wijziging automatisch getest met axe-core op de regels van WCAG 2.1 en 2.2, niveau A en AA: in het Nederlands en het Engels, met een lege en een gevulde winkelwagen, met en zonder zoekresultaten, en ook in de donkere weergave.</li><li>Zoeken, een product kiezen, de winkelwagen en afrekenen worden getest met alleen het toetsenbord; de focus is steeds zichtbaar.</li><li>Elke pagina werkt op een scherm van 320 pixels breed zonder horizontaal te scrollen, en met tekst vergroot tot 200%.</li><li>Knoppen en bedieningselementen zijn minstens 24 bij 24 pixels of hebben genoeg ruimte eromheen.</li><li>Cookies weigert u met één knop, even groot en opvallend als "Alles accepteren".</li></ul>' +
        '<h2>Wat nog niet (helemaal) toegankelijk is</h2><ul><li>Handleidingen en productbladen (PDF) komen van de fabrikanten en zijn vaak niet toegankelijk. Wij geven u de informatie graag in een andere vorm.</li><li>De PDF-documenten die de winkel zelf maakt (facturen, creditnota\'s, voorwaarden) zijn nog niet getoetst aan PDF/UA. Dezelfde gegevens staan als tekst in uw account en in de e-mails bij uw bestelling.</li><li>De kaarten bij "Vind een dealer" en op de contactpagina zijn afbeeldingen; de adressen staan er als tekst bij.</li><li>Wij testen automatisch en met het toetsenbord; een test met gebruikers van hulpmiddelen hebben wij nog niet gedaan.</li></ul>' +
        '<h2>Een drempel melden</h2><p>Loopt u ergens tegenaan? Laat het ons weten met het formulier hieronder, per e-mail of per telefoon. Noem de pagina en wat er misging. Wij reageren binnen vijf werkdagen en helpen u zo nodig uw bestelling op een andere manier af te ronden.</p>' +
        '<h2>Toezicht</h2><p>In Nederland houdt de Autoriteit Consument &amp; Markt (ACM) toezicht op de toegankelijkheid van webwinkels. Bent u niet tevreden met onze reactie, of wilt u een drempel zonder ons melden? Doe dan een melding bij ACM ConsuWijzer (<a href="https://www.consuwijzer.nl">www.consuwijzer.nl</a>). De ACM kan een onderzoek instellen en een webwinkel die de regels overtreedt een last onder dwangsom of een boete opleggen. U kunt een geschil ook aan de rechter voorleggen.</p>' +
        '<h2>Over deze verklaring</h2><p>Opgesteld op 5 december 2026, op basis van onze eigen toetsing. Wij herzien haar minstens eens per jaar en na elke grote wijziging van de winkel.</p>',
      '<h2>Our aim</h2><p>Everyone should be able to search, choose, order and pay in our shop, including with a screen reader, the keyboard alone, magnification or voice control. This shop falls under the European Accessibility Act (Directive (EU) 2019/882), which applies in the Netherlands since 28 June 2025 through the Dutch act implementing it (Implementatiewet toegankelijkheidsvoorschriften producten en diensten). We follow the European standard EN 301 549, which for websites takes over the success criteria of WCAG 2.1 at levels A and AA.</p>' +
        '<h2>What we do</h2><ul><li>Every screen is tested automatically on every change with axe-core against the WCAG 2.1 and 2.2 level A and AA rules: in Dutch and English, with an empty and a filled cart, with and without search results, and in the dark theme too.</li><li>Searching, choosing a product, the cart and checkout are tested with the keyboard alone; the focus is always visible.</li><li>Every page works on a screen 320 pixels wide without scrolling sideways, and with text enlarged to 200%.</li><li>Buttons and controls are at least 24 by 24 pixels or have enough space around them.</li><li>You refuse cookies with one button, as large and prominent as "Accept all".</li></ul>' +
        '<h2>What is not (fully) accessible yet</h2><ul><li>Manuals and product sheets (PDF) come from the manufacturers and are often not accessible. We are happy to give you the information in another form.</li><li>The PDF documents the shop makes itself (invoices, credit notes, terms) have not been checked against PDF/UA yet. The same details are in your account and in the e-mails about your order as text.</li><li>The maps of "Find a dealer" and on the contact page are images; the addresses are given as text beside them.</li><li>We test automatically and with the keyboard; we have not yet tested with users of assistive technology.</li></ul>' +
        '<h2>Report a barrier</h2><p>Did something stop you? Let us know with the form below, by e-mail or by phone. Tell us the page and what went wrong. We answer within five working days and, where needed, help you complete your order another way.</p>' +
        '<h2>Supervision</h2><p>In the Netherlands the Authority for Consumers and Markets (ACM) supervises the accessibility of webshops. If you are not satisfied with our answer, or want to report a barrier without us, you can report it to ACM ConsuWijzer (<a href="https://www.consuwijzer.nl">www.consuwijzer.nl</a>). The ACM can investigate and impose an order subject to a penalty or a fine on a webshop that breaks the rules. You can also take a dispute to court.</p>' +
        '<h2>About this statement</h2><p>Drawn up on 5 December 2026, based on our own testing. We review it at least once a year and after every major change to the shop.</p>',
    ],
    extra: [
      { key: 'show', value: 'address' },
      { key: 'show', value: 'contact_form' },
    ],
  },
];

interface RecipeDef {
  key: string;
  title: Tr;
  /** Dutch and English slug (default: the title, lower case, dashes). */
  slug?: Tr;
  intro: Tr;
  /** A paragraph or two of CMS HTML around the recipe: where it comes from, a tip. */
  story: Tr;
  colour: ColourTitle;
  /** minutes */
  preparation: number;
  /** minutes in the oven, pan or fridge, if any */
  cooking?: number;
  servings: number;
  difficulty: 'easy' | 'medium' | 'hard';
  ingredients: [string[], string[]];
  steps: [string[], string[]];
}

/** The colour scheme titles of the spec (section 3), each with its colours. */
export type ColourTitle =
  | 'brown'
  | 'blue'
  | 'darkgreen'
  | 'redfruit'
  | 'yellow'
  | 'green_rice'
  | 'meatred'
  | 'white'
  | 'red'
  | 'green'
  | 'orange';

/** background, text and accent of each scheme: the details a page or product carries. */
export const colourSchemeColours: Record<ColourTitle, [background: string, text: string, accent: string]> = {
  brown: ['#6f4e37', '#ffffff', '#e8c9a8'],
  blue: ['#1f4e79', '#ffffff', '#a9cdef'],
  darkgreen: ['#1e4d2b', '#ffffff', '#9fd1a7'],
  redfruit: ['#8e2447', '#ffffff', '#f6b6c8'],
  yellow: ['#f4c542', '#2b2100', '#7a5a00'],
  green_rice: ['#dfe8c4', '#24330f', '#55742a'],
  meatred: ['#9b2d20', '#ffffff', '#f3b1a5'],
  white: ['#ffffff', '#2b1d14', '#6f4e37'],
  red: ['#c62828', '#ffffff', '#ffd0d0'],
  green: ['#2e7d32', '#ffffff', '#b9e4bb'],
  orange: ['#e66a1f', '#ffffff', '#ffe0c7'],
};

export function colourScheme(title: ColourTitle) {
  const [background, text, accent] = colourSchemeColours[title];
  return {
    title,
    details: [
      { element: 'background', color: background },
      { element: 'text', color: text },
      { element: 'accent', color: accent },
    ],
  };
}

const coffeeRecipes: RecipeDef[] = [
  {
    key: 'cappuccino',
    title: ['Cappuccino', 'Cappuccino'],
    intro: ['Espresso met opgeschuimde melk', 'Espresso with foamed milk'],
    story: [
      '<p>De klassieker uit Italië: een derde espresso, een derde melk en een derde schuim. Drink hem zoals de Italianen: alleen in de ochtend.</p><p><strong>Tip:</strong> volle melk schuimt romiger dan halfvolle.</p>',
      '<p>The Italian classic: a third espresso, a third milk and a third foam. Drink it the Italian way: in the morning only.</p><p><strong>Tip:</strong> whole milk foams creamier than semi-skimmed.</p>',
    ],
    colour: 'brown',
    preparation: 5,
    servings: 1,
    difficulty: 'easy',
    ingredients: [
      ['18 g vers gemalen koffiebonen', '120 ml koude volle melk', 'Cacaopoeder (naar smaak)'],
      ['18 g freshly ground coffee beans', '120 ml cold whole milk', 'Cocoa powder (to taste)'],
    ],
    steps: [
      [
        'Verwarm een cappuccinokop voor met heet water.',
        'Zet een dubbele espresso van 36 ml in ongeveer 28 seconden.',
        'Schuim de melk op tot 60 °C met een fijne, glanzende microfoam.',
        'Giet de melk in één beweging op de espresso en werk af met wat cacao.',
      ],
      [
        'Warm a cappuccino cup with hot water.',
        'Pull a 36 ml double espresso in about 28 seconds.',
        'Steam the milk to 60 °C into a fine, glossy microfoam.',
        'Pour the milk onto the espresso in one movement and dust with a little cocoa.',
      ],
    ],
  },
  {
    key: 'flat-white',
    title: ['Flat white', 'Flat white'],
    intro: ['Dubbele ristretto met zijdezachte melk', 'Double ristretto with silky milk'],
    story: [
      '<p>Uit Australië en Nieuw-Zeeland: sterker dan een latte, met een dun laagje fluweelzachte melk.</p>',
      '<p>From Australia and New Zealand: stronger than a latte, with a thin layer of velvety milk.</p>',
    ],
    colour: 'white',
    preparation: 5,
    servings: 1,
    difficulty: 'medium',
    ingredients: [
      ['18 g vers gemalen koffiebonen', '100 ml koude volle melk'],
      ['18 g freshly ground coffee beans', '100 ml cold whole milk'],
    ],
    steps: [
      [
        'Zet een dubbele ristretto van 30 ml.',
        'Stoom de melk met zo min mogelijk lucht tot 58 °C.',
        'Tik de kan op het aanrecht en draai de melk glanzend.',
        'Schenk laag en rustig in, zodat een dun, vlak laagje schuim ontstaat.',
      ],
      [
        'Pull a 30 ml double ristretto.',
        'Steam the milk to 58 °C with as little air as possible.',
        'Tap the jug on the counter and swirl the milk until it shines.',
        'Pour low and slowly for a thin, flat layer of foam.',
      ],
    ],
  },
  {
    key: 'espresso-tonic',
    title: ['Espresso tonic', 'Espresso tonic'],
    intro: ['Verfrissend met tonic en citroen', 'Refreshing with tonic and lemon'],
    story: [
      '<p>Bitter, fris en bruisend: de zomerdrank van elke koffiebar. Een fruitige, licht gebrande espresso werkt het best.</p>',
      '<p>Bitter, fresh and sparkling: every coffee bar’s summer drink. A fruity, lightly roasted espresso works best.</p>',
    ],
    colour: 'yellow',
    preparation: 4,
    servings: 1,
    difficulty: 'easy',
    ingredients: [
      ['1 dubbele espresso (36 ml)', '150 ml koude tonic', 'IJsblokjes', '1 partje citroen'],
      ['1 double espresso (36 ml)', '150 ml cold tonic water', 'Ice cubes', '1 lemon wedge'],
    ],
    steps: [
      [
        'Vul een hoog glas met ijsblokjes.',
        'Schenk de tonic over het ijs.',
        'Zet de espresso en giet hem langzaam over de bolle kant van een lepel op de tonic.',
        'Garneer met het partje citroen.',
      ],
      [
        'Fill a tall glass with ice cubes.',
        'Pour the tonic over the ice.',
        'Pull the espresso and pour it slowly over the back of a spoon onto the tonic.',
        'Garnish with the lemon wedge.',
      ],
    ],
  },
  {
    key: 'affogato',
    title: ['Affogato', 'Affogato'],
    intro: ['Vanille-ijs overgoten met espresso', 'Vanilla ice cream drowned in espresso'],
    story: [
      '<p>“Verdronken” in het Italiaans: een bol ijs onder een hete espresso. Dessert en koffie in één.</p>',
      '<p>“Drowned” in Italian: a scoop of ice cream under a hot espresso. Dessert and coffee in one.</p>',
    ],
    colour: 'redfruit',
    preparation: 3,
    servings: 1,
    difficulty: 'easy',
    ingredients: [
      ['1 bol vanille-ijs', '1 espresso (25 ml)', 'Geschaafde amandelen (optioneel)'],
      ['1 scoop vanilla ice cream', '1 espresso (25 ml)', 'Flaked almonds (optional)'],
    ],
    steps: [
      [
        'Zet een schaaltje of glas tien minuten in de vriezer.',
        'Schep het ijs in het koude glas.',
        'Zet de espresso en giet hem direct over het ijs.',
        'Bestrooi met amandelen en serveer meteen.',
      ],
      [
        'Chill a small bowl or glass in the freezer for ten minutes.',
        'Scoop the ice cream into the cold glass.',
        'Pull the espresso and pour it straight over the ice cream.',
        'Scatter with almonds and serve at once.',
      ],
    ],
  },
  {
    key: 'iced-latte',
    title: ['IJskoffie', 'Iced latte'],
    intro: ['Koude latte met ijsblokjes', 'Cold latte over ice'],
    story: [
      '<p>Voor warme dagen: een latte die koud blijft tot de laatste slok. Suikersiroop lost beter op dan suiker.</p>',
      '<p>For warm days: a latte that stays cold to the last sip. Sugar syrup dissolves better than sugar.</p>',
    ],
    colour: 'blue',
    preparation: 5,
    servings: 1,
    difficulty: 'easy',
    ingredients: [
      ['1 dubbele espresso (36 ml)', '200 ml koude melk', 'IJsblokjes', '1 el suikersiroop (optioneel)'],
      ['1 double espresso (36 ml)', '200 ml cold milk', 'Ice cubes', '1 tbsp sugar syrup (optional)'],
    ],
    steps: [
      [
        'Vul een groot glas tot de rand met ijsblokjes.',
        'Schenk de koude melk en de siroop erin.',
        'Giet de verse espresso erover en roer voor het drinken.',
      ],
      [
        'Fill a large glass to the brim with ice cubes.',
        'Add the cold milk and the syrup.',
        'Pour the fresh espresso on top and stir before drinking.',
      ],
    ],
  },
  {
    key: 'cortado',
    title: ['Cortado', 'Cortado'],
    intro: ['Espresso met een scheutje warme melk', 'Espresso cut with warm milk'],
    story: [
      '<p>Uit Spanje: gelijke delen espresso en warme melk, zonder veel schuim. Geserveerd in een klein glas.</p>',
      '<p>From Spain: equal parts espresso and warm milk, without much foam. Served in a small glass.</p>',
    ],
    colour: 'orange',
    preparation: 4,
    servings: 1,
    difficulty: 'easy',
    ingredients: [
      ['1 dubbele espresso (36 ml)', '40 ml volle melk'],
      ['1 double espresso (36 ml)', '40 ml whole milk'],
    ],
    steps: [
      [
        'Zet de espresso in een klein glas van 120 ml.',
        'Verwarm de melk met een klein beetje schuim tot 55 °C.',
        'Voeg de melk toe in dezelfde hoeveelheid als de espresso.',
      ],
      [
        'Pull the espresso into a small 120 ml glass.',
        'Heat the milk to 55 °C with just a little foam.',
        'Add as much milk as there is espresso.',
      ],
    ],
  },
  {
    key: 'irish-coffee',
    title: ['Irish coffee', 'Irish coffee'],
    intro: ['Koffie met whiskey en room', 'Coffee with whiskey and cream'],
    story: [
      '<p>Bedacht op het vliegveld van Shannon om koude reizigers op te warmen. Drink de koffie door de koude room heen.</p>',
      '<p>Invented at Shannon airport to warm up cold travellers. Drink the coffee through the cold cream.</p>',
    ],
    colour: 'darkgreen',
    preparation: 8,
    servings: 1,
    difficulty: 'hard',
    ingredients: [
      [
        '120 ml hete filterkoffie',
        '40 ml Ierse whiskey',
        '2 tl bruine suiker',
        '50 ml slagroom, licht opgeklopt',
      ],
      [
        '120 ml hot filter coffee',
        '40 ml Irish whiskey',
        '2 tsp brown sugar',
        '50 ml cream, lightly whipped',
      ],
    ],
    steps: [
      [
        'Verwarm een Irish-coffeeglas met heet water.',
        'Los de suiker op in de hete koffie en voeg de whiskey toe.',
        'Klop de room tot hij net dik wordt maar nog vloeit.',
        'Laat de room over de bolle kant van een lepel op de koffie lopen.',
      ],
      [
        'Warm an Irish coffee glass with hot water.',
        'Dissolve the sugar in the hot coffee and add the whiskey.',
        'Whip the cream until it just thickens but still pours.',
        'Float the cream on the coffee over the back of a spoon.',
      ],
    ],
  },
  {
    key: 'dalgona',
    title: ['Dalgona koffie', 'Dalgona coffee'],
    intro: ['Opgeklopte koffie op koude melk', 'Whipped coffee on cold milk'],
    story: [
      '<p>Een luchtige wolk van oploskoffie, suiker en water op koude melk. Klop met de hand of met een mixer.</p>',
      '<p>An airy cloud of instant coffee, sugar and water on cold milk. Whisk by hand or with a mixer.</p>',
    ],
    colour: 'green',
    preparation: 10,
    servings: 2,
    difficulty: 'medium',
    ingredients: [
      ['2 el oploskoffie', '2 el suiker', '2 el heet water', '400 ml koude melk', 'IJsblokjes'],
      ['2 tbsp instant coffee', '2 tbsp sugar', '2 tbsp hot water', '400 ml cold milk', 'Ice cubes'],
    ],
    steps: [
      [
        'Klop oploskoffie, suiker en heet water vier minuten tot een stevig, lichtbruin schuim.',
        'Verdeel ijs en melk over twee glazen.',
        'Schep het koffieschuim op de melk en roer het er voor het drinken door.',
      ],
      [
        'Whisk instant coffee, sugar and hot water for four minutes into a firm, light brown foam.',
        'Divide ice and milk between two glasses.',
        'Spoon the coffee foam onto the milk and stir it in before drinking.',
      ],
    ],
  },
];

const cookingRecipes: RecipeDef[] = [
  {
    key: 'tiramisu',
    title: ['Tiramisu', 'Tiramisu'],
    intro: [
      'Het Italiaanse dessert met espresso en mascarpone',
      'The Italian dessert with espresso and mascarpone',
    ],
    story: [
      '<p>“Trek me omhoog”: lange vingers gedrenkt in espresso tussen lagen romige mascarpone. Het lekkerst na een nacht in de koelkast.</p>',
      '<p>“Pick me up”: ladyfingers soaked in espresso between layers of creamy mascarpone. Best after a night in the fridge.</p>',
    ],
    colour: 'yellow',
    preparation: 30,
    cooking: 240,
    servings: 6,
    difficulty: 'medium',
    ingredients: [
      [
        '300 ml sterke espresso, afgekoeld',
        '3 eieren',
        '75 g suiker',
        '500 g mascarpone',
        '200 g lange vingers',
        '2 el cacaopoeder',
      ],
      [
        '300 ml strong espresso, cooled',
        '3 eggs',
        '75 g sugar',
        '500 g mascarpone',
        '200 g ladyfingers',
        '2 tbsp cocoa powder',
      ],
    ],
    steps: [
      [
        'Klop de eidooiers met de suiker licht en luchtig en roer de mascarpone erdoor.',
        'Klop de eiwitten stijf en spatel ze door het mascarponemengsel.',
        'Haal de lange vingers kort door de espresso en leg de helft in een schaal.',
        'Bedek met de helft van de crème, herhaal en eindig met crème.',
        'Laat minstens vier uur opstijven in de koelkast en bestuif met cacao.',
      ],
      [
        'Whisk the egg yolks with the sugar until pale and fluffy, then stir in the mascarpone.',
        'Beat the egg whites until stiff and fold them into the mascarpone mixture.',
        'Dip the ladyfingers briefly in the espresso and lay half of them in a dish.',
        'Cover with half of the cream, repeat and finish with cream.',
        'Leave to set in the fridge for at least four hours and dust with cocoa.',
      ],
    ],
  },
  {
    key: 'coffee-steak',
    title: ['Biefstuk met koffierub', 'Coffee-rubbed steak'],
    slug: ['biefstuk-met-koffierub', 'coffee-rubbed-steak'],
    intro: ['Een korst van gemalen koffie en paprika', 'A crust of ground coffee and paprika'],
    story: [
      '<p>Gemalen koffie geeft vlees een diepe, licht bittere korst. Gebruik een grove maling, zoals voor de french press.</p>',
      '<p>Ground coffee gives meat a deep, slightly bitter crust. Use a coarse grind, as for a French press.</p>',
    ],
    colour: 'meatred',
    preparation: 10,
    cooking: 8,
    servings: 2,
    difficulty: 'medium',
    ingredients: [
      [
        '2 biefstukken van 200 g',
        '1 el grof gemalen koffie',
        '1 tl gerookte paprikapoeder',
        '1 tl bruine suiker',
        'Zout en peper',
        '1 el olijfolie',
      ],
      [
        '2 steaks of 200 g',
        '1 tbsp coarsely ground coffee',
        '1 tsp smoked paprika',
        '1 tsp brown sugar',
        'Salt and pepper',
        '1 tbsp olive oil',
      ],
    ],
    steps: [
      [
        'Haal het vlees een half uur voor het bakken uit de koelkast.',
        'Meng koffie, paprika, suiker, zout en peper en wrijf het vlees ermee in.',
        'Bak de biefstukken in hete olie drie tot vier minuten per kant.',
        'Laat ze vijf minuten rusten onder aluminiumfolie en snijd ze tegen de draad in.',
      ],
      [
        'Take the meat out of the fridge half an hour before cooking.',
        'Mix coffee, paprika, sugar, salt and pepper and rub it into the meat.',
        'Fry the steaks in hot oil for three to four minutes per side.',
        'Rest them under foil for five minutes and slice across the grain.',
      ],
    ],
  },
  {
    key: 'mocha-brownies',
    title: ['Mokkabrownies', 'Mocha brownies'],
    slug: ['mokkabrownies', 'mocha-brownies'],
    intro: [
      'Smeuïge brownies met pure chocolade en espresso',
      'Fudgy brownies with dark chocolate and espresso',
    ],
    story: [
      '<p>Espresso maakt chocolade voller van smaak zonder dat u de koffie proeft. Haal ze uit de oven als het midden nog net zacht is.</p>',
      '<p>Espresso makes chocolate taste richer without tasting of coffee. Take them out while the middle is still just soft.</p>',
    ],
    colour: 'brown',
    preparation: 20,
    cooking: 25,
    servings: 12,
    difficulty: 'easy',
    ingredients: [
      [
        '200 g pure chocolade',
        '150 g boter',
        '2 espresso’s (50 ml)',
        '3 eieren',
        '200 g suiker',
        '100 g bloem',
        'Snufje zout',
      ],
      [
        '200 g dark chocolate',
        '150 g butter',
        '2 espressos (50 ml)',
        '3 eggs',
        '200 g sugar',
        '100 g plain flour',
        'Pinch of salt',
      ],
    ],
    steps: [
      [
        'Verwarm de oven voor op 180 °C en bekleed een bakvorm van 20 × 20 cm.',
        'Smelt chocolade en boter au bain-marie en roer de espresso erdoor.',
        'Klop eieren en suiker dik en schuimig en spatel het chocolademengsel erdoor.',
        'Zeef bloem en zout erboven en spatel tot alles net gemengd is.',
        'Bak 25 minuten, laat afkoelen en snijd in twaalf stukken.',
      ],
      [
        'Heat the oven to 180 °C and line a 20 × 20 cm tin.',
        'Melt the chocolate and butter over a pan of simmering water and stir in the espresso.',
        'Whisk eggs and sugar until thick and foamy and fold in the chocolate mixture.',
        'Sift over the flour and salt and fold until just combined.',
        'Bake for 25 minutes, leave to cool and cut into twelve pieces.',
      ],
    ],
  },
  {
    key: 'panna-cotta',
    title: ['Espresso-pannacotta', 'Espresso panna cotta'],
    slug: ['espresso-pannacotta', 'espresso-panna-cotta'],
    intro: [
      'Romige pannacotta met een laagje espressogelei',
      'Creamy panna cotta with an espresso jelly layer',
    ],
    story: [
      '<p>Wit en bruin in één glas: vanilleroom met daarop koffiegelei.</p>',
      '<p>White and brown in one glass: vanilla cream topped with coffee jelly.</p>',
    ],
    colour: 'white',
    preparation: 20,
    cooking: 180,
    servings: 4,
    difficulty: 'medium',
    ingredients: [
      ['400 ml slagroom', '60 g suiker', '1 vanillestokje', '4 blaadjes gelatine', '150 ml espresso'],
      ['400 ml double cream', '60 g sugar', '1 vanilla pod', '4 gelatine leaves', '150 ml espresso'],
    ],
    steps: [
      [
        'Week drie blaadjes gelatine in koud water.',
        'Verwarm room, 40 g suiker en het merg van het vanillestokje tot net onder de kook.',
        'Los de uitgeknepen gelatine op in de room, verdeel over vier glazen en laat twee uur opstijven.',
        'Los het laatste blaadje gelatine en de rest van de suiker op in de warme espresso.',
        'Giet de afgekoelde espresso op de pannacotta en laat nog een uur opstijven.',
      ],
      [
        'Soak three gelatine leaves in cold water.',
        'Heat the cream, 40 g of sugar and the seeds of the vanilla pod until just below the boil.',
        'Dissolve the squeezed gelatine in the cream, divide over four glasses and leave to set for two hours.',
        'Dissolve the last gelatine leaf and the rest of the sugar in the warm espresso.',
        'Pour the cooled espresso onto the panna cotta and leave to set for another hour.',
      ],
    ],
  },
  {
    key: 'rice-pudding',
    title: ['Rijstpudding met espressokaramel', 'Rice pudding with espresso caramel'],
    slug: ['rijstpudding-met-espressokaramel', 'rice-pudding-with-espresso-caramel'],
    intro: ['Romige rijst met een bittere koffiekaramel', 'Creamy rice with a bitter coffee caramel'],
    story: [
      '<p>Zoals oma hem maakte, met een volwassen saus. Gebruik dessert- of risottorijst.</p>',
      '<p>The way grandma made it, with a grown-up sauce. Use pudding or risotto rice.</p>',
    ],
    colour: 'green_rice',
    preparation: 10,
    cooking: 40,
    servings: 4,
    difficulty: 'easy',
    ingredients: [
      [
        '100 g dessertrijst',
        '750 ml volle melk',
        '50 g suiker',
        '1 vanillestokje',
        '100 g suiker voor de karamel',
        '60 ml espresso',
      ],
      [
        '100 g pudding rice',
        '750 ml whole milk',
        '50 g sugar',
        '1 vanilla pod',
        '100 g sugar for the caramel',
        '60 ml espresso',
      ],
    ],
    steps: [
      [
        'Breng melk, rijst, suiker en vanille aan de kook en laat 40 minuten zacht garen; roer regelmatig.',
        'Smelt de suiker voor de karamel in een droge pan tot hij amberkleurig is.',
        'Blus voorzichtig af met de espresso en roer tot een gladde saus.',
        'Schep de rijst in kommen en schenk de karamel erover.',
      ],
      [
        'Bring milk, rice, sugar and vanilla to the boil and simmer gently for 40 minutes, stirring often.',
        'Melt the caramel sugar in a dry pan until amber.',
        'Carefully add the espresso and stir into a smooth sauce.',
        'Spoon the rice into bowls and pour over the caramel.',
      ],
    ],
  },
];

const slugOf = (title: Tr): Tr => [
  title[0].toLowerCase().replace(/\s+/g, '-'),
  title[1].toLowerCase().replace(/\s+/g, '-'),
];

/** A recipe page: the recipe itself in extra fields (per language where it is text), a story as content. */
function recipePage(r: RecipeDef, parent: string): PageDef {
  return {
    key: `recipe-${r.key}`,
    typeCode: 'recipe',
    parent,
    title: r.title,
    slug: r.slug ?? slugOf(r.title),
    intro: r.intro,
    content: r.story,
    image: true,
    colour: r.colour,
    extra: [
      { key: 'preparation_time', value: String(r.preparation) },
      ...(r.cooking ? [{ key: 'cooking_time', value: String(r.cooking) }] : []),
      { key: 'servings', value: String(r.servings) },
      { key: 'difficulty', value: r.difficulty },
      { key: 'ingredients:nl', value: r.ingredients[0].join('\n') },
      { key: 'ingredients:en', value: r.ingredients[1].join('\n') },
      { key: 'steps:nl', value: r.steps[0].join('\n') },
      { key: 'steps:en', value: r.steps[1].join('\n') },
    ],
  };
}

export const recipePages: PageDef[] = [
  {
    key: 'recipes',
    typeCode: 'recipe_category',
    title: ['Recepten', 'Recipes'],
    slug: ['recepten', 'recipes'],
    intro: ['Koffierecepten om thuis te maken.', 'Coffee recipes to make at home.'],
    content: p(
      'Van klassieke cappuccino tot espresso tonic: met deze recepten zet u thuis koffie als een barista.',
      'From a classic cappuccino to an espresso tonic: with these recipes you make coffee at home like a barista.',
    ),
    image: true,
    colour: 'brown',
  },
  ...coffeeRecipes.map((r) => recipePage(r, 'recipes')),
];

/** Pages added after the first release (appended, so earlier pages keep their ids). */
export const morePages: PageDef[] = [
  {
    key: 'home',
    typeCode: 'home',
    title: ['Goede koffie begint hier', 'Great coffee starts here'],
    slug: ['', ''],
    intro: [
      'Espressomachines, molens en verse bonen, met advies van baristas en dealers bij u in de buurt.',
      'Espresso machines, grinders and fresh beans, with advice from baristas and dealers near you.',
    ],
    content: [
      '<ul class="cms-usps"><li>{{shipping.home.free_shipping}}</li><li><strong>3 jaar garantie</strong> op espressomachines</li><li><strong>Eigen werkplaats</strong> voor onderhoud en reparatie</li><li><strong>Advies</strong> van 200 dealers in Nederland en België</li></ul>',
      '<ul class="cms-usps"><li>{{shipping.home.free_shipping}}</li><li><strong>3-year warranty</strong> on espresso machines</li><li><strong>Our own workshop</strong> for servicing and repairs</li><li><strong>Advice</strong> from 200 dealers in the Netherlands and Belgium</li></ul>',
    ],
    image: true,
    colour: 'brown',
    extra: [
      { key: 'button_text:nl', value: 'Bekijk espressomachines' },
      { key: 'button_text:en', value: 'Browse espresso machines' },
      { key: 'button_uri:nl', value: '/espressomachines' },
      { key: 'button_uri:en', value: '/espresso-machines' },
    ],
  },
  {
    key: 'recipes-cooking',
    typeCode: 'recipe_category',
    parent: 'recipes',
    title: ['Koken met koffie', 'Cooking with coffee'],
    slug: ['koken-met-koffie', 'cooking-with-coffee'],
    intro: ['Desserts en gerechten met espresso.', 'Desserts and dishes with espresso.'],
    content: p(
      'Koffie is niet alleen om te drinken: van tiramisu tot een biefstuk met koffierub.',
      'Coffee is not only for drinking: from tiramisu to a coffee-rubbed steak.',
    ),
    image: true,
    colour: 'red',
  },
  ...cookingRecipes.map((r) => recipePage(r, 'recipes-cooking')),
];

const faqCategories: FaqCategoryDef[] = [
  {
    title: ['Bestellen en betalen', 'Ordering and payment'],
    slug: ['bestellen-en-betalen', 'ordering-and-payment'],
    questions: [
      [
        ['Welke betaalmethoden kan ik gebruiken?', 'Which payment methods can I use?'],
        [
          'iDEAL, Bancontact, creditcard, PayPal, Klarna en overboeking.',
          'iDEAL, Bancontact, credit card, PayPal, Klarna and bank transfer.',
        ],
      ],
      [
        ['Kan ik op rekening bestellen?', 'Can I order on account?'],
        [
          'Zakelijke klanten en dealers kunnen op rekening bestellen.',
          'Business customers and dealers can order on account.',
        ],
      ],
      [
        ['Hoe gebruik ik een kortingscode?', 'How do I use a discount code?'],
        ['Vul de code in de winkelwagen in.', 'Enter the code in the cart.'],
      ],
    ],
  },
  {
    title: ['Verzending en levering', 'Shipping and delivery'],
    slug: ['verzending-en-levering', 'shipping-and-delivery'],
    questions: [
      [
        ['Wat kost de verzending?', 'How much is shipping?'],
        [
          '<p>Dat hangt af van het land:</p>{{shipping.table}}',
          '<p>That depends on the country:</p>{{shipping.table}}',
        ],
      ],
      [
        ['Hoe snel wordt mijn bestelling geleverd?', 'How fast is my order delivered?'],
        [
          '<p>In Nederland: {{shipping.NL.delivery}}. Naar de andere landen: zie de tabel op de pagina Verzending.</p>',
          '<p>In the Netherlands: {{shipping.NL.delivery}}. To the other countries: see the table on the Shipping page.</p>',
        ],
      ],
      [
        ['Wordt er ook in België geleverd?', 'Do you deliver in Belgium?'],
        [
          '<p>Ja. {{shipping.BE.line}}. {{shipping.BE.delivery}}.</p>',
          '<p>Yes. {{shipping.BE.line}}. {{shipping.BE.delivery}}.</p>',
        ],
      ],
    ],
  },
  {
    title: ['Retourneren en garantie', 'Returns and warranty'],
    slug: ['retourneren-en-garantie', 'returns-and-warranty'],
    questions: [
      [
        ['Hoe retourneer ik een product?', 'How do I return a product?'],
        ['Meld de retour aan in uw dashboard.', 'Register the return in your dashboard.'],
      ],
      [
        ['Hoe lang is de garantie?', 'How long is the warranty?'],
        ['Twee jaar, drie jaar op espressomachines.', 'Two years, three years on espresso machines.'],
      ],
    ],
  },
  {
    title: ['Onderhoud', 'Maintenance'],
    slug: ['onderhoud', 'maintenance'],
    questions: [
      [
        ['Hoe vaak moet ik ontkalken?', 'How often should I descale?'],
        [
          'Elke twee tot drie maanden, afhankelijk van de waterhardheid.',
          'Every two to three months, depending on water hardness.',
        ],
      ],
      [
        ['Wanneer vervang ik de groepskoprubber?', 'When do I replace the group head gasket?'],
        ['Ongeveer eens per jaar bij dagelijks gebruik.', 'About once a year with daily use.'],
      ],
      [
        ['Is onderhoud aan huis mogelijk?', 'Do you service machines at home?'],
        [
          'Ja, onze monteurs komen in heel Nederland en België.',
          'Yes, our engineers visit throughout the Netherlands and Belgium.',
        ],
      ],
    ],
  },
];

type FaqCategoryDef = { title: Tr; slug: Tr; questions: [Tr, Tr][] };

/** FAQ categories (under /service/faq/<slug>) and their questions; answers are CMS HTML. */
function faqPagesOf(categories: FaqCategoryDef[], first: number): PageDef[] {
  return categories.flatMap((cat, i): PageDef[] => {
    const c = first + i;
    return [
      {
        key: `faq-${c}`,
        typeCode: 'faq_category',
        title: cat.title,
        slug: cat.slug,
        intro: ['', ''],
        content: ['', ''],
      },
      ...cat.questions.map(
        ([question, answer], q): PageDef => ({
          key: `faq-${c}-${q}`,
          typeCode: 'faq',
          parent: `faq-${c}`,
          title: question,
          slug: [`vraag-${q + 1}`, `question-${q + 1}`],
          intro: ['', ''],
          content: [
            answer[0].startsWith('<') ? answer[0] : `<p>${answer[0]}</p>`,
            answer[1].startsWith('<') ? answer[1] : `<p>${answer[1]}</p>`,
          ],
        }),
      ),
    ];
  });
}

export const faqPages: PageDef[] = faqPagesOf(faqCategories, 0);

/** FAQ categories added later (appended after the other pages, so earlier pages keep their ids). */
const moreFaqCategories: FaqCategoryDef[] = [
  {
    title: ['Koffie en bonen', 'Coffee and beans'],
    slug: ['koffie-en-bonen', 'coffee-and-beans'],
    questions: [
      [
        ['Hoe bewaar ik koffiebonen?', 'How should I store coffee beans?'],
        [
          'Luchtdicht, donker en koel, maar niet in de koelkast. Gebruik de bonen binnen een maand na het openen.',
          'Airtight, dark and cool, but not in the fridge. Use the beans within a month of opening.',
        ],
      ],
      [
        ['Welke maling heb ik nodig?', 'Which grind do I need?'],
        [
          '<p>Fijn voor espresso, middel voor filterkoffie en grof voor de french press. Zie ook onze <a href="/recepten">recepten</a>.</p>',
          '<p>Fine for espresso, medium for filter coffee and coarse for a French press. See also our <a href="/en/recipes">recipes</a>.</p>',
        ],
      ],
      [
        ['Zijn de bonen vers gebrand?', 'Are your beans freshly roasted?'],
        [
          'Ja, wij branden elke week en versturen binnen zeven dagen na het branden.',
          'Yes, we roast every week and ship within seven days of roasting.',
        ],
      ],
    ],
  },
  {
    title: ['Account en zakelijk', 'Account and business'],
    slug: ['account-en-zakelijk', 'account-and-business'],
    questions: [
      [
        ['Hoe word ik dealer?', 'How do I become a dealer?'],
        [
          '<p>Neem <a href="/contact">contact</a> met ons op; wij sturen u de voorwaarden en een aanvraagformulier.</p>',
          '<p>Please <a href="/en/contact">contact</a> us; we will send you the terms and an application form.</p>',
        ],
      ],
      [
        ['Ik ben mijn wachtwoord vergeten. Wat nu?', 'I forgot my password. What now?'],
        [
          'Klik bij inloggen op “Wachtwoord vergeten” en volg de link in de e-mail.',
          'Click “Forgot password” when logging in and follow the link in the email.',
        ],
      ],
    ],
  },
];

export const moreFaqPages: PageDef[] = faqPagesOf(moreFaqCategories, faqCategories.length);

export const countryDefs: { id: number; iso: string; name: Tr }[] = [
  { id: 1, iso: 'NL', name: ['Nederland', 'Netherlands'] },
  { id: 2, iso: 'BE', name: ['België', 'Belgium'] },
  { id: 3, iso: 'DE', name: ['Duitsland', 'Germany'] },
  { id: 4, iso: 'FR', name: ['Frankrijk', 'France'] },
  { id: 5, iso: 'LU', name: ['Luxemburg', 'Luxembourg'] },
  { id: 6, iso: 'GB', name: ['Verenigd Koninkrijk', 'United Kingdom'] },
  { id: 7, iso: 'AT', name: ['Oostenrijk', 'Austria'] },
  { id: 8, iso: 'DK', name: ['Denemarken', 'Denmark'] },
  { id: 9, iso: 'CH', name: ['Zwitserland', 'Switzerland'] },
];

export const shopSettingsData: Record<string, unknown> = {
  // The shop's one name (shared/brand.ts: mails' sender and signature too; issue 26).
  name: SHOP_NAME,
  email: 'info@koffieenkeuken.nl',
  phone: '+31 30 200 1234',
  // Who sells (issue 40, decision 091; api/shop/seller.ts): footer, contact page, mails, invoices.
  legal_name: 'Koffie en Keuken B.V.',
  trade_name: SHOP_NAME,
  visiting_address: {
    street: 'Koffiestraat',
    house_number: '12',
    postcode: '3511 AB',
    city: 'Utrecht',
    country: 'NL',
  },
  kvk: '12345678',
  // Passes its own check digits (the BSN's elfproef; shared/vat-check-digits.ts).
  vat_number: 'NL123456782B01',
  socials: [
    { name: 'instagram', url: 'https://www.instagram.com/koffieenkeuken' },
    { name: 'facebook', url: 'https://www.facebook.com/koffieenkeuken' },
    { name: 'youtube', url: 'https://www.youtube.com/@koffieenkeuken' },
    { name: 'linkedin', url: 'https://www.linkedin.com/company/koffie-en-keuken' },
  ],
  kiyoh_stats: { average_rating_12_months: 9.2, number_reviews: 1234 },
  // Whether and how the shop checks that product reviews come from buyers (Omnibus: Directive
  // 2005/29/EC art. 7(6)); the product page shows it (decision 095).
  review_policy: {
    nl: 'Wij controleren niet of elke review van een koper komt. Reviews met het label ‘Geverifieerde aankoop’ zijn geschreven naar aanleiding van een bestelling van dit product in onze winkel; dat controleren wij aan de hand van die bestelling. Andere reviews plaatsen wij zonder die controle.',
    en: 'We do not check that every review comes from a buyer. Reviews marked ‘Verified purchase’ were written following an order of this product in our shop, which we check against that order. Other reviews are published without that check.',
  },
  page404: {
    nl: {
      meta_title: 'Pagina niet gevonden',
      content:
        '<h1>Pagina niet gevonden</h1><p>Deze pagina bestaat niet (meer). Zoek een product of ga naar de <a href="/">homepage</a>.</p>',
    },
    en: {
      meta_title: 'Page not found',
      content:
        '<h1>Page not found</h1><p>This page does not exist (any more). Search for a product or go to the <a href="/en">home page</a>.</p>',
    },
  },
  ga4: 'G-DEMO12345',
  /** gross cents */
  free_shipping_threshold: 5000,
  shipping_cost: 695,
  // The names come from the one id → name map that orders, mails and PDFs use too.
  payment_methods: paymentMethodIds.map((id) => ({
    id,
    title: { nl: paymentMethodName(id, 'nl'), en: paymentMethodName(id, 'en') },
  })),
};
