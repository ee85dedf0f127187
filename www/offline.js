// The widget's own page keeps an offline copy: scripts/post-build.mjs writes this into the
// page's start-up script, which so registers the service worker (sw.js, also written there)
// once the widget has started and its first screen is painted, so that the worker's start and
// its downloads do not slow that screen down. Embeds never load it: a host page's origin is
// not the widget's.
addEventListener('TrunkApplicationStarted', () => {
  // An animation frame runs just before the paint; a timeout set from it, just after.
  requestAnimationFrame(() => setTimeout(() => {
    // A failed registration only means no offline copy; the widget works on.
    if ('serviceWorker' in navigator) navigator.serviceWorker.register('sw.js').catch(() => {});
  }));
}, { once: true });
