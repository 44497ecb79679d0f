//! What people may not type anywhere: shared by the checks of names (crate::people) and
//! of chat lines (crate::chat), so that neither depends on the other.

/// Unicode's bidirectional embeddings and overrides (U+202A–U+202E) and isolates
/// (U+2066–U+2069): in a name or a chat line they would turn the text around it on every
/// screen, so neither may hold one.
pub(crate) fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}
