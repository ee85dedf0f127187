// The widget's own page keeps an offline copy: scripts/post-build.mjs writes this into the
// page's start-up script, which so registers the service worker (sw.js, also written there)
// once the widget has started and its first screen is painted, so that the worker's start and
// its downloads do not slow that screen down. Embeds never load it: a host page's origin is
// not the widget's.
//
// A new version, once the worker has it whole, is offered, not swapped in under a ruling: a
// button "New version — reload" (its words from the widget, in the language it speaks: the
// crash panel's data-new-version, src/ui/panic.rs) that lets the new worker take over and
// reloads the page.
addEventListener('TrunkApplicationStarted', () => {
  // An animation frame runs just before the paint; a timeout set from it, just after.
  requestAnimationFrame(() => setTimeout(() => {
    const sw = navigator.serviceWorker;
    // A failed registration only means no offline copy; the widget works on.
    // The first version takes the page once it has cached the site: a language pack this
    // page fetched before that (the browser's language, on a first visit) went past the
    // worker, so it is asked for again through it, and kept for offline use.
    if (sw && !sw.controller) {
      sw.addEventListener('controllerchange', () => {
        for (const entry of performance.getEntriesByType('resource')) {
          if (/\/lang\/[a-z-]+\.compiled\.txt/.test(entry.name)) fetch(entry.name).catch(() => {});
        }
      }, { once: true });
    }
    sw?.register('sw.js').then((registration) => {
      const offer = () => {
        const worker = registration.waiting;
        // No offer for the first version (nothing controls the page yet), nor twice.
        if (!worker || !sw.controller || offer.made) return;
        offer.made = document.createElement('button');
        offer.made.id = 'new-version';
        offer.made.className = 'share-button';
        offer.made.textContent = document.getElementById('crashed')?.dataset.newVersion;
        offer.made.onclick = () => {
          sw.oncontrollerchange = () => location.reload();
          worker.postMessage('take');
        };
        document.body.append(offer.made);
      };
      offer();
      registration.onupdatefound = () => {
        registration.installing.onstatechange = offer;
      };
    }, () => {});
  }));
}, { once: true });
