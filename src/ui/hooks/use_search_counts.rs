//! The search's learned counts, fetched once the first screen is painted (they are not
//! built into the widget's wasm: the first screen does not search).

use yew::prelude::*;

/// The address of the learned counts next to the widget (`base`), with the version built
/// with, so that no cache gives another build's.
fn counts_url(base: &str) -> String {
    format!(
        "{base}search-learned.txt?v={}",
        crate::lang::LEARNED_VERSION.trim()
    )
}

/// Whether the search has its learned counts: fetched from next to the widget (`base`)
/// once `painted` (the first screen is), and given to the search. Until they are in, a
/// search ranks by its words' weights alone; a search the widget shows is searched again
/// once they are in (this value changes). A failed fetch is tried again when a search is
/// begun (`searching` turns true), never in a loop nor at each key. Several widgets on one
/// page each fetch the file once (the browser's cache and the service worker answer the
/// later ones); the first in gives the counts to all.
#[hook]
pub fn use_search_counts(base: AttrValue, painted: bool, searching: bool) -> bool {
    let counts_in = use_state(crate::lang::learned_in);
    let fetching = use_mut_ref(|| false);
    {
        let counts_in = counts_in.clone();
        use_effect_with((painted, searching), move |(painted, _)| {
            if crate::lang::learned_in() {
                // Given to the search by another widget of the page.
                if !*counts_in {
                    counts_in.set(true);
                }
            } else if *painted && !*fetching.borrow() {
                *fetching.borrow_mut() = true;
                let url = counts_url(&base);
                #[cfg(target_arch = "wasm32")]
                yew::platform::spawn_local(async move {
                    if let Ok(text) = super::fetch::fetch_text(&url).await {
                        crate::lang::install_learned(&text);
                    }
                    *fetching.borrow_mut() = false;
                    counts_in.set(crate::lang::learned_in());
                });
                #[cfg(not(target_arch = "wasm32"))]
                let _ = (url, counts_in);
            }
        });
    }
    *counts_in
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_counts_are_fetched_at_the_version_built_with() {
        let url = super::counts_url("https://example.org/widget/");
        assert!(url.starts_with("https://example.org/widget/search-learned.txt?v="));
        assert!(url.ends_with(crate::lang::LEARNED_VERSION.trim()));
    }
}
