//! The widget's entry point: it only renders.

fn main() {
    yew::Renderer::<mahjong_referee::ui::App>::new().render();
}
