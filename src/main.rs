//! The widget's entry point: it only renders — on the widget's own page. Elsewhere (a host
//! page with the `<mahjong-referee>` element, the iframe page) the embed scripts mount it.

fn main() {
    mahjong_referee::ui::panic::install();
    if mahjong_referee::ui::embed::is_own_page() {
        yew::Renderer::<mahjong_referee::ui::App>::new().render();
    }
}
