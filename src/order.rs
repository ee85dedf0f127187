//! Putting the few items of a hand in order.
//!
//! A hand holds at most 18 tiles and a few sets, so one insertion sort serves every list the
//! core orders. The standard library's sorts are built for long slices and each item type
//! gets its own copy of them, which costs the widget about 10 KB for nothing.

/// Sorts a short slice in place, keeping equal items in their order.
///
/// ```
/// let mut waits = [8, 2, 5, 2];
/// mahjong_referee::order::sort_small(&mut waits);
/// assert_eq!(waits, [2, 2, 5, 8]);
/// ```
pub fn sort_small<T: Ord>(items: &mut [T]) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && items[j - 1] > items[j] {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts a short slice in place by a key, keeping items with equal keys in their order.
///
/// ```
/// let mut words = ["pung", "kong", "chow"];
/// mahjong_referee::order::sort_small_by_key(&mut words, |w| w.as_bytes()[0]);
/// assert_eq!(words, ["chow", "kong", "pung"]);
/// ```
pub fn sort_small_by_key<T, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && key(&items[j - 1]) > key(&items[j]) {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn sorts_as_the_standard_library_does(mut v in proptest::collection::vec(0u8..20, 0..20)) {
            let mut expected = v.clone();
            expected.sort();
            sort_small(&mut v);
            prop_assert_eq!(v, expected);
        }

        #[test]
        fn keeps_equal_keys_in_order(mut v in proptest::collection::vec((0u8..5, 0u8..50), 0..20)) {
            let mut expected = v.clone();
            expected.sort_by_key(|p| p.0);
            sort_small_by_key(&mut v, |p| p.0);
            prop_assert_eq!(v, expected);
        }
    }
}

/// Sorts a slice of any length in place (a heapsort: n log n, in a few lines of code, where
/// the standard library's sorts would bring several KB to the widget); equal items may
/// change their order.
///
/// ```
/// let mut clocks: Vec<u32> = (0..100).map(|i| (i * 37) % 101).collect();
/// mahjong_referee::order::sort_long(&mut clocks);
/// assert!(clocks.windows(2).all(|w| w[0] <= w[1]));
/// ```
pub fn sort_long<T: Ord>(items: &mut [T]) {
    fn sift_down<T: Ord>(items: &mut [T], mut root: usize, end: usize) {
        loop {
            let mut child = 2 * root + 1;
            if child >= end {
                return;
            }
            if child + 1 < end && items[child] < items[child + 1] {
                child += 1;
            }
            if items[root] >= items[child] {
                return;
            }
            items.swap(root, child);
            root = child;
        }
    }
    let n = items.len();
    for root in (0..n / 2).rev() {
        sift_down(items, root, n);
    }
    for end in (1..n).rev() {
        items.swap(0, end);
        sift_down(items, 0, end);
    }
}
