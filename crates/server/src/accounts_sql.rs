//! The SQL of accounts and their failed logins that both stores share. How one account's
//! failed logins are noted one at a time differs per store and stays there.

use crate::dialect::Arg::{Int, Text};
use crate::dialect::Run;
use crate::rows::{account_from_row, SqlRow};
use crate::store::{username_key, Account, StoreError};
use sqlx::Pool;

/// Saves the account at `now`; `false` if its person or (case-insensitively) its username
/// has one already.
pub(crate) async fn create_account<DB: Run>(
    pool: &Pool<DB>,
    account: &Account,
    now: i64,
) -> Result<bool, StoreError> {
    let sql = "INSERT INTO accounts (person, username, username_key, password_hash, created_at) \
               VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING";
    let key = username_key(&account.username);
    let args = [
        Text(&account.person),
        Text(&account.username),
        Text(&key),
        Text(&account.password_hash),
        Int(now),
    ];
    Ok(DB::execute(pool, sql, &args).await? == 1)
}

/// The account whose `key_column` (`username_key` or `person`) is `key`.
async fn account_where<DB: Run>(
    pool: &Pool<DB>,
    key_column: &str,
    key: &str,
) -> Result<Option<Account>, StoreError> {
    let sql =
        format!("SELECT person, username, password_hash FROM accounts WHERE {key_column} = ?");
    let rows = DB::fetch_all(pool, &sql, &[Text(key)]).await?;
    rows.first().map(account_from_row).transpose()
}

/// The account of `username`, whatever its case.
pub(crate) async fn account_by_username<DB: Run>(
    pool: &Pool<DB>,
    username: &str,
) -> Result<Option<Account>, StoreError> {
    account_where(pool, "username_key", &username_key(username)).await
}

/// The account of the person `person_id`.
pub(crate) async fn account_of<DB: Run>(
    pool: &Pool<DB>,
    person_id: &str,
) -> Result<Option<Account>, StoreError> {
    account_where(pool, "person", person_id).await
}

/// Replaces the password hash of `person_id`'s account.
pub(crate) async fn set_password<DB: Run>(
    pool: &Pool<DB>,
    person_id: &str,
    password_hash: &str,
) -> Result<(), StoreError> {
    let sql = "UPDATE accounts SET password_hash = ? WHERE person = ?";
    DB::execute(pool, sql, &[Text(password_hash), Text(person_id)]).await?;
    Ok(())
}

/// Forgets one failed login to `person_id`'s account at `at`.
pub(crate) async fn forget_login_failure<DB: Run>(
    pool: &Pool<DB>,
    person_id: &str,
    at: i64,
) -> Result<(), StoreError> {
    let row_id = DB::ROW_ID;
    let sql = format!(
        "DELETE FROM login_failures WHERE {row_id} IN \
         (SELECT {row_id} FROM login_failures WHERE person = ? AND at = ? LIMIT 1)"
    );
    DB::execute(pool, &sql, &[Text(person_id), Int(at)]).await?;
    Ok(())
}

/// Notes a failed login to `person_id`'s account at `at` on `connection`, inside a
/// transaction that has the account's failures to itself, and gives those noted before it
/// at `since` or later, oldest first; those older than a day are forgotten meanwhile.
pub(crate) async fn note_login_failure<DB: Run>(
    connection: &mut DB::Connection,
    person_id: &str,
    at: i64,
    since: i64,
) -> Result<Vec<i64>, StoreError> {
    let old = "DELETE FROM login_failures WHERE person = ? AND at < ?";
    DB::execute_on(connection, old, &[Text(person_id), Int(at - 86_400)]).await?;
    let earlier = "SELECT at FROM login_failures WHERE person = ? AND at >= ? ORDER BY at";
    let rows = DB::fetch_all_on(connection, earlier, &[Text(person_id), Int(since)]).await?;
    let noted = "INSERT INTO login_failures (person, at) VALUES (?, ?)";
    DB::execute_on(connection, noted, &[Text(person_id), Int(at)]).await?;
    rows.iter().map(|row| row.int("at")).collect()
}
