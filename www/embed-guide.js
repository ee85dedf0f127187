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
// lists stay in English if it cannot be fetched or is not this API's (bad-pack).
let listed = 'en';
if (lang !== 'en') {
  try {
    const pack = await fetch(new URL(`./api/lang/${lang}.compiled.txt?v=${packVersion()}`, import.meta.url));
    if (pack.ok) {
      addLanguage(await pack.text());
      listed = lang;
    }
  } catch (e) {
    console.warn(`embed guide: the ${lang} pack was not added (${e.code ?? e.message}); the lists are in English`);
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
  // No script needed: as wide as the host's column, nearly a phone's screen tall (the widget
  // scrolls inside it to the ruling); the height attribute where a site editor drops styles.
  const frame = (id, address) => `<iframe ${id}title="${escape(say.frame)}"
  src="${escape(address)}"
  style="width: 100%; max-width: 46rem; height: min(720px, 85vh); border: 0"
  height="720"></iframe>`;
  $('snippet-iframe').textContent = frame('', `${base}embed.html?${query}`);
  // With a script: the frame takes the height the widget posts (to the origin named only).
  query.set('parent', origin);
  $('snippet-iframe-resize').textContent = `${frame('id="mahjong-referee" ', `${base}embed.html?${query}`)}
<script type="module">
  const frame = document.getElementById('mahjong-referee');
  addEventListener('message', (e) => {
    if (e.origin === ${JSON.stringify(new URL(base).origin)} && e.data?.type === 'mahjong-referee:height') {
      frame.style.height = e.data.height + 'px';
    }
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

// The choices, and the origin field further down (in the form by its form attribute).
for (const type of ['input', 'change']) {
  document.addEventListener(type, (e) => {
    if (e.target?.form === $('choices')) render();
  });
}
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
for (const code of document.querySelectorAll('code.origin')) code.textContent = new URL(base).origin;
render();

// Offline, once visited: the site's service worker keeps this page and the files it uses
// (its script and style, embed.js, the API and its pack) when they pass through it, network
// first (scripts/post-build.mjs, sw.js). The guide registers it too, for a web editor who
// opens the guide before the widget. On the first visit those files came before the worker
// took the page: once it has, they are asked for again through it (the widget's own files are
// in its precache, and answered from there).
const sw = navigator.serviceWorker;
if (sw && !sw.controller) {
  sw.addEventListener('controllerchange', () => {
    const urls = [location.href.split('#')[0], ...performance.getEntriesByType('resource').map((e) => e.name)];
    for (const url of new Set(urls)) {
      if (new URL(url).origin === location.origin) fetch(url).catch(() => {});
    }
  }, { once: true });
}
sw?.register(new URL('./sw.js', base)).catch(() => {});
