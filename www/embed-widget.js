// The widget's module and wasm, loaded once from next to this file, and its stylesheet:
// shared by embed.js (the <mahjong-referee> element) and embed-frame.js (the iframe page).
// ASSETS is filled in at build time (scripts/post-build.mjs).
const ASSETS = { js: '__WIDGET_JS__', wasm: '__WIDGET_WASM__', css: '__WIDGET_CSS__' };

/** The address of the widget's site, ending in `/`. */
export const base = new URL('./', import.meta.url);

let loading;

// When the wasm traps (a panic: the release build stops at once, with no hook), every widget
// on the page has stopped: show the crash panel each one wrote, hidden, before its root
// (in each element's shadow root; in the iframe page's document). See src/ui/panic.rs.
function showCrashPanels(event) {
  if (!((event.error ?? event.reason) instanceof WebAssembly.RuntimeError)) return;
  const panels = [document, ...[...document.querySelectorAll('mahjong-referee')].map((e) => e.shadowRoot)]
    .map((root) => root?.getElementById('crashed'));
  for (const panel of panels) {
    if (!panel) continue;
    panel.lastElementChild?.setAttribute('href', location.href);
    panel.removeAttribute('hidden');
  }
}

/** The widget's module, initialised (once, however many callers). */
export function widget() {
  if (!loading) {
    addEventListener('error', showCrashPanels);
    addEventListener('unhandledrejection', showCrashPanels);
  }
  loading ??= import(new URL(ASSETS.js, base).href).then(async (m) => {
    await m.default({ module_or_path: new URL(ASSETS.wasm, base) });
    return m;
  });
  return loading;
}

/** A <link> to the widget's stylesheet. */
export function stylesheet() {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL(ASSETS.css, base).href;
  return link;
}
