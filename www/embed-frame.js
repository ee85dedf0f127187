// The iframe embed (embed.html): the widget alone, set from the page's address, telling the
// host page its height so the iframe can grow with the content.
//
//   <iframe src="https://referee.example/embed.html?ruleset=mers-2010&incident=late&parent=https://host.example"></iframe>
//
// Query: ruleset, incident, lang, compact (any value), parent (the host's origin; without it
// nothing is posted). Messages posted to the host: {type: "mahjong-referee:height", height}.
// Messages taken from the host (only from that origin, only this shape):
// {type: "mahjong-referee:set", ruleset?, incident?, lang?, compact?}; a message with an unknown
// field, a value of the wrong type or a value the widget does not know is not applied at all
// (nor later, with another message), and the host gets {type: "mahjong-referee:error",
// message} saying why.
import { base, stylesheet, widget } from './embed-widget.js';

const query = new URLSearchParams(location.search);

function originOf(text) {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== 'null' ? url.origin : null;
  } catch {
    return null;
  }
}

const parentOrigin = originOf(query.get('parent') ?? '');
const options = {
  ruleset: query.get('ruleset') ?? '',
  incident: query.get('incident') ?? '',
  lang: query.get('lang') ?? '',
  // `compact` alone or with any value but "false" (`compact=false` is not compact).
  compact: query.has('compact') && query.get('compact') !== 'false',
  key: 'frame',
  base: base.href,
};

document.head.append(stylesheet());

const m = await widget();
// The widget renders into a new element just before the first screen painted before the wasm,
// and takes that away in one piece once it is drawn (clearing it node by node, as it would
// its root, costs a slow phone ~0.1 s).
const painted = document.getElementById('frame-root');
const root = document.createElement('div');
painted.removeAttribute('id');
painted.setAttribute('data-painted', '');
root.id = 'frame-root';
painted.before(root);
const handle = m.mount(root, options);

// An address parameter the frame does not know is said to the host (and the console), not
// passed over: `rulset=` would otherwise leave the rule set unset in silence.
const QUERY_FIELDS = ['ruleset', 'incident', 'lang', 'compact', 'parent'];
const unknownQuery = [...query.keys()].filter((k) => !QUERY_FIELDS.includes(k)).map((k) => {
  const near = QUERY_FIELDS.find((f) => slip(f.toLowerCase(), k.toLowerCase()));
  // Named by its start, never echoed whole: an address can be megabytes long.
  return `unknown address parameter '${k.slice(0, 32)}'${near ? ` (did you mean '${near}'?)` : ` (parameters: ${QUERY_FIELDS.join(', ')})`}`;
});
for (const problem of unknownQuery) console.warn(`mahjong-referee: ${problem}`);

if (parentOrigin && window.parent !== window) {
  for (const message of unknownQuery) window.parent.postMessage({ type: 'mahjong-referee:error', message }, parentOrigin);
  let last = -1;
  const post = () => {
    const height = Math.ceil(document.documentElement.scrollHeight);
    if (height !== last) {
      last = height;
      window.parent.postMessage({ type: 'mahjong-referee:height', height }, parentOrigin);
    }
  };
  new ResizeObserver(post).observe(document.body);
  post();
}

const TEXT_FIELDS = ['ruleset', 'incident', 'lang'];
const MESSAGE_FIELDS = ['type', ...TEXT_FIELDS, 'compact'];

/** Whether `b` is `a` with one letter changed, added or left out. */
function slip(a, b) {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  const rest = (x, n) => x.slice(i + n);
  return rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1);
}

/** Why a message cannot be taken, or null: every field known and of its type, or nothing is applied. */
function messageProblem(data) {
  for (const key of Object.keys(data)) {
    if (!MESSAGE_FIELDS.includes(key)) {
      const near = MESSAGE_FIELDS.find((f) => slip(f.toLowerCase(), key.toLowerCase()));
      return `unknown field '${key}'${near ? ` (did you mean '${near}'?)` : ` (fields: ${MESSAGE_FIELDS.join(', ')})`}`;
    }
  }
  for (const field of TEXT_FIELDS) {
    if (field in data && (typeof data[field] !== 'string' || data[field].length > 64)) {
      return `field '${field}': expected text of 64 characters at most`;
    }
  }
  if ('compact' in data && typeof data.compact !== 'boolean') return "field 'compact': expected true or false";
  return null;
}

window.addEventListener('message', (event) => {
  if (!parentOrigin || event.origin !== parentOrigin || event.source !== window.parent) return;
  const data = event.data;
  if (typeof data !== 'object' || data === null || data.type !== 'mahjong-referee:set') return;
  const problem = messageProblem(data);
  if (problem) {
    // Nothing of a message with a fault is applied; the host is told why.
    window.parent.postMessage({ type: 'mahjong-referee:error', message: problem }, parentOrigin);
    return;
  }
  // The settings the message asks for, tried on the widget whole: a value it does not know
  // (a rule set it does not have) and nothing of the message is applied, now or later.
  const next = { ...options, ...data };
  const unknown = TEXT_FIELDS[handle.update(next)];
  if (unknown) {
    window.parent.postMessage({ type: 'mahjong-referee:error', message: `field '${unknown}': unknown value` }, parentOrigin);
    return;
  }
  Object.assign(options, next);
});
