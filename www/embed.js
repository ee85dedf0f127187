// <mahjong-referee>: the referee widget as a custom element, for any host page.
//
//   <script type="module" src="https://referee.example/embed.js"></script>
//   <mahjong-referee ruleset="mers-2010" incident="false-set" lang="en"></mahjong-referee>
//
// Each element renders in its own shadow root, so the host's styles and the widget's do not
// mix, keeps its own entries (under its id, or its place on the page), and follows changes
// to its attributes. The widget's files are found next to this script. The element gets a
// `data-ready` attribute once the widget answers taps (`mahjong-referee[data-ready]`).
//
// Bundled into a page's own script (an npm package), the site's files are not next to the
// bundle: `setBase('/vendor/mahjong-referee/')` says where they are served.
import * as loader from './embed-widget.js';

const { stylesheet, widget } = loader;

/** The release (Cargo.toml's version), filled in at build time (scripts/post-build.mjs). */
export const version = '__VERSION__';

/**
 * Where the site's files are served (a folder's address, whole or relative to the page), for
 * a loader bundled into another script: called before an element is connected (in the
 * bundle's own code at the latest).
 */
export function setBase(url) {
  const href = new URL(url, document.baseURI).href;
  loader.setBase(new URL(href.endsWith('/') ? href : `${href}/`));
}

const ATTRIBUTES = ['ruleset', 'incident', 'lang', 'compact'];

let made = 0;

export class MahjongRefereeElement extends HTMLElement {
  /** The release of the widget this element loads. */
  static version = version;

  static get observedAttributes() {
    return ATTRIBUTES;
  }

  constructor() {
    super();
    this.place = made++;
    this.attachShadow({ mode: 'open' });
    this.root = document.createElement('div');
    this.root.className = 'embed-root';
  }

  options() {
    // Attribute values go to the widget as plain strings; it checks them and shows a
    // message (as text) for a value it does not know.
    return {
      ruleset: this.getAttribute('ruleset') ?? '',
      incident: this.getAttribute('incident') ?? '',
      lang: this.getAttribute('lang') ?? '',
      compact: this.hasAttribute('compact'),
      key: this.id ? `id-${this.id}` : `place-${this.place}`,
      base: loader.base.href,
    };
  }

  async connectedCallback() {
    // A turn later: an element already on the page is connected as soon as this script
    // defines it, before a bundle's own code has had its say (`setBase`).
    await null;
    if (!this.shadowRoot.contains(this.root)) this.shadowRoot.append(stylesheet(), this.root);
    const m = await widget();
    if (this.isConnected && !this.handle) {
      // The widget marks its root `data-ready` once it answers taps: the element says so too.
      new MutationObserver((_, observer) => {
        if (!this.root.hasAttribute('data-ready')) return;
        observer.disconnect();
        this.setAttribute('data-ready', '');
      }).observe(this.root, { attributes: true, attributeFilter: ['data-ready'] });
      this.handle = m.mount(this.root, this.options());
    }
  }

  disconnectedCallback() {
    this.removeAttribute('data-ready');
    this.handle?.destroy();
    this.handle = undefined;
  }

  attributeChangedCallback() {
    // Taken whole or not at all: with a value the widget does not know, nothing changes.
    const unknown = ATTRIBUTES[this.handle?.update(this.options())];
    if (unknown) console.warn(`mahjong-referee: attribute '${unknown}': unknown value (nothing changed)`);
  }
}

if (!customElements.get('mahjong-referee')) {
  customElements.define('mahjong-referee', MahjongRefereeElement);
}
