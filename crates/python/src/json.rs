//! JSON across the boundary: the engine speaks `serde_json`, Python gets plain `dict`,
//! `list`, `str`, `int`, `float`, `bool` and `None`, through Python's own `json` module (the
//! one both sides agree on, and no second converter to keep in step).

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use serde_json::Value;

/// Python objects for JSON `text`.
pub fn to_python<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.call_method1("loads", (text,))
}

/// The JSON value of a Python object made of dicts, lists, strings, numbers, booleans and
/// `None`; anything else is a `TypeError`.
pub fn from_python(object: &Bound<'_, PyAny>) -> PyResult<Value> {
    let text: String = object
        .py()
        .import("json")?
        .call_method1("dumps", (object,))
        .map_err(|error| PyTypeError::new_err(format!("not JSON-like data: {error}")))?
        .extract()?;
    serde_json::from_str(&text).map_err(|error| PyTypeError::new_err(error.to_string()))
}
