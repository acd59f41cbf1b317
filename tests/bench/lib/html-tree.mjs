/**
 * Turns a document the storefront rendered back into a React element tree of plain host elements
 * (no components, no hooks, no context): the floor that the SSR benchmark compares the shop with.
 * Rendering the tree with react-dom/server gives the same markup (same elements, attributes, text,
 * Suspense boundaries and text separators), so the difference is what our stack costs over React.
 *
 * The parser only understands what React emits (quoted attributes, `/>` on void elements, escaped
 * text, raw <script>/<style> content); it is not a general HTML parser.
 */
import { createElement, Fragment, Suspense } from 'react';

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW = new Set(['script', 'style']);
/** HTML boolean attributes, by their React prop name (React drops `true` on names it does not know). */
const BOOLEAN = new Map(
  [
    'allowFullScreen',
    'async',
    'autoFocus',
    'autoPlay',
    'checked',
    'controls',
    'default',
    'defer',
    'disabled',
    'formNoValidate',
    'hidden',
    'inert',
    'itemScope',
    'loop',
    'multiple',
    'muted',
    'noModule',
    'noValidate',
    'open',
    'playsInline',
    'readOnly',
    'required',
    'reversed',
    'selected',
  ].map((name) => [name.toLowerCase(), name]),
);
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (s) =>
  s.includes('&')
    ? s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e) => {
        if (e[0] === '#')
          return String.fromCodePoint(
            e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)),
          );
        return ENTITIES[e] ?? m;
      })
    : s;

const styleObject = (css) => {
  const style = {};
  for (const decl of css.split(';')) {
    const i = decl.indexOf(':');
    if (i > 0) style[decl.slice(0, i).trim()] = decl.slice(i + 1).trim();
  }
  return style;
};

function propsOf(attrs) {
  const props = {};
  const re = /([^\s=/>]+)(?:="([^"]*)")?/g;
  for (let m = re.exec(attrs); m; m = re.exec(attrs)) {
    const name = m[1];
    const value = m[2] === undefined ? '' : decode(m[2]);
    const bool = BOOLEAN.get(name.toLowerCase());
    if (bool) props[bool] = true;
    else if (name === 'style') props.style = styleObject(value);
    else props[name] = value;
  }
  return props;
}

/**
 * Parses React's HTML into { render, bootstrap }: `render()` creates the <html> element tree; the
 * bootstrap script and module that React adds itself (renderToPipeableStream's options) are left
 * out of the tree and returned in `bootstrap`.
 */
export function htmlToTree(html, { isBootstrapScript = () => false } = {}) {
  const root = { type: Fragment, props: {}, children: [] };
  const stack = [root];
  const bootstrap = { scriptContent: undefined, modules: [] };
  let i = 0;
  const top = () => stack[stack.length - 1];
  const text = (s) => {
    // React separates adjacent text nodes with <!-- -->; keep them as separate children.
    if (s) top().children.push(decode(s));
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      text(html.slice(i));
      break;
    }
    if (lt > i) text(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      const body = html.slice(lt + 4, end);
      i = end + 3;
      if (body === '$' || body === '$?' || body === '$!') {
        stack.push({ type: Suspense, props: { fallback: null }, children: [] });
      } else if (body === '/$') {
        const node = stack.pop();
        top().children.push(node);
      }
      // '<!-- -->' (text separator) and anything else: nothing to keep.
      continue;
    }
    if (html.startsWith('<!DOCTYPE', lt) || html.startsWith('<!doctype', lt)) {
      i = html.indexOf('>', lt) + 1;
      continue;
    }
    const gt = html.indexOf('>', lt);
    if (html[lt + 1] === '/') {
      const node = stack.pop();
      top().children.push(node);
      i = gt + 1;
      continue;
    }
    const selfClosing = html[gt - 1] === '/';
    const head = html.slice(lt + 1, selfClosing ? gt - 1 : gt);
    const space = head.search(/\s/);
    const type = space === -1 ? head : head.slice(0, space);
    const props = space === -1 ? {} : propsOf(head.slice(space));
    i = gt + 1;
    if (RAW.has(type)) {
      const close = html.indexOf(`</${type}>`, i);
      const content = html.slice(i, close);
      i = close + type.length + 3;
      if (type === 'script' && props.type === 'module' && props.src && !content) {
        bootstrap.modules.push(props.src);
        continue;
      }
      if (type === 'script' && isBootstrapScript(content)) {
        bootstrap.scriptContent = content;
        continue;
      }
      if (content) props.dangerouslySetInnerHTML = { __html: content };
      top().children.push({ type, props, children: [] });
      continue;
    }
    if (selfClosing || VOID.has(type)) {
      top().children.push({ type, props, children: [] });
      continue;
    }
    stack.push({ type, props, children: [] });
  }
  const html0 = root.children.find((c) => typeof c === 'object' && c.type === 'html');
  if (!html0) throw new Error('htmlToTree: no <html> element');
  return { render: () => toElement(html0), bootstrap };
}

/**
 * Creates the elements afresh, as a component's JSX would on every render (reusing one element
 * tree across requests would skip that work and flatter the floor).
 */
function toElement(node) {
  if (typeof node === 'string') return node;
  const { children } = node;
  if (children.length === 0) return createElement(node.type, node.props);
  if (children.length === 1) return createElement(node.type, node.props, toElement(children[0]));
  return createElement(node.type, node.props, ...children.map(toElement));
}
