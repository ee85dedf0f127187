# Sourced by the scripts: the tools the project installs, first on PATH.
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true

# The release wasm builds (the widget, the API bundle) call small_wasm first: std is rebuilt
# for the wasm with panics that stop at once — no panic messages, no formatting code for them
# (-18 KB gzip; src/ui/panic.rs shows the crash panel without them). These are nightly options,
# allowed on the pinned compiler by RUSTC_BOOTSTRAP and used by these builds only, in their own
# target directory (std's sources: the rust-src component, rust-toolchain.toml).
small_wasm() {
  export RUSTC_BOOTSTRAP=1
  export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
  export RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort"
  export CARGO_TARGET_DIR="$PWD/target/small"
}
