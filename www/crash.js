// When the widget's wasm traps (a panic: the release build stops at once, with no hook),
// every widget on the page has stopped: show the crash panel each one wrote, hidden, just
// before the element it renders into (src/ui/panic.rs) — in the page itself (the widget's own
// page, the iframe page) and in each <mahjong-referee> element's shadow root — its link
// reloading the page as it is. Written into the own page's start-up script by
// scripts/post-build.mjs, and imported by embed-widget.js (the embeds); a module runs once
// however often it is imported. It also turns the painted first screen's loading notice into
// a message when the start fails before the widget is drawn.
function showCrashPanels(event) {
  const error = event.error ?? event.reason;
  // The first screen painted before the wasm (scripts/post-build.mjs) says it is loading: once
  // the start has failed (the wasm not fetched, not compiled, trapped), it says so instead.
  const loading = document.querySelector('[aria-busy="true"] .loading');
  if (loading && (error instanceof WebAssembly.RuntimeError || error instanceof WebAssembly.CompileError || error instanceof TypeError)) {
    loading.className = 'loading failed';
    loading.setAttribute('role', 'alert');
    loading.textContent = loading.dataset.failed;
    loading.closest('[aria-busy]').removeAttribute('aria-busy');
  }
  if (!(error instanceof WebAssembly.RuntimeError)) return;
  const roots = [document, ...[...document.querySelectorAll('mahjong-referee')].map((e) => e.shadowRoot)];
  for (const panel of roots.map((root) => root?.getElementById('crashed'))) {
    if (!panel) continue;
    panel.lastElementChild?.setAttribute('href', location.href);
    panel.removeAttribute('hidden');
  }
}

addEventListener('error', showCrashPanels);
addEventListener('unhandledrejection', showCrashPanels);
