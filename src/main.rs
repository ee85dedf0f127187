//! The widget's entry point: it only renders.

fn main() {
    mahjong_referee::ui::panic::install();
    yew::Renderer::<mahjong_referee::ui::App>::new().render();
}
