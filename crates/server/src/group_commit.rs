//! Group commit, shared by the stores: appends queue up for one writer task, which commits
//! whatever has gathered meanwhile in one transaction. A busy server pays one sync of the
//! database's log for many tables' actions, and each caller still hears back only once its
//! own row is committed.

use crate::store::{StoreError, StoreFuture, StoredAction};
use std::collections::HashSet;
use std::future::Future;
use tokio::sync::{mpsc, oneshot};

/// The most appends committed in one transaction.
pub const MAX_BATCH: usize = 512;

/// One action waiting for the writer.
pub struct Append {
    pub table_id: String,
    pub action: StoredAction,
    done: oneshot::Sender<Result<(), StoreError>>,
}

/// The queue to a writer task; the task ends when this is dropped.
pub struct Writer {
    queue: mpsc::Sender<Append>,
}

impl Writer {
    /// Starts the writer task: `commit` saves a batch in one transaction on (a clone of) the
    /// store's `pool` and gives each append's result, in order.
    pub fn start<P, C, F>(pool: P, commit: C) -> Writer
    where
        P: Clone + Send + 'static,
        C: Fn(P, Vec<Append>) -> F + Send + 'static,
        F: Future<Output = (Vec<Append>, Vec<Result<(), StoreError>>)> + Send,
    {
        let (queue, mut waiting) = mpsc::channel::<Append>(MAX_BATCH);
        tokio::spawn(async move {
            let mut batch = Vec::with_capacity(MAX_BATCH);
            while waiting.recv_many(&mut batch, MAX_BATCH).await > 0 {
                let (done, results) = commit(pool.clone(), std::mem::take(&mut batch)).await;
                for (append, result) in done.into_iter().zip(results) {
                    // The caller may have gone away (its table stopped); nothing to tell then.
                    let _ = append.done.send(result);
                }
            }
        });
        Writer { queue }
    }

    /// Queues one action and waits until it is committed (or refused).
    pub async fn append(&self, table_id: &str, action: &StoredAction) -> Result<(), StoreError> {
        let (done, committed) = oneshot::channel();
        let append = Append {
            table_id: table_id.to_string(),
            action: action.clone(),
            done,
        };
        let stopped = || StoreError::Failed("the store's writer has stopped".into());
        self.queue.send(append).await.map_err(|_| stopped())?;
        committed.await.map_err(|_| stopped())?
    }
}

/// Commits a batch with `insert`, one statement for all its rows that skips rows whose
/// `(table, seq)` is already saved and gives back those it saved. Should the statement
/// fail as a whole (a row naming no table, a seq too large for the database), each append
/// is tried alone, so that a bad row fails alone.
pub async fn insert_batch(
    batch: &[Append],
    insert: impl for<'b> Fn(&'b [Append]) -> StoreFuture<'b, Vec<(String, i64)>>,
) -> Vec<Result<(), StoreError>> {
    match insert(batch).await {
        Ok(inserted) => results_of_insert(batch, &inserted),
        Err(error) if batch.len() == 1 => vec![Err(error)],
        Err(_) => {
            let mut results = Vec::with_capacity(batch.len());
            for one in batch.chunks(1) {
                results.extend(match insert(one).await {
                    Ok(inserted) => results_of_insert(one, &inserted),
                    Err(error) => vec![Err(error)],
                });
            }
            results
        }
    }
}

/// Each append's result from the rows the statement saved: of equal rows in one batch
/// only the first is saved, so a later twin conflicts like a row saved before.
fn results_of_insert(batch: &[Append], inserted: &[(String, i64)]) -> Vec<Result<(), StoreError>> {
    let mut saved: HashSet<(&str, i64)> = inserted
        .iter()
        .map(|(table, seq)| (table.as_str(), *seq))
        .collect();
    batch
        .iter()
        .map(|append| {
            let seq = i64::try_from(append.action.seq).map_err(StoreError::failed)?;
            if saved.remove(&(append.table_id.as_str(), seq)) {
                Ok(())
            } else {
                Err(StoreError::Conflict {
                    table: append.table_id.clone(),
                    seq: append.action.seq,
                })
            }
        })
        .collect()
}
