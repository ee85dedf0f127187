// The embed guide (embed-guide.html): snippets for the rule set and language picked, and a
// live <mahjong-referee> showing them. The lists come from the JS API itself.
import './embed.js';
import init, { rulesets, incidents } from './api/mahjong_referee.js';

const base = new URL('./', import.meta.url).href;
const $ = (id) => document.getElementById(id);
await init({ module_or_path: new URL('./api/mahjong_referee_bg.wasm', import.meta.url) });

for (const r of rulesets()) $('g-ruleset').append(new Option(`${r.name} (${r.mcr ? 'MCR' : 'Riichi'})`, r.id));
for (const i of incidents()) $('g-incident').append(new Option(i.title, i.kind));

const escape = (s) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

function originOf(text) {
  try {
    return new URL(text).origin;
  } catch {
    return 'https://www.example.org';
  }
}

function render() {
  const ruleset = $('g-ruleset').value;
  const lang = $('g-lang').value;
  const incident = $('g-incident').value;
  const compact = $('g-compact').checked;
  const origin = originOf($('g-origin').value);

  const query = new URLSearchParams({ ruleset, lang });
  if (incident) query.set('incident', incident);
  if (compact) query.set('compact', '');
  query.set('parent', origin);
  $('snippet-iframe').textContent = `<iframe id="mahjong-referee" title="Mahjong referee" style="width: 100%; border: 0" height="600"
  src="${escape(`${base}embed.html?${query}`)}"></iframe>
<script type="module">
  const frame = document.getElementById('mahjong-referee');
  addEventListener('message', (e) => {
    if (e.origin === ${JSON.stringify(new URL(base).origin)} && e.data?.type === 'mahjong-referee:height') frame.height = e.data.height;
  });
</script>
<!-- Under a CSP without 'unsafe-inline', put these lines in a file of your site. -->`;

  const attrs = [`ruleset="${escape(ruleset)}"`, `lang="${escape(lang)}"`];
  if (incident) attrs.push(`incident="${escape(incident)}"`);
  if (compact) attrs.push('compact');
  $('snippet-element').textContent = `<script type="module" src="${escape(`${base}embed.js`)}"></script>
<mahjong-referee ${attrs.join(' ')}></mahjong-referee>`;

  $('snippet-api').textContent = `<script type="module">
  import init, { rule, compare, mcrFans } from '${base}api/mahjong_referee.js';
  await init();
  const ruling = rule('${ruleset}', { kind: 'late', minutes: 12 });
  console.log(ruling.headline, ruling.sections);
</script>
<!-- or, as a global: -->
<script type="module" src="${escape(`${base}api/global.js`)}"></script>
<!-- then: MahjongReferee.ready.then((api) => api.rule('${ruleset}', { kind: 'late', minutes: 12 })) -->`;

  const preview = $('preview');
  preview.setAttribute('ruleset', ruleset);
  preview.setAttribute('lang', lang);
  if (incident) preview.setAttribute('incident', incident);
  else preview.removeAttribute('incident');
  preview.toggleAttribute('compact', compact);
}

$('choices').addEventListener('input', render);
$('choices').addEventListener('change', render);
for (const button of document.querySelectorAll('[data-copy]')) {
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText($(button.dataset.copy).textContent);
      button.textContent = 'Copied';
    } catch {
      button.textContent = 'Select the text and copy it';
    }
  });
}
render();
