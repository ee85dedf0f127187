//! Multinomial logistic regression, as `mjref search-learn` fits it to say which answer of a
//! question an incident's descriptions state from the words they use (see search_learn.rs):
//! each description a set of features (places of words), each a class (0: the question left
//! open; 1…: an answer). The fit minimises the mean log loss plus an L2 penalty on the
//! words' weights (not on the classes' biases), `1 / (2 C n)` of their squares for `n`
//! descriptions, by L-BFGS: the same minimum every time, on every machine, for the same
//! descriptions (no randomness, a fixed order of sums, `libm`'s exp and ln rather than the
//! platform's).

/// A fitted model: for each class, its bias and each feature's weight.
pub struct Fit {
    /// `biases[c]`: class `c`'s bias.
    pub biases: Vec<f64>,
    /// `weights[c][j]`: feature `j`'s weight for class `c`.
    pub weights: Vec<Vec<f64>>,
}

/// How many past steps L-BFGS keeps.
const HISTORY: usize = 10;

/// How many steps at most; the fit stops earlier when the gradient is flat ([`FLAT`]).
const STEPS: usize = 500;

/// A gradient this flat (its largest part) is the minimum.
const FLAT: f64 = 1e-7;

/// The mean log loss of the classes `labels` given the features `examples` (each a list of
/// feature places below `features`), plus the penalty, at `x` (each class's bias, then its
/// `features` weights, class after class); the gradient into `grad`.
fn loss(
    examples: &[Vec<usize>],
    labels: &[usize],
    classes: usize,
    features: usize,
    c: f64,
    x: &[f64],
    grad: &mut [f64],
) -> f64 {
    let n = examples.len() as f64;
    let row = features + 1;
    grad.iter_mut().for_each(|g| *g = 0.0);
    let mut total = 0.0;
    let mut z = vec![0.0; classes];
    for (example, &label) in examples.iter().zip(labels) {
        for (k, zk) in z.iter_mut().enumerate() {
            let at = k * row;
            *zk = x[at] + example.iter().map(|&j| x[at + 1 + j]).sum::<f64>();
        }
        let top = z.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let sum: f64 = z.iter().map(|zk| libm::exp(zk - top)).sum();
        total += top + libm::log(sum) - z[label];
        for (k, zk) in z.iter().enumerate() {
            let p = libm::exp(zk - top) / sum - if k == label { 1.0 } else { 0.0 };
            let at = k * row;
            grad[at] += p / n;
            for &j in example {
                grad[at + 1 + j] += p / n;
            }
        }
    }
    let mut penalty = 0.0;
    for k in 0..classes {
        for j in 0..features {
            let at = k * row + 1 + j;
            penalty += x[at] * x[at];
            grad[at] += x[at] / (c * n);
        }
    }
    total / n + penalty / (2.0 * c * n)
}

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// The model of `classes` classes over `features` features that fits the descriptions best
/// (see the top of this file), with the penalty's `c`: the larger, the less the weights are
/// held back.
pub fn fit(
    examples: &[Vec<usize>],
    labels: &[usize],
    classes: usize,
    features: usize,
    c: f64,
) -> Fit {
    let row = features + 1;
    let size = classes * row;
    let f = |x: &[f64], g: &mut [f64]| loss(examples, labels, classes, features, c, x, g);
    let mut x = vec![0.0; size];
    let mut grad = vec![0.0; size];
    let mut value = f(&x, &mut grad);
    // The last steps taken and the gradients' changes over them.
    let mut steps: Vec<(Vec<f64>, Vec<f64>, f64)> = Vec::new();
    let mut next = vec![0.0; size];
    let mut next_grad = vec![0.0; size];
    for _ in 0..STEPS {
        if grad.iter().all(|g| g.abs() < FLAT) {
            break;
        }
        // The direction: the gradient turned by the steps kept (two loops).
        let mut d: Vec<f64> = grad.iter().map(|g| -g).collect();
        let mut alphas = Vec::with_capacity(steps.len());
        for (s, y, rho) in steps.iter().rev() {
            let alpha = rho * dot(s, &d);
            d.iter_mut().zip(y).for_each(|(di, yi)| *di -= alpha * yi);
            alphas.push(alpha);
        }
        if let Some((s, y, _)) = steps.last() {
            let scale = dot(s, y) / dot(y, y);
            d.iter_mut().for_each(|di| *di *= scale);
        }
        for ((s, y, rho), alpha) in steps.iter().zip(alphas.iter().rev()) {
            let beta = rho * dot(y, &d);
            d.iter_mut()
                .zip(s)
                .for_each(|(di, si)| *di += (alpha - beta) * si);
        }
        let mut slope = dot(&grad, &d);
        if slope >= 0.0 {
            // Not downhill: start again from the gradient.
            steps.clear();
            d = grad.iter().map(|g| -g).collect();
            slope = -dot(&grad, &grad);
        }
        // Backtracking until the loss falls enough (Armijo); the first step is scaled to
        // the gradient.
        let mut t = if steps.is_empty() {
            1.0 / dot(&grad, &grad).sqrt().max(1.0)
        } else {
            1.0
        };
        let mut found = false;
        for _ in 0..40 {
            next.iter_mut()
                .zip(&x)
                .zip(&d)
                .for_each(|((n, xi), di)| *n = xi + t * di);
            let v = f(&next, &mut next_grad);
            if v <= value + 1e-4 * t * slope {
                found = true;
                let s: Vec<f64> = next.iter().zip(&x).map(|(a, b)| a - b).collect();
                let y: Vec<f64> = next_grad.iter().zip(&grad).map(|(a, b)| a - b).collect();
                let sy = dot(&s, &y);
                if sy > 1e-12 {
                    if steps.len() == HISTORY {
                        steps.remove(0);
                    }
                    steps.push((s, y, 1.0 / sy));
                }
                std::mem::swap(&mut x, &mut next);
                std::mem::swap(&mut grad, &mut next_grad);
                value = v;
                break;
            }
            t /= 2.0;
        }
        if !found {
            break;
        }
    }
    Fit {
        biases: (0..classes).map(|k| x[k * row]).collect(),
        weights: (0..classes)
            .map(|k| x[k * row + 1..(k + 1) * row].to_vec())
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each class's share of the descriptions, by the model: how likely it makes `example`.
    fn shares(fit: &Fit, example: &[usize]) -> Vec<f64> {
        let z: Vec<f64> = (0..fit.biases.len())
            .map(|k| fit.biases[k] + example.iter().map(|&j| fit.weights[k][j]).sum::<f64>())
            .collect();
        let sum: f64 = z.iter().map(|v| v.exp()).sum();
        z.iter().map(|v| v.exp() / sum).collect()
    }

    /// A word only one class's descriptions use makes that class the likeliest; with no
    /// word at all, the classes are as likely as their shares; the gradient at the fit is
    /// flat.
    #[test]
    fn the_fit_follows_the_words() {
        // Feature 0 with class 1, feature 1 with class 2, feature 2 with all; class 0
        // (open) twice as common.
        let mut examples = Vec::new();
        let mut labels = Vec::new();
        for _ in 0..20 {
            examples.push(vec![2]);
            labels.push(0);
        }
        for _ in 0..5 {
            examples.push(vec![0, 2]);
            labels.push(1);
            examples.push(vec![1, 2]);
            labels.push(2);
        }
        let fit = fit(&examples, &labels, 3, 3, 3.0);
        let with = |e: &[usize]| shares(&fit, e);
        assert!(with(&[0, 2])[1] > 0.8, "{:?}", with(&[0, 2]));
        assert!(with(&[1, 2])[2] > 0.8, "{:?}", with(&[1, 2]));
        assert!(with(&[2])[0] > 0.9, "{:?}", with(&[2]));
        let mut x = Vec::new();
        for k in 0..3 {
            x.push(fit.biases[k]);
            x.extend(&fit.weights[k]);
        }
        let mut grad = vec![0.0; x.len()];
        loss(&examples, &labels, 3, 3, 3.0, &x, &mut grad);
        assert!(grad.iter().all(|g| g.abs() < 1e-5), "{grad:?}");
    }
}
