//! Passwords: the rules a new one must meet (length, and not common or guessable, by
//! `zxcvbn`) and its Argon2id hash (the `argon2` crate's defaults, OWASP's: m = 19 MiB,
//! t = 2, p = 1). Hashing and checking are slow on purpose: callers run them on the
//! blocking pool. Nothing here logs a password or a hash.

use crate::tokens;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use std::sync::OnceLock;

/// The shortest password, in characters.
pub const MIN_PASSWORD: usize = 8;

/// The longest password accepted, in bytes (far above the 64 characters everyone may use;
/// a bound, so that nobody makes the server hash megabytes).
pub const MAX_PASSWORD_BYTES: usize = 1024;

/// The least `zxcvbn` score (0 to 4) a new password needs: 3, "safely unguessable".
const MIN_SCORE: zxcvbn::Score = zxcvbn::Score::Three;

/// Whether a password is long enough and not too long (no guessability check).
pub fn check_password_length(password: &str) -> Result<(), String> {
    let characters = password.chars().count();
    if characters < MIN_PASSWORD {
        return Err(format!(
            "a password has at least {MIN_PASSWORD} characters, not {characters}"
        ));
    }
    if password.len() > MAX_PASSWORD_BYTES {
        return Err(format!(
            "a password has at most {MAX_PASSWORD_BYTES} bytes, not {}",
            password.len()
        ));
    }
    Ok(())
}

/// Whether `password` may be a new password: [`check_password_length`], and not common or
/// guessable (a `zxcvbn` score of 3 or more, the person's own words counted as known).
/// Slow for long passwords: call it on the blocking pool.
pub fn check_password(password: &str, own_words: &[&str]) -> Result<(), String> {
    check_password_length(password)?;
    // zxcvbn's matching grows fast with the length; the first 100 characters are more
    // than enough to tell a guessable password from one that is not.
    let head: String = password.chars().take(100).collect();
    let entropy = zxcvbn::zxcvbn(&head, own_words);
    if entropy.score() >= MIN_SCORE {
        return Ok(());
    }
    let mut reason = "this password is too easy to guess".to_string();
    if let Some(feedback) = entropy.feedback() {
        if let Some(warning) = feedback.warning() {
            reason = format!("{reason}: {warning}");
        }
        if let Some(suggestion) = feedback.suggestions().first() {
            reason = format!("{reason} ({suggestion})");
        }
    }
    Err(reason)
}

/// The Argon2id hash of `password` (a PHC string, its salt inside). Slow on purpose: call
/// it on the blocking pool.
pub fn hash_password(password: &str) -> Result<String, String> {
    let salt = SaltString::encode_b64(&tokens::random_bytes::<16>())
        .map_err(|e| format!("no salt: {e}"))?;
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|hash| hash.to_string())
        .map_err(|e| format!("cannot hash the password: {e}"))
}

/// Whether `password` is the one hashed as `phc`; `false` for a hash that cannot be read.
/// Slow on purpose: call it on the blocking pool.
pub fn verify_password(password: &str, phc: &str) -> bool {
    PasswordHash::new(phc).is_ok_and(|hash| {
        Argon2::default()
            .verify_password(password.as_bytes(), &hash)
            .is_ok()
    })
}

/// A hash of no password anyone has: an unknown username is checked against it, so that
/// it takes as long to refuse as a wrong password.
pub fn decoy_hash() -> &'static str {
    static DECOY: OnceLock<String> = OnceLock::new();
    DECOY.get_or_init(|| hash_password(&tokens::new_token()).unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    #[test]
    fn passwords_are_checked() {
        assert!(check_password("short", &[]).is_err());
        assert!(check_password("password", &[]).is_err());
        assert!(check_password("password123", &[]).is_err());
        assert!(check_password("qwertyuiop", &[]).is_err());
        assert!(check_password("annsmith2024", &["annsmith"]).is_err());
        assert!(check_password("violet-harbour-tangent-87", &[]).is_ok());
        assert!(
            check_password(
                "violet-harbour-tangent-87-quartz-meadow-lantern-591-obsidian-fox",
                &[]
            )
            .is_ok(),
            "64 characters"
        );
        let long = "violet-harbour-tangent-87 ".repeat(39);
        assert!(long.len() <= MAX_PASSWORD_BYTES);
        assert!(check_password(&long, &[]).is_ok(), "1,014 bytes");
        assert!(check_password(&"a".repeat(MAX_PASSWORD_BYTES + 1), &[]).is_err());
    }

    #[test]
    fn a_hash_verifies_its_password_only_and_is_argon2id_with_owasps_parameters() {
        let started = Instant::now();
        let hash = hash_password("violet-harbour-tangent-87").unwrap();
        // A figure for the notes, not a check: it depends on the machine.
        eprintln!("one Argon2id hash: {:?}", started.elapsed());
        assert!(
            hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{hash}"
        );
        assert!(!hash.contains("violet"));
        assert!(verify_password("violet-harbour-tangent-87", &hash));
        assert!(!verify_password("violet-harbour-tangent-88", &hash));
        assert!(!verify_password("violet-harbour-tangent-87", "not a hash"));
        assert_ne!(
            hash,
            hash_password("violet-harbour-tangent-87").unwrap(),
            "salted"
        );
    }
}
