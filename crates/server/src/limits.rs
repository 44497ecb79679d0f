//! What one client may cost the server: frames per second on a connection, tables created
//! and guests made per minute from one address, and how long a socket may refuse a frame
//! before its connection is dropped (docs/protocol.md, "Limits").
//!
//! The rates are token buckets: a bucket holds up to `burst` tokens, refills at the
//! sustained rate, and each frame (or table) takes one. A rate of 0 turns its limit off.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long a socket may take to accept one frame. A client that stops reading fills its
/// TCP buffers and then this; its connection is dropped, so a stuck peer holds no task,
/// queue or socket longer than this.
pub const SEND_TIMEOUT: Duration = Duration::from_secs(10);

/// A connection refused this many times its burst in a row (without its bucket filling up
/// again in between) is closed: it is flooding, not merely hasty.
pub const FLOOD_FACTOR: u32 = 3;

/// The limits `whodunit serve` enforces; [`Limits::default`] suits people playing through
/// the browser client.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// Frames one WebSocket connection may send per second, sustained; 0: no limit.
    pub frames_per_second: u32,
    /// Frames a connection may send at once, above the sustained rate.
    pub frame_burst: u32,
    /// Tables one client address may create per minute, sustained; 0: no limit.
    pub tables_per_minute: u32,
    /// Tables an address may create at once, above the sustained rate.
    pub table_burst: u32,
    /// Guests (a person and a session, made by a first visit) one address may make per
    /// minute, sustained; 0: no limit.
    pub guests_per_minute: u32,
    /// Guests an address may make at once, above the sustained rate.
    pub guest_burst: u32,
    /// Failed logins (a wrong username or password) one address may make per minute,
    /// sustained; 0: no limit. A success does not give any back.
    pub failed_logins_per_minute: u32,
    /// Failed logins an address may make at once, above the sustained rate.
    pub failed_login_burst: u32,
    /// Chat lines one connection may write in 10 s (then one more every 10 s / this); 0:
    /// no limit (crate::chat).
    pub chat_lines: u32,
    /// TCP connections open at once, in all; past it a new one is refused (a short `503`
    /// with `Retry-After`) and closed. 0: no limit.
    pub max_connections: u32,
    /// TCP connections open at once from one client address (an IPv6 client per /64),
    /// WebSockets included; past it a new one is refused like that. 0: no limit.
    pub max_connections_per_address: u32,
    /// Milliseconds a client may take to send a request's whole head, counted from the
    /// moment the server waits for it (the connection opened, or the previous answer
    /// sent): a half-sent request is closed then. 0: no limit.
    pub header_timeout_ms: u32,
    /// Milliseconds an HTTP connection may go without a byte read or written (a body sent
    /// slowly, an answer not read) before it is closed; a WebSocket once upgraded is
    /// watched by [`SEND_TIMEOUT`] and `silence_timeout_ms` instead. 0: no limit.
    pub idle_timeout_ms: u32,
    /// Milliseconds a WebSocket may send nothing at all (no frame, not even the pong its
    /// client owes each of the server's pings) before it is closed: a client that upgraded
    /// and then never sends or reads a frame holds its socket no longer than this (and at
    /// most a ping interval more). 0: no limit.
    pub silence_timeout_ms: u32,
}

impl Default for Limits {
    /// The browser client sends a `legal` and a `notebook` per step plus its action: a few
    /// frames a second at most with the bots' visible pause, so 20 a second is far above
    /// it. The burst is larger than a `resume`'s 64 steps, after each of which the client
    /// asks for a notebook. A lobby creates one table per game; 10 at once and one every 2
    /// seconds after that leaves room for a household behind one address. A browser makes
    /// one guest and keeps it; 20 at once and one every 6 seconds after that is room for a
    /// school behind one address, while a script cannot fill the store with people. A
    /// person mistypes a password a few times; 10 failures at once and one every 12 seconds
    /// after that leaves a household room and a guesser about 7,000 tries a day.
    ///
    /// A browser opens at most 6 HTTP connections to a server, plus one WebSocket per open
    /// table and the lobby's event stream: 200 per address is room for a school or an
    /// office behind one address, while 1,000 half-sent requests from one address hold
    /// 200 sockets (about 3 MB) for 10 s at most. 10,000 in all stays under the usual file
    /// limits (`ulimit -n`) with room for the store. A person's browser sends a request's
    /// head in one packet: 10 s is far more than a slow mobile link needs, and also how
    /// long a kept-alive connection may wait for its next request (hyper counts that wait
    /// as reading the head). 60 s without a byte either way is more than the lobby's event
    /// stream (a keep-alive every 15 s) or a large upload ever pauses. A browser answers
    /// the server's pings (every 25 s) even in a background tab: 60 s of silence is two
    /// pings unanswered.
    fn default() -> Limits {
        Limits {
            frames_per_second: 20,
            frame_burst: 100,
            tables_per_minute: 30,
            table_burst: 10,
            guests_per_minute: 10,
            guest_burst: 20,
            failed_logins_per_minute: 5,
            failed_login_burst: 10,
            chat_lines: 5,
            max_connections: 10_000,
            max_connections_per_address: 200,
            header_timeout_ms: 10_000,
            idle_timeout_ms: 60_000,
            silence_timeout_ms: 60_000,
        }
    }
}

impl Limits {
    /// No rate limits and no caps on connections at all (load tests, and tools that drive
    /// many tables at full speed from one address); the timeouts stay, since an honest
    /// client never meets them.
    pub const fn unlimited() -> Limits {
        Limits {
            frames_per_second: 0,
            frame_burst: 0,
            tables_per_minute: 0,
            table_burst: 0,
            guests_per_minute: 0,
            guest_burst: 0,
            failed_logins_per_minute: 0,
            failed_login_burst: 0,
            chat_lines: 0,
            max_connections: 0,
            max_connections_per_address: 0,
            header_timeout_ms: 10_000,
            idle_timeout_ms: 60_000,
            silence_timeout_ms: 60_000,
        }
    }

    /// The WebSocket silence timeout, `None` when off.
    pub fn silence_timeout(&self) -> Option<Duration> {
        (self.silence_timeout_ms > 0).then(|| Duration::from_millis(self.silence_timeout_ms.into()))
    }

    /// The header timeout, `None` when off.
    pub fn header_timeout(&self) -> Option<Duration> {
        (self.header_timeout_ms > 0).then(|| Duration::from_millis(self.header_timeout_ms.into()))
    }

    /// The idle timeout, `None` when off.
    pub fn idle_timeout(&self) -> Option<Duration> {
        (self.idle_timeout_ms > 0).then(|| Duration::from_millis(self.idle_timeout_ms.into()))
    }
}

/// A token bucket.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Bucket {
    tokens: f64,
    last: Instant,
}

impl Bucket {
    pub(crate) fn full(capacity: u32, now: Instant) -> Bucket {
        Bucket {
            tokens: f64::from(capacity),
            last: now,
        }
    }

    /// Refills for the time since the last call (`per_second` tokens a second, at most
    /// `capacity`); whether it is full then.
    pub(crate) fn refill(&mut self, per_second: f64, capacity: u32, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + elapsed * per_second).min(f64::from(capacity));
        self.tokens >= f64::from(capacity)
    }

    /// Takes a token, or says how long until one is there.
    pub(crate) fn take(&mut self, per_second: f64) -> Result<(), Duration> {
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            Ok(())
        } else {
            Err(Duration::from_secs_f64((1.0 - self.tokens) / per_second))
        }
    }
}

/// What to do with a frame a connection sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Handle it.
    Pass,
    /// Answer `rate_limited` and drop the frame.
    Refuse,
    /// The connection keeps flooding: close it.
    Close,
}

/// One connection's frame rate.
pub struct FrameLimiter {
    per_second: f64,
    burst: u32,
    bucket: Bucket,
    /// Frames refused since the bucket was last full.
    refused: u32,
}

impl FrameLimiter {
    pub fn new(limits: &Limits) -> FrameLimiter {
        let burst = limits.frame_burst.max(1);
        FrameLimiter {
            per_second: f64::from(limits.frames_per_second),
            burst,
            bucket: Bucket::full(burst, Instant::now()),
            refused: 0,
        }
    }

    pub fn check(&mut self, now: Instant) -> Verdict {
        if self.per_second == 0.0 {
            return Verdict::Pass;
        }
        if self.bucket.refill(self.per_second, self.burst, now) {
            // Quiet long enough to fill the bucket: earlier refusals are forgiven.
            self.refused = 0;
        }
        if self.bucket.take(self.per_second).is_ok() {
            return Verdict::Pass;
        }
        self.refused += 1;
        if self.refused > FLOOD_FACTOR * self.burst {
            Verdict::Close
        } else {
            Verdict::Refuse
        }
    }
}

/// The server's shared limits: table creation and guests per address, and the count of
/// open WebSocket connections.
pub struct Guard {
    pub limits: Limits,
    tables: AddressRate,
    guests: AddressRate,
    failed_logins: AddressRate,
    connections: AtomicUsize,
    sockets: Mutex<Sockets>,
}

/// The TCP connections open now, in all and per client address.
#[derive(Default)]
struct Sockets {
    total: usize,
    by_address: HashMap<IpAddr, u32>,
}

/// A rate per client address: one token bucket per address seen lately.
struct AddressRate {
    per_minute: u32,
    burst: u32,
    buckets: Mutex<Buckets>,
}

struct Buckets {
    by_address: HashMap<IpAddr, Bucket>,
    pruned: Instant,
}

impl AddressRate {
    fn new(per_minute: u32, burst: u32) -> AddressRate {
        AddressRate {
            per_minute,
            burst: burst.max(1),
            buckets: Mutex::new(Buckets {
                by_address: HashMap::new(),
                pruned: Instant::now(),
            }),
        }
    }

    /// Counts one from `address`, or says how long until it may have one.
    fn take(&self, address: IpAddr, now: Instant) -> Result<(), Duration> {
        self.with_bucket(address, now, |bucket, per_second| bucket.take(per_second))
    }

    /// Gives one back to `address` (at most up to its burst).
    fn give_back(&self, address: IpAddr, now: Instant) {
        let burst = f64::from(self.burst);
        let _ = self.with_bucket(address, now, |bucket, _| {
            bucket.tokens = (bucket.tokens + 1.0).min(burst);
            Ok(())
        });
    }

    /// `work` on the refilled bucket of `address` (with the refill rate per second);
    /// passes when the rate is 0.
    fn with_bucket(
        &self,
        address: IpAddr,
        now: Instant,
        work: impl FnOnce(&mut Bucket, f64) -> Result<(), Duration>,
    ) -> Result<(), Duration> {
        if self.per_minute == 0 {
            return Ok(());
        }
        let per_second = f64::from(self.per_minute) / 60.0;
        // The time an idle bucket takes to fill up again, at least a minute: after that an
        // address is as good as new, so it is forgotten and memory stays bounded by the
        // addresses seen in that time.
        let window = Duration::from_secs_f64(f64::from(self.burst) / per_second)
            .max(Duration::from_secs(60));
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        if now.saturating_duration_since(buckets.pruned) >= window {
            buckets
                .by_address
                .retain(|_, bucket| now.saturating_duration_since(bucket.last) < window);
            buckets.pruned = now;
        }
        let bucket = buckets
            .by_address
            .entry(client_key(address))
            .or_insert_with(|| Bucket::full(self.burst, now));
        bucket.refill(per_second, self.burst, now);
        work(bucket, per_second)
    }

    fn remembered(&self) -> usize {
        let buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        buckets.by_address.len()
    }
}

impl Guard {
    pub fn new(limits: Limits) -> Arc<Guard> {
        Arc::new(Guard {
            limits,
            tables: AddressRate::new(limits.tables_per_minute, limits.table_burst),
            guests: AddressRate::new(limits.guests_per_minute, limits.guest_burst),
            failed_logins: AddressRate::new(
                limits.failed_logins_per_minute,
                limits.failed_login_burst,
            ),
            connections: AtomicUsize::new(0),
            sockets: Mutex::new(Sockets::default()),
        })
    }

    /// Counts a table created from `address`, or says how long until it may create one.
    pub fn create_table(&self, address: IpAddr, now: Instant) -> Result<(), Duration> {
        self.tables.take(address, now)
    }

    /// Counts a guest made for `address`, or says how long until it may have another.
    pub fn new_guest(&self, address: IpAddr, now: Instant) -> Result<(), Duration> {
        self.guests.take(address, now)
    }

    /// Counts a login tried from `address` as failed until [`Guard::login_succeeded`] says
    /// otherwise, or says how long until it may try. Counted before the password is checked,
    /// so that many tries at once cannot all pass before the first has failed.
    pub fn try_login(&self, address: IpAddr, now: Instant) -> Result<(), Duration> {
        self.failed_logins.take(address, now)
    }

    /// Gives back the count of one login from `address` that succeeded: only failures
    /// count, and earlier ones stay counted.
    pub fn login_succeeded(&self, address: IpAddr, now: Instant) {
        self.failed_logins.give_back(address, now);
    }

    /// Addresses remembered for table creation (tests check that they are forgotten).
    pub fn remembered_addresses(&self) -> usize {
        self.tables.remembered()
    }

    /// Counts an open connection until the returned value is dropped.
    pub fn connection(self: &Arc<Guard>) -> OpenConnection {
        self.connections.fetch_add(1, Ordering::Relaxed);
        OpenConnection(self.clone())
    }

    /// WebSocket connections whose task is still running.
    pub fn connections(&self) -> usize {
        self.connections.load(Ordering::Relaxed)
    }
}

impl Guard {
    /// Counts a TCP connection from `address` until the returned slot is dropped, or
    /// `None` when that would pass `max_connections_per_address` or `max_connections`.
    pub fn open_socket(self: &Arc<Guard>, address: IpAddr) -> Option<SocketSlot> {
        let key = client_key(address);
        let mut sockets = self.sockets.lock().unwrap_or_else(|e| e.into_inner());
        let total_cap = self.limits.max_connections as usize;
        if total_cap > 0 && sockets.total >= total_cap {
            return None;
        }
        let per_address = self.limits.max_connections_per_address;
        let count = sockets.by_address.entry(key).or_insert(0);
        if per_address > 0 && *count >= per_address {
            return None;
        }
        *count += 1;
        sockets.total += 1;
        Some(SocketSlot {
            guard: self.clone(),
            key,
        })
    }

    /// TCP connections open now (HTTP, and WebSockets after their upgrade).
    pub fn sockets(&self) -> usize {
        let sockets = self.sockets.lock().unwrap_or_else(|e| e.into_inner());
        sockets.total
    }

    /// Client addresses with a TCP connection open now (each forgotten with its last).
    pub fn socket_addresses(&self) -> usize {
        let sockets = self.sockets.lock().unwrap_or_else(|e| e.into_inner());
        sockets.by_address.len()
    }
}

/// A TCP connection counted by [`Guard::sockets`], for as long as its socket is open.
pub struct SocketSlot {
    guard: Arc<Guard>,
    key: IpAddr,
}

impl Drop for SocketSlot {
    fn drop(&mut self) {
        let mut sockets = self.guard.sockets.lock().unwrap_or_else(|e| e.into_inner());
        sockets.total -= 1;
        if let Some(count) = sockets.by_address.get_mut(&self.key) {
            *count -= 1;
            if *count == 0 {
                sockets.by_address.remove(&self.key);
            }
        }
    }
}

/// A connection counted by [`Guard::connections`].
pub struct OpenConnection(Arc<Guard>);

impl Drop for OpenConnection {
    fn drop(&mut self) {
        self.0.connections.fetch_sub(1, Ordering::Relaxed);
    }
}

/// The address a limit is kept for: an IPv6 client usually holds a whole /64, so it counts
/// as one; an IPv4 address mapped into IPv6 counts as that IPv4 address.
fn client_key(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(_) => address,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let mut segments = v6.segments();
                segments[4..].fill(0);
                IpAddr::V6(segments.into())
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tight() -> Limits {
        Limits {
            frames_per_second: 10,
            frame_burst: 4,
            tables_per_minute: 6,
            table_burst: 2,
            guests_per_minute: 6,
            guest_burst: 1,
            failed_logins_per_minute: 6,
            failed_login_burst: 2,
            chat_lines: 5,
            ..Limits::default()
        }
    }

    #[test]
    fn a_burst_passes_then_frames_are_refused_then_the_flood_is_closed() {
        let mut limiter = FrameLimiter::new(&tight());
        let now = Instant::now();
        for _ in 0..4 {
            assert_eq!(limiter.check(now), Verdict::Pass);
        }
        for _ in 0..FLOOD_FACTOR * 4 {
            assert_eq!(limiter.check(now), Verdict::Refuse);
        }
        assert_eq!(limiter.check(now), Verdict::Close);
    }

    #[test]
    fn the_bucket_refills_at_the_sustained_rate_and_forgives_once_full() {
        let mut limiter = FrameLimiter::new(&tight());
        let start = Instant::now();
        for _ in 0..4 {
            limiter.check(start);
        }
        assert_eq!(limiter.check(start), Verdict::Refuse);
        // 10 a second: one token after 100 ms.
        let later = start + Duration::from_millis(110);
        assert_eq!(limiter.check(later), Verdict::Pass);
        assert_eq!(limiter.check(later), Verdict::Refuse);
        // A steady 10 a second always passes.
        for n in 1..100 {
            let at = later + Duration::from_millis(100 * n);
            assert_eq!(limiter.check(at), Verdict::Pass, "frame {n}");
        }
        // Once quiet long enough, the bucket is full and the refusals are forgotten.
        let quiet = later + Duration::from_secs(20);
        for _ in 0..4 {
            assert_eq!(limiter.check(quiet), Verdict::Pass);
        }
        for _ in 0..FLOOD_FACTOR * 4 {
            assert_eq!(limiter.check(quiet), Verdict::Refuse);
        }
    }

    #[test]
    fn no_limit_when_the_rate_is_zero() {
        let mut limiter = FrameLimiter::new(&Limits::unlimited());
        let guard = Guard::new(Limits::unlimited());
        let now = Instant::now();
        let address: IpAddr = "192.0.2.1".parse().unwrap();
        for _ in 0..10_000 {
            assert_eq!(limiter.check(now), Verdict::Pass);
            assert!(guard.create_table(address, now).is_ok());
        }
        assert_eq!(guard.remembered_addresses(), 0);
    }

    #[test]
    fn tables_are_limited_per_address_and_idle_addresses_forgotten() {
        let guard = Guard::new(tight());
        let now = Instant::now();
        let one: IpAddr = "192.0.2.1".parse().unwrap();
        let two: IpAddr = "192.0.2.2".parse().unwrap();
        assert!(guard.create_table(one, now).is_ok());
        assert!(guard.create_table(one, now).is_ok());
        // 6 a minute: the next one in 10 s.
        let wait = guard.create_table(one, now).unwrap_err();
        assert!(wait > Duration::from_secs(9) && wait <= Duration::from_secs(10));
        assert!(guard.create_table(two, now).is_ok());
        assert!(guard
            .create_table(one, now + Duration::from_secs(10))
            .is_ok());
        assert_eq!(guard.remembered_addresses(), 2);
        let much_later = now + Duration::from_secs(200);
        assert!(guard.create_table(two, much_later).is_ok());
        assert_eq!(guard.remembered_addresses(), 1, "one was forgotten");
    }

    #[test]
    fn guests_and_tables_are_separate_allowances() {
        let guard = Guard::new(tight());
        let address: IpAddr = "198.51.100.9".parse().unwrap();
        let now = Instant::now();
        assert!(guard.new_guest(address, now).is_ok());
        let wait = guard.new_guest(address, now).unwrap_err();
        assert!(wait <= Duration::from_secs(10), "{wait:?}");
        assert!(guard.create_table(address, now).is_ok(), "tables untouched");
        assert!(guard
            .new_guest(address, now + Duration::from_secs(10))
            .is_ok());
    }

    #[test]
    fn failed_logins_are_counted_when_tried_and_a_success_gives_its_own_back() {
        let guard = Guard::new(tight());
        let address: IpAddr = "203.0.113.7".parse().unwrap();
        let now = Instant::now();
        // Successes cost nothing: each gives its own back.
        for _ in 0..10 {
            assert!(guard.try_login(address, now).is_ok());
            guard.login_succeeded(address, now);
        }
        // Two failures are the burst; a success then does not clear them.
        assert!(guard.try_login(address, now).is_ok());
        assert!(guard.try_login(address, now).is_ok());
        guard.login_succeeded(address, now);
        assert!(guard.try_login(address, now).is_ok());
        // 6 a minute: the next try in 10 s.
        let wait = guard.try_login(address, now).unwrap_err();
        assert!(wait > Duration::from_secs(9) && wait <= Duration::from_secs(10));
        assert!(guard.new_guest(address, now).is_ok(), "guests untouched");
        let later = now + Duration::from_secs(10);
        assert!(guard.try_login(address, later).is_ok());
        assert!(guard.try_login(address, later).is_err());
    }

    #[test]
    fn an_ipv6_client_counts_per_64_and_mapped_ipv4_as_ipv4() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(client_key(a), client_key(b));
        assert_ne!(client_key(a), client_key(c));
        let mapped: IpAddr = "::ffff:192.0.2.1".parse().unwrap();
        assert_eq!(client_key(mapped), "192.0.2.1".parse::<IpAddr>().unwrap());
    }

    #[test]
    fn sockets_are_capped_per_address_and_in_all_and_counted_until_dropped() {
        let guard = Guard::new(Limits {
            max_connections: 3,
            max_connections_per_address: 2,
            ..Limits::default()
        });
        let a: IpAddr = "2001:db8:1:2::1".parse().unwrap();
        let a_too: IpAddr = "2001:db8:1:2::2".parse().unwrap();
        let b: IpAddr = "192.0.2.1".parse().unwrap();
        let first = guard.open_socket(a).unwrap();
        let second = guard.open_socket(a_too).unwrap();
        assert!(guard.open_socket(a).is_none(), "two per /64");
        let third = guard.open_socket(b).unwrap();
        assert!(
            guard.open_socket("192.0.2.2".parse().unwrap()).is_none(),
            "three in all"
        );
        assert_eq!(guard.sockets(), 3);
        drop(first);
        let again = guard.open_socket(a).unwrap();
        drop((second, third, again));
        assert_eq!(guard.sockets(), 0);
        assert_eq!(guard.socket_addresses(), 0, "addresses are forgotten");
        let open = Guard::new(Limits::unlimited());
        let many: Vec<_> = (0..1000).map(|_| open.open_socket(b).unwrap()).collect();
        assert_eq!(open.sockets(), many.len());
    }

    #[test]
    fn open_connections_are_counted_until_dropped() {
        let guard = Guard::new(Limits::default());
        let first = guard.connection();
        let second = guard.connection();
        assert_eq!(guard.connections(), 2);
        drop(first);
        assert_eq!(guard.connections(), 1);
        drop(second);
        assert_eq!(guard.connections(), 0);
    }
}
