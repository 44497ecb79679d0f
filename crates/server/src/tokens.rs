//! Unguessable names: table ids, seat tokens and table seeds, all from the OS generator.
//!
//! A seat token is the only proof of a seat, and a seed would let anyone who learns it
//! compute every hand, so neither may come from a predictable source.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

/// 128 random bits as URL-safe base64 (22 characters), fit for links.
pub fn new_token() -> String {
    let mut bytes = [0u8; 16];
    fill(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// A random game seed.
pub fn new_seed() -> u64 {
    let mut bytes = [0u8; 8];
    fill(&mut bytes);
    u64::from_le_bytes(bytes)
}

/// A session's secret: 128 random bits as 32 lower-case hex characters (the cookie's value).
pub fn new_session_secret() -> String {
    let mut bytes = [0u8; 16];
    fill(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// `N` random bytes (a password hash's salt).
pub fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    fill(&mut bytes);
    bytes
}

/// A random number below `n` (at least 1); the bias of the remainder is below 2^-32 for
/// the small `n` it is used with.
pub fn below(n: u32) -> u32 {
    let mut bytes = [0u8; 8];
    fill(&mut bytes);
    (u64::from_le_bytes(bytes) % u64::from(n.max(1))) as u32
}

fn fill(bytes: &mut [u8]) {
    // Without an OS generator no table can be made safely; there is nothing to fall back on.
    getrandom::fill(bytes).expect("the operating system's random generator is available");
}

/// Compares a presented token with a seat's token in time that does not depend on where
/// they first differ, so timing does not reveal a token byte by byte.
pub fn same_token(presented: &str, actual: &str) -> bool {
    let (a, b) = (presented.as_bytes(), actual.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |diff, (x, y)| diff | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_128_bits_and_differ() {
        let a = new_token();
        let b = new_token();
        assert_eq!(a.len(), 22);
        assert_eq!(URL_SAFE_NO_PAD.decode(&a).unwrap().len(), 16);
        assert_ne!(a, b);
        assert!(a
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
    }

    #[test]
    fn session_secrets_are_128_bits_of_hex_and_differ() {
        let a = new_session_secret();
        assert_eq!(a.len(), 32);
        assert!(a
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)));
        assert_ne!(a, new_session_secret());
        assert!((0..100).all(|_| below(7) < 7));
        assert_eq!(below(1), 0);
    }

    #[test]
    fn comparison() {
        assert!(same_token("abc", "abc"));
        assert!(!same_token("abd", "abc"));
        assert!(!same_token("ab", "abc"));
        assert!(!same_token("", "abc"));
    }
}
