// The embed guide (embed-guide.html, embed-guide-fr.html): snippets for the rule set and
// language picked, and a live <mahjong-referee> showing them. The lists come from the JS API
// itself, in the page's language.
import './embed.js';
import init, { rulesets, incidents, addLanguage, packVersion } from './api/mahjong_referee.js';

const base = new URL('./', import.meta.url).href;
const $ = (id) => document.getElementById(id);
const lang = document.documentElement.lang === 'fr' ? 'fr' : 'en';
const say = {
  en: { copied: 'Copied', copyByHand: 'Select the text and copy it', frame: 'Mahjong referee', csp: "Under a CSP without 'unsafe-inline', put these lines in a file of your site.", global: 'or, as a global:', then: 'then:' },
  fr: { copied: 'Copié', copyByHand: 'Sélectionnez le texte et copiez-le', frame: 'Arbitre de mahjong', csp: "Sous une CSP sans 'unsafe-inline', mettez ces lignes dans un fichier de votre site.", global: 'ou, en variable globale\u00a0:', then: 'puis\u00a0:' },
}[lang];
await init({ module_or_path: new URL('./api/mahjong_referee_bg.wasm', import.meta.url) });
// The page's language, when not English, is a pack the API adds (it ships next to it); the
// lists stay in English if it cannot be fetched.
let listed = 'en';
if (lang !== 'en') {
  const pack = await fetch(new URL(`./api/lang/${lang}.compiled.txt?v=${packVersion()}`, import.meta.url)).catch(() => null);
  if (pack?.ok) {
    addLanguage(await pack.text());
    listed = lang;
  }
}

for (const r of rulesets()) $('g-ruleset').append(new Option(`${r.name} (${r.mcr ? 'MCR' : 'Riichi'})`, r.id));
for (const i of incidents(listed)) $('g-incident').append(new Option(i.title, i.kind));

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
  const widgetLang = $('g-lang').value;
  const incident = $('g-incident').value;
  const compact = $('g-compact').checked;
  const origin = originOf($('g-origin').value);

  const query = new URLSearchParams({ ruleset, lang: widgetLang });
  if (incident) query.set('incident', incident);
  if (compact) query.set('compact', '');
  query.set('parent', origin);
  $('snippet-iframe').textContent = `<iframe id="mahjong-referee" title="${escape(say.frame)}" style="width: 100%; border: 0" height="600"
  src="${escape(`${base}embed.html?${query}`)}"></iframe>
<script type="module">
  const frame = document.getElementById('mahjong-referee');
  addEventListener('message', (e) => {
    if (e.origin === ${JSON.stringify(new URL(base).origin)} && e.data?.type === 'mahjong-referee:height') frame.height = e.data.height;
  });
</script>
<!-- ${say.csp} -->`;

  const attrs = [`ruleset="${escape(ruleset)}"`, `lang="${escape(widgetLang)}"`];
  if (incident) attrs.push(`incident="${escape(incident)}"`);
  if (compact) attrs.push('compact');
  $('snippet-element').textContent = `<script type="module" src="${escape(`${base}embed.js`)}"></script>
<mahjong-referee ${attrs.join(' ')}></mahjong-referee>`;

  // English is built in; another language's pack is added first (addLanguage, loadLanguage).
  const pack = widgetLang === 'en' ? '' : `
  addLanguage(await (await fetch(\`${base}api/lang/${widgetLang}.compiled.txt?v=\${packVersion()}\`)).text());`;
  $('snippet-api').textContent = `<script type="module">
  import init, { rule, compare, mcrFans${widgetLang === 'en' ? '' : ', addLanguage, packVersion'} } from '${base}api/mahjong_referee.js';
  await init();${pack}
  const ruling = rule('${ruleset}', { kind: 'late', minutes: 12 }, '${widgetLang}');
  console.log(ruling.headline, ruling.sections);
</script>
<!-- ${say.global} -->
<script type="module" src="${escape(`${base}api/global.js`)}"></script>
<!-- ${say.then} MahjongReferee.ready.then(async (api) => ${widgetLang === 'en' ? '' : `(await api.loadLanguage('${widgetLang}'), `}api.rule('${ruleset}', { kind: 'late', minutes: 12 }, '${widgetLang}')${widgetLang === 'en' ? '' : ')'}) -->`;

  const preview = $('preview');
  preview.setAttribute('ruleset', ruleset);
  preview.setAttribute('lang', widgetLang);
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
      button.textContent = say.copied;
    } catch {
      button.textContent = say.copyByHand;
    }
  });
}
render();
