//! The widget's entry point: it only renders — on the widget's own page, in the language
//! whose pack its start-up script fetched (`early_pack`). Elsewhere (a host page with the
//! `<mahjong-referee>` element, the iframe page) the embed scripts mount it.

fn main() {
    if let Some(root) = mahjong_referee::ui::embed::own_page_root() {
        mahjong_referee::ui::hooks::early_pack();
        yew::Renderer::<mahjong_referee::ui::App>::with_root(root).render();
    }
}
