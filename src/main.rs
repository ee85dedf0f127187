//! The widget's entry point: it only renders — on the widget's own page, once the language
//! pack its start-up script fetched is in (`early_pack`). Elsewhere (a host page with the
//! `<mahjong-referee>` element, the iframe page) the embed scripts mount it.

fn main() {
    if let Some(root) = mahjong_referee::ui::embed::own_page_root() {
        yew::platform::spawn_local(async move {
            mahjong_referee::ui::hooks::early_pack().await;
            yew::Renderer::<mahjong_referee::ui::App>::with_root(root).render();
        });
    }
}
