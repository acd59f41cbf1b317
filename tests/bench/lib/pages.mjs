/**
 * The pages the SSR benchmarks measure, found on the running shop: the home page, a category page
 * and the first product of that category (the demo seed is deterministic), and their captured HTML
 * (as a crawler gets it: the whole document, every Suspense boundary complete) with the data the
 * page was rendered from, for the baseline server.
 */
export const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

export async function findPages(base, { category = '/espressomachines', product } = {}) {
  let productPath = product;
  if (!productPath) {
    const html = await (await fetch(`${base}${category}`)).text();
    productPath = html.match(/<a href="(\/[^"]+)" class="product-card-link"/)?.[1];
    if (!productPath) throw new Error(`no product card link on ${category}`);
  }
  return [
    { name: 'product', path: productPath, budget: 0.8 },
    { name: 'category', path: category, budget: 0.8 },
    { name: 'home', path: '/', budget: 0.8 },
  ];
}

const between = (s, start, end) => {
  const i = s.indexOf(start);
  if (i === -1) return undefined;
  const j = s.indexOf(end, i + start.length);
  return j === -1 ? undefined : s.slice(i + start.length, j);
};

/** The complete document and its data: the shell payload and each deferred value. */
export async function capture(base, path) {
  const res = await fetch(`${base}${path}`, { headers: { 'user-agent': BOT_UA } });
  if (res.status !== 200) throw new Error(`${path} → ${res.status}`);
  const html = await res.text();
  const payloadJson = between(html, 'window.__FZ__={p:', ',has:function');
  if (!payloadJson) throw new Error(`${path}: no shell payload in the page`);
  const payload = JSON.parse(payloadJson);
  const deferred = {};
  for (const m of html.matchAll(/\(window\.__FZq=window\.__FZq\|\|\[\]\)\.push\((\[.*?\])\)<\/script>/g)) {
    const [key, value] = JSON.parse(m[1]);
    deferred[key] = value;
  }
  const nonce = html.match(/<script nonce="([^"]+)"/)?.[1] ?? '';
  return { path, url: path, html, payload, deferred, nonce };
}
