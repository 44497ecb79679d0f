//! Pearson's chi-squared goodness of fit, for the checks that worlds are drawn with the
//! right frequencies ([`super::sampling`]).

/// The standard normal's 0.999 quantile.
const Z_999: f64 = 3.090_232_306_167_813;

/// Pearson's statistic of `observed` counts against the `probabilities` of the same cells
/// (summing to 1) over as many draws as the counts add up to.
pub fn statistic(observed: &[u64], probabilities: &[f64]) -> f64 {
    let draws = observed.iter().sum::<u64>() as f64;
    observed
        .iter()
        .zip(probabilities)
        .map(|(&count, &p)| {
            let expected = draws * p;
            (count as f64 - expected).powi(2) / expected
        })
        .sum()
}

/// The 0.999 quantile of chi-squared with `freedom` degrees of freedom (at least 1), by
/// Wilson and Hilferty's cube-root approximation: within 3% at one degree, closer above,
/// which is enough for a threshold and needs no statistics crate.
pub fn quantile_999(freedom: usize) -> f64 {
    let k = freedom as f64;
    let spread = 2.0 / (9.0 * k);
    k * (1.0 - spread + Z_999 * spread.sqrt()).powi(3)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_quantile_is_near_the_tables() {
        // 0.999 quantiles from the published chi-squared tables.
        for (freedom, table) in [(1, 10.828), (2, 13.816), (10, 29.588), (100, 149.449)] {
            let approximation = quantile_999(freedom);
            assert!(
                (approximation - table).abs() / table < 0.04,
                "{freedom}: {approximation} against {table}"
            );
        }
    }

    #[test]
    fn counts_as_expected_give_zero_and_a_lopsided_draw_a_large_statistic() {
        assert_eq!(statistic(&[25, 25, 50], &[0.25, 0.25, 0.5]), 0.0);
        assert!(statistic(&[100, 0], &[0.5, 0.5]) > quantile_999(1));
    }
}
