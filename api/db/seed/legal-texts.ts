/**
 * The demo shop's terms (algemene voorwaarden) and privacy statement (issue 40, decision 091),
 * seeded as content pages the shop edits like any other. Written for what this shop does: 30 days
 * to return, the countries it ships to (tax-data.ts), Mollie for payments, mails through its own
 * mail service, Google Analytics only with consent, invoices kept 7 years (art. 52 AWR).
 *
 * Who sells is never written here: `{{seller.legal_name}}`, `{{seller.trade_name}}`,
 * `{{seller.address}}`, `{{seller.kvk}}`, `{{seller.vat_number}}`, `{{seller.email}}` and
 * `{{seller.phone}}` are filled in from the shop's settings when the page is read
 * (api/pages/legal.ts), so the texts stay right when the identity changes.
 */
import type { Tr } from './catalog-data.ts';

const identityNl = `<ul>
<li>Statutaire naam: {{seller.legal_name}}</li>
<li>Handelsnaam: {{seller.trade_name}}</li>
<li>Bezoekadres: {{seller.address}}</li>
<li>KvK-nummer: {{seller.kvk}}</li>
<li>Btw-identificatienummer: {{seller.vat_number}}</li>
<li>E-mail: {{seller.email}}</li>
<li>Telefoon: {{seller.phone}}</li>
</ul>`;

const identityEn = `<ul>
<li>Registered name: {{seller.legal_name}}</li>
<li>Trade name: {{seller.trade_name}}</li>
<li>Visiting address: {{seller.address}}</li>
<li>Chamber of Commerce (KvK) number: {{seller.kvk}}</li>
<li>VAT identification number: {{seller.vat_number}}</li>
<li>E-mail: {{seller.email}}</li>
<li>Phone: {{seller.phone}}</li>
</ul>`;

export const termsContent: Tr = [
  `<h2>Artikel 1 – Wie wij zijn</h2>
<p>Deze algemene voorwaarden zijn van {{seller.legal_name}}, handelend onder de naam {{seller.trade_name}} ("wij"):</p>
${identityNl}
<p>U bereikt ons op werkdagen telefonisch en altijd per e-mail of via het contactformulier op de website.</p>
<h2>Artikel 2 – Toepasselijkheid</h2>
<p>Deze voorwaarden gelden voor elk aanbod van ons en elke overeenkomst die via onze webwinkel tot stand komt. Voordat u bestelt, kunt u ze lezen op de website en downloaden als PDF; met de bevestiging van uw bestelling sturen wij ze u opnieuw, zodat u ze kunt bewaren.</p>
<h2>Artikel 3 – Het aanbod en de overeenkomst</h2>
<p>Het aanbod beschrijft de producten volledig en nauwkeurig. Kennelijke vergissingen of fouten in het aanbod binden ons niet. De overeenkomst komt tot stand op het moment dat u de bestelling plaatst met de knop "Bestellen en betalen". Wij bevestigen de ontvangst van uw bestelling direct per e-mail.</p>
<h2>Artikel 4 – Prijzen</h2>
<p>Voor consumenten zijn alle prijzen inclusief btw. Verzendkosten en een eventuele korting ziet u in de winkelwagen en bij het afrekenen, voordat u bestelt. Een prijs die wij als verlaagd tonen, vergelijken wij met de laagste prijs van de 30 dagen vóór de verlaging. Voor zakelijke klanten gelden de prijzen exclusief btw.</p>
<h2>Artikel 5 – Betaling</h2>
<p>U betaalt vooraf via onze betaaldienstverlener Mollie B.V. (iDEAL, Bancontact, creditcard, PayPal, Klarna of bankoverschrijving). Wij ontvangen van Mollie alleen of en hoe u betaald heeft, nooit uw volledige kaart- of rekeninggegevens.</p>
<h2>Artikel 6 – Levering</h2>
<p>Wij leveren in Nederland, België, Duitsland, Frankrijk, Luxemburg, Oostenrijk, Denemarken en het Verenigd Koninkrijk. De levertijd en de verzendkosten per land staan op onze verzendpagina. Wij leveren uiterlijk binnen 30 dagen na uw bestelling, tenzij wij iets anders met u afspraken; lukt dat niet, dan mag u de overeenkomst kosteloos ontbinden en betalen wij u direct terug. Het risico van verlies of beschadiging gaat op u over op het moment dat het product bij u wordt afgeleverd.</p>
<h2>Artikel 7 – Herroepingsrecht: 30 dagen bedenktijd</h2>
<p>Als consument mag u de overeenkomst zonder opgave van redenen ontbinden binnen 30 dagen nadat u (of iemand die u aanwees) het product heeft ontvangen: ruimer dan de wettelijke 14 dagen. Bij een bestelling in meerdere leveringen gaat de termijn in op de dag dat u het laatste product ontvangt.</p>
<p>U meldt de herroeping met de functie "herroep hier" (onderaan elke pagina, in uw account en in de bevestigingsmail), met het modelformulier voor herroeping, of per e-mail aan {{seller.email}}. Wij bevestigen de ontvangst direct per e-mail. Daarna stuurt u het product binnen 14 dagen terug; het retourneren is kosteloos.</p>
<p>Wij betalen alles wat u betaalde, inclusief de standaard verzendkosten van de heenzending, binnen 14 dagen na uw melding terug, met hetzelfde betaalmiddel waarmee u betaalde. Wij mogen wachten met terugbetalen tot wij het product terug hebben of u aantoont dat u het heeft teruggestuurd. Behandel het product tijdens de bedenktijd zoals u in een winkel zou doen; voor waardevermindering door meer dan dat mogen wij u kosten in rekening brengen.</p>
<p>Geen herroepingsrecht heeft u bij verzegelde producten die om redenen van gezondheid of hygiëne niet geschikt zijn om terug te sturen en waarvan u de verzegeling verbrak, zoals een geopende verpakking koffiebonen of gemalen koffie.</p>
<h2>Artikel 8 – Conformiteit en garantie</h2>
<p>Wij staan ervoor in dat de producten doen wat u op grond van de overeenkomst mag verwachten (de wettelijke garantie). Daarnaast geven wij twee jaar garantie op onderdelen en arbeid, en drie jaar op espressomachines. Deze garantie beperkt uw wettelijke rechten niet.</p>
<h2>Artikel 9 – Klachten</h2>
<p>Meld een klacht zo snel mogelijk, volledig en duidelijk omschreven, per e-mail aan {{seller.email}} of via het contactformulier. Wij bevestigen uw klacht binnen 3 werkdagen en beantwoorden haar binnen 14 dagen; hebben wij meer tijd nodig, dan laten wij u dat binnen die termijn weten. Komen wij er samen niet uit, dan kunt u het geschil voorleggen aan de bevoegde rechter.</p>
<h2>Artikel 10 – Toepasselijk recht</h2>
<p>Op deze voorwaarden en de overeenkomst is Nederlands recht van toepassing. Woont u als consument in een ander land, dan houdt u de bescherming van de dwingende regels van uw eigen land.</p>
<h2>Artikel 11 – Persoonsgegevens</h2>
<p>Hoe wij met uw gegevens omgaan en hoe lang wij ze bewaren, staat in ons privacybeleid.</p>`,
  `<h2>Article 1 – Who we are</h2>
<p>These general terms and conditions are those of {{seller.legal_name}}, trading as {{seller.trade_name}} ("we"):</p>
${identityEn}
<p>You can reach us by phone on working days and at any time by e-mail or with the contact form on the website.</p>
<h2>Article 2 – Scope</h2>
<p>These terms apply to every offer we make and every contract concluded through our web shop. Before you order, you can read them on the website and download them as a PDF; we send them to you again with the confirmation of your order, so that you can keep them.</p>
<h2>Article 3 – The offer and the contract</h2>
<p>The offer describes the products fully and accurately. Obvious mistakes or errors in the offer do not bind us. The contract is concluded when you place the order with the button "Order and pay". We confirm receipt of your order by e-mail at once.</p>
<h2>Article 4 – Prices</h2>
<p>For consumers all prices include VAT. Shipping costs and any discount are shown in the cart and at checkout, before you order. A price we show as reduced is compared with the lowest price of the 30 days before the reduction. For business customers prices exclude VAT.</p>
<h2>Article 5 – Payment</h2>
<p>You pay in advance through our payment service provider Mollie B.V. (iDEAL, Bancontact, credit card, PayPal, Klarna or bank transfer). Mollie tells us only whether and how you paid, never your full card or account details.</p>
<h2>Article 6 – Delivery</h2>
<p>We deliver to the Netherlands, Belgium, Germany, France, Luxembourg, Austria, Denmark and the United Kingdom. Delivery times and shipping costs per country are on our shipping page. We deliver within 30 days of your order at the latest, unless we agreed otherwise with you; if we cannot, you may dissolve the contract free of charge and we refund you at once. The risk of loss or damage passes to you when the product is delivered to you.</p>
<h2>Article 7 – Right of withdrawal: 30 days to change your mind</h2>
<p>As a consumer you may withdraw from the contract without giving any reason within 30 days after you (or someone you named) received the product: longer than the statutory 14 days. For an order delivered in several parts, the period starts on the day you receive the last product.</p>
<p>You tell us with the "withdraw from contract here" function (at the bottom of every page, in your account and in the confirmation e-mail), with the model withdrawal form, or by e-mail to {{seller.email}}. We confirm receipt by e-mail at once. You then send the product back within 14 days; returning it is free of charge.</p>
<p>We refund everything you paid, including the standard cost of the outbound delivery, within 14 days of your withdrawal, with the means of payment you used. We may wait with the refund until we have the product back or you show that you have sent it back. Handle the product during this period as you would in a shop; we may charge you for a loss of value caused by more than that.</p>
<p>There is no right of withdrawal for sealed goods that are not suitable for return for reasons of health protection or hygiene once you have unsealed them, such as an opened pack of coffee beans or ground coffee.</p>
<h2>Article 8 – Conformity and warranty</h2>
<p>We guarantee that the products do what you may expect under the contract (the legal guarantee). In addition we give two years of warranty on parts and labour, and three years on espresso machines. This warranty does not limit your statutory rights.</p>
<h2>Article 9 – Complaints</h2>
<p>Report a complaint as soon as possible, fully and clearly described, by e-mail to {{seller.email}} or with the contact form. We acknowledge your complaint within 3 working days and answer it within 14 days; if we need more time, we tell you so within that period. If we cannot solve it together, you can take the dispute to the competent court.</p>
<h2>Article 10 – Applicable law</h2>
<p>Dutch law applies to these terms and the contract. If you are a consumer living in another country, you keep the protection of the mandatory rules of your own country.</p>
<h2>Article 11 – Personal data</h2>
<p>How we handle your data and how long we keep it is set out in our privacy policy.</p>`,
];

export const privacyContent: Tr = [
  `<h2>Wie is verantwoordelijk</h2>
<p>{{seller.legal_name}} ({{seller.trade_name}}) is verantwoordelijk voor de verwerking van uw persoonsgegevens zoals in deze verklaring beschreven:</p>
${identityNl}
<p>Voor vragen over uw gegevens mailt u ons op {{seller.email}}.</p>
<h2>Welke gegevens, waarvoor en op welke grond</h2>
<ul>
<li><strong>Bestellen en leveren</strong>: naam, adres, e-mailadres, telefoonnummer, bestelde producten en betaalstatus; voor zakelijke klanten ook bedrijfsnaam en btw-nummer. Nodig om de overeenkomst uit te voeren (art. 6 lid 1 sub b AVG).</li>
<li><strong>Facturen en boekhouding</strong>: de gegevens op facturen en creditnota's. Dit moeten wij bewaren volgens de belastingwet (art. 6 lid 1 sub c AVG; art. 52 Algemene wet inzake rijksbelastingen).</li>
<li><strong>Uw account</strong>: inloggegevens (het wachtwoord alleen versleuteld, met argon2id), adressen, favorieten, winkelwagen en geregistreerde machines. Op uw verzoek (de overeenkomst, art. 6 lid 1 sub b AVG).</li>
<li><strong>Reviews</strong>: uw naam zoals u die opgeeft, uw beoordeling en de bestelling waaruit de review komt. Met uw toestemming (art. 6 lid 1 sub a AVG).</li>
<li><strong>Contact en chat</strong>: uw naam, e-mailadres en bericht, om uw vraag te beantwoorden (gerechtvaardigd belang, art. 6 lid 1 sub f AVG).</li>
<li><strong>Statistieken</strong>: alleen als u daarvoor toestemming geeft in de cookiemelding, meten wij met Google Analytics welke pagina's en producten bekeken worden (art. 6 lid 1 sub a AVG). Zonder toestemming laden wij het script van Google niet. U wijzigt of trekt uw toestemming in via "Cookie-instellingen" onderaan elke pagina. Zoekopdrachten in de winkel tellen wij zonder ze aan u te koppelen, met telefoonnummers en e-mailadressen eruit gefilterd.</li>
</ul>
<p>Wij verkopen uw gegevens niet en nemen geen besluiten over u die alleen op geautomatiseerde verwerking berusten.</p>
<h2>Met wie wij gegevens delen</h2>
<ul>
<li>Mollie B.V. (Amsterdam), onze betaaldienstverlener, voor de betaling van uw bestelling.</li>
<li>Onze e-maildienst, die bestelbevestigingen, facturen en servicemails voor ons verstuurt (een verwerker, met een verwerkersovereenkomst).</li>
<li>De vervoerder die uw pakket bezorgt (zoals PostNL): naam, adres en zo nodig telefoonnummer en e-mailadres voor de bezorging.</li>
<li>Google Ireland Ltd., alleen met uw toestemming, voor Google Analytics. Google kan gegevens doorgeven naar de Verenigde Staten onder het EU-VS Data Privacy Framework.</li>
<li>De Belastingdienst, als de wet ons daartoe verplicht.</li>
</ul>
<h2>Hoe lang wij gegevens bewaren</h2>
<ul>
<li>Account, adressen, favorieten en winkelwagen: zolang uw account bestaat. Verwijdert u uw account, dan wissen wij deze gegevens direct.</li>
<li>Bestellingen, facturen en creditnota's: 7 jaar na afloop van het boekjaar (art. 52 AWR). Na verwijdering van uw account blijven alleen de gegevens die de wet op de factuur vraagt (naam, adres, btw-nummer, bedragen); e-mailadres, telefoonnummer en opmerkingen wissen wij.</li>
<li>Reviews: zolang de review online staat; op uw verzoek of bij verwijdering van uw account verwijderen wij haar.</li>
<li>Zoekopdrachten: zonder persoonsgegevens, 180 dagen.</li>
<li>Inlogsessies: maximaal 30 dagen; bij uitloggen, een nieuw wachtwoord of verwijdering van uw account direct beëindigd.</li>
</ul>
<h2>Uw rechten</h2>
<p>U heeft het recht op inzage, rectificatie, wissing, beperking van de verwerking, overdraagbaarheid van uw gegevens en bezwaar, en u mag uw toestemming altijd intrekken. In uw account onder "Mijn gegevens" downloadt u al uw gegevens als bestand en verwijdert u uw account. Voor al het andere mailt u ons; wij antwoorden binnen een maand.</p>
<p>Heeft u een klacht over hoe wij met uw gegevens omgaan, dan horen wij dat graag. U mag ook een klacht indienen bij de Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl), de toezichthouder in Nederland.</p>
<h2>Beveiliging en cookies</h2>
<p>Onze website gebruikt alleen versleutelde verbindingen (HTTPS). Wij plaatsen functionele cookies die de winkel nodig heeft (inloggen, winkelwagen, taal, uw cookiekeuze); analytische cookies alleen met uw toestemming. Advertentiecookies gebruiken wij niet.</p>`,
  `<h2>Who is responsible</h2>
<p>{{seller.legal_name}} ({{seller.trade_name}}) is the controller of your personal data as described in this statement:</p>
${identityEn}
<p>For questions about your data, e-mail us at {{seller.email}}.</p>
<h2>Which data, what for and on what basis</h2>
<ul>
<li><strong>Ordering and delivery</strong>: name, address, e-mail address, phone number, the products ordered and payment status; for business customers also company name and VAT number. Needed to perform the contract (art. 6(1)(b) GDPR).</li>
<li><strong>Invoices and accounts</strong>: the data on invoices and credit notes. Tax law makes us keep them (art. 6(1)(c) GDPR; art. 52 of the Dutch General Tax Act, AWR).</li>
<li><strong>Your account</strong>: login details (the password only hashed, with argon2id), addresses, favourites, cart and registered machines. At your request (the contract, art. 6(1)(b) GDPR).</li>
<li><strong>Reviews</strong>: your name as you give it, your rating and the order the review comes from. With your consent (art. 6(1)(a) GDPR).</li>
<li><strong>Contact and chat</strong>: your name, e-mail address and message, to answer your question (legitimate interest, art. 6(1)(f) GDPR).</li>
<li><strong>Statistics</strong>: only if you consent in the cookie notice do we measure with Google Analytics which pages and products are viewed (art. 6(1)(a) GDPR). Without consent we do not load Google's script. You change or withdraw your consent with "Cookie settings" at the bottom of every page. We count searches in the shop without linking them to you, with phone numbers and e-mail addresses filtered out.</li>
</ul>
<p>We do not sell your data and take no decisions about you based solely on automated processing.</p>
<h2>Who we share data with</h2>
<ul>
<li>Mollie B.V. (Amsterdam), our payment service provider, for the payment of your order.</li>
<li>Our e-mail service, which sends order confirmations, invoices and service e-mails for us (a processor, under a data processing agreement).</li>
<li>The carrier that delivers your parcel (such as PostNL): name, address and where needed phone number and e-mail address for the delivery.</li>
<li>Google Ireland Ltd., only with your consent, for Google Analytics. Google may transfer data to the United States under the EU-US Data Privacy Framework.</li>
<li>The Dutch Tax Administration, where the law obliges us.</li>
</ul>
<h2>How long we keep data</h2>
<ul>
<li>Account, addresses, favourites and cart: as long as your account exists. When you delete your account, we erase them at once.</li>
<li>Orders, invoices and credit notes: 7 years after the end of the financial year (art. 52 AWR). After you delete your account only the data the law requires on the invoice remain (name, address, VAT number, amounts); we erase e-mail address, phone number and remarks.</li>
<li>Reviews: as long as the review is online; we remove it at your request or when you delete your account.</li>
<li>Searches: without personal data, 180 days.</li>
<li>Login sessions: at most 30 days; ended at once when you log out, set a new password or delete your account.</li>
</ul>
<h2>Your rights</h2>
<p>You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and you may withdraw your consent at any time. In your account under "My data" you download all your data as a file and delete your account. For anything else, e-mail us; we answer within one month.</p>
<p>If you have a complaint about how we handle your data, we would like to hear it. You may also lodge a complaint with the Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl), the Dutch supervisory authority.</p>
<h2>Security and cookies</h2>
<p>Our website uses encrypted connections (HTTPS) only. We set functional cookies the shop needs (login, cart, language, your cookie choice); analytical cookies only with your consent. We do not use advertising cookies.</p>`,
];
