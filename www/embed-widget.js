// The widget's module and wasm, loaded once from next to this file, and its stylesheet:
// shared by embed.js (the <mahjong-referee> element) and embed-frame.js (the iframe page).
// ASSETS is filled in at build time (scripts/post-build.mjs).
const ASSETS = { js: '__WIDGET_JS__', wasm: '__WIDGET_WASM__', css: '__WIDGET_CSS__' };

/**
 * The address of the widget's site, ending in `/`: next to this file, unless a page that
 * bundled this loader into its own script says where the site's files are (embed.js's
 * setBase: there, `import.meta.url` is the bundle's address).
 */
export let base = new URL('./', import.meta.url);
export const setBase = (url) => (base = url);

import './crash.js';

let loading;

/** The widget's module, initialised (once, however many callers). */
export function widget() {
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
