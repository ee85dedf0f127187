// The language pack the widget will speak, fetched while the wasm downloads (the page
// preloads it): written by scripts/post-build.mjs into the start-up script of the widget's
// own page, where __PACKS__ (the packs the build has) and __PACK_VERSION__
// (src/lang/keys.fingerprint) are filled in. The widget is started once the pack is in (a
// second at most: a stalled network starts it in English, and it fetches on), and takes it
// before its first render (src/ui/hooks/use_lang.rs, `early_pack`), so a French, German or
// Dutch visitor never sees an English card first. An English visitor waits for nothing.
// The choice is made as the widget makes it: the language stored when the user picked one,
// else the first of the browser's languages the widget has (English among them). A wrong
// guess costs only a fetch: the widget then fetches the pack it wants itself.
{
  const packs = __PACKS__;
  let code;
  try {
    code = /^1;([a-z]+)$/.exec(localStorage.getItem('mahjong-referee/lang') ?? '')?.[1];
  } catch {
    // No storage (blocked, private mode): the browser's languages decide.
  }
  code ??= (navigator.languages ?? [])
    .map((tag) => tag.split(/[-_]/)[0].toLowerCase())
    .find((c) => c === 'en' || packs.includes(c));
  if (packs.includes(code)) {
    const text = fetch(`lang/${code}.compiled.txt?v=__PACK_VERSION__`)
      .then((answer) => (answer.ok ? answer.text() : null))
      .catch(() => null);
    globalThis.mahjongRefereePack = await Promise.race([text, new Promise((done) => setTimeout(done, 1000, null))]);
  }
}
