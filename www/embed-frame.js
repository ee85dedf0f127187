// The iframe embed (embed.html): the widget alone, set from the page's address, telling the
// host page its height so the iframe can grow with the content.
//
//   <iframe src="https://referee.example/embed.html?ruleset=mers-2010&incident=late&parent=https://host.example"></iframe>
//
// Query: ruleset, incident, lang, compact (any value), parent (the host's origin; without it
// nothing is posted). Messages posted to the host: {type: "mahjong-referee:height", height}.
// Messages taken from the host (only from that origin, only this shape):
// {type: "mahjong-referee:set", ruleset?, incident?, lang?, compact?}.
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
  compact: query.has('compact'),
  key: 'frame',
  base: base.href,
};

document.head.append(stylesheet());

const m = await widget();
const root = document.getElementById('frame-root');
const handle = m.mount(root, options);

if (parentOrigin && window.parent !== window) {
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
window.addEventListener('message', (event) => {
  if (!parentOrigin || event.origin !== parentOrigin || event.source !== window.parent) return;
  const data = event.data;
  if (typeof data !== 'object' || data === null || data.type !== 'mahjong-referee:set') return;
  for (const field of TEXT_FIELDS) {
    if (field in data) {
      if (typeof data[field] !== 'string' || data[field].length > 64) return;
      options[field] = data[field];
    }
  }
  if ('compact' in data) {
    if (typeof data.compact !== 'boolean') return;
    options.compact = data.compact;
  }
  handle.update(options);
});
