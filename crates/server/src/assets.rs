//! The browser client (`web/` at the repository root), served by the binary itself.
//!
//! Release builds embed the files, so the binary works from any directory with nothing
//! beside it; debug builds read them from disk, so editing the client needs no rebuild.

use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use rust_embed::Embed;

/// The page files only: the client's development tools, tests and their output stay out.
#[derive(Embed)]
#[folder = "../../web/"]
#[allow_missing = true]
#[exclude = "node_modules/*"]
#[exclude = "tests/*"]
#[exclude = "test-results/*"]
#[exclude = "package.json"]
#[exclude = "package-lock.json"]
#[exclude = "tsconfig.json"]
struct Web;

/// The file at `path` inside `web/` with its content type, or 404.
pub fn file(path: &str) -> Response {
    if !is_safe(path) {
        return (StatusCode::NOT_FOUND, "not found").into_response();
    }
    match Web::get(path) {
        Some(file) => (
            [
                (header::CONTENT_TYPE, content_type(path)),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            file.data.into_owned(),
        )
            .into_response(),
        None => (StatusCode::NOT_FOUND, "not found").into_response(),
    }
}

/// Only plain relative paths: no parent steps, no absolute or Windows-style paths.
fn is_safe(path: &str) -> bool {
    !path.is_empty()
        && !path.starts_with('/')
        && !path.contains('\\')
        && !path.contains('\0')
        && path
            .split('/')
            .all(|part| !part.is_empty() && part != "." && part != "..")
}

fn content_type(path: &str) -> &'static str {
    let extension = path.rsplit_once('.').map_or("", |(_, ext)| ext);
    match extension.to_ascii_lowercase().as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" | "map" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "txt" | "md" => "text/plain; charset=utf-8",
        "wasm" => "application/wasm",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn content_types() {
        assert_eq!(content_type("app.js"), "text/javascript; charset=utf-8");
        assert_eq!(
            content_type("games/cluedo/board.mjs"),
            "text/javascript; charset=utf-8"
        );
        assert_eq!(content_type("index.html"), "text/html; charset=utf-8");
        assert_eq!(content_type("style.CSS"), "text/css; charset=utf-8");
        assert_eq!(content_type("LICENSE"), "application/octet-stream");
    }

    #[test]
    fn only_plain_relative_paths() {
        assert!(is_safe("index.html"));
        assert!(is_safe("games/cluedo/board.js"));
        assert!(!is_safe("../Cargo.toml"));
        assert!(!is_safe("games/../../secret"));
        assert!(!is_safe("/etc/passwd"));
        assert!(!is_safe("a//b"));
        assert!(!is_safe(""));
    }
}
