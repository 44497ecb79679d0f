//! `whodunit._whodunit`, the native half of the Python package `whodunit`: every game of
//! the registry (`whodunit_games::all`) as a forward model ([`state::State`]) with its
//! fixed action ids and observations (`registry::observation_fields`), many games stepped
//! at once for training loops ([`vector::VectorGame`]), and fast bot rollouts in Rust
//! threads ([`rollouts::rollouts`]). The Python half (`python/whodunit`)
//! re-exports it with type stubs.

mod bot;
mod chance;
mod errors;
mod json;
mod registry;
mod rollouts;
mod state;
mod vector;

use pyo3::prelude::*;

#[pymodule]
fn _whodunit(module: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = module.py();
    module.add_class::<state::State>()?;
    module.add_class::<bot::Bot>()?;
    module.add_class::<vector::VectorGame>()?;
    module.add_function(wrap_pyfunction!(registry::games, module)?)?;
    module.add_function(wrap_pyfunction!(registry::num_distinct_actions, module)?)?;
    module.add_function(wrap_pyfunction!(registry::observation_fields, module)?)?;
    module.add_function(wrap_pyfunction!(
        registry::information_state_fields,
        module
    )?)?;
    module.add_function(wrap_pyfunction!(rollouts::rollouts, module)?)?;
    module.add("WhodunitError", py.get_type::<errors::WhodunitError>())?;
    module.add("RuleError", py.get_type::<errors::RuleError>())?;
    module.add("SetupError", py.get_type::<errors::SetupError>())?;
    Ok(())
}
