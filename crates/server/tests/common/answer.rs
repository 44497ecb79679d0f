//! Plain HTTP/1.1 requests with headers and a session cookie, and their answers, for the
//! tests of people and accounts.

use super::PATIENCE;
use serde_json::Value;
use std::net::SocketAddr;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// An answer: status, head (header names lower case, values as sent) and body.
pub struct Answer {
    pub status: u16,
    pub head: String,
    pub body: String,
}

impl Answer {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or(Value::Null)
    }

    /// Every value of the header `name`.
    pub fn headers(&self, name: &str) -> Vec<&str> {
        self.head
            .lines()
            .filter_map(|line| line.split_once(':'))
            .filter(|(key, _)| key.trim().eq_ignore_ascii_case(name))
            .map(|(_, value)| value.trim())
            .collect()
    }

    /// The session secret of the answer's `Set-Cookie`, if it set one (empty when it
    /// clears the cookie).
    pub fn new_session(&self) -> Option<String> {
        let cookies = self.headers("set-cookie");
        assert!(cookies.len() <= 1, "{cookies:?}");
        let cookie = cookies.first()?;
        let value = cookie.strip_prefix("whodunit_session=")?;
        Some(value.split(';').next().unwrap().to_string())
    }
}

/// One HTTP/1.1 request with the session cookie `session` (if any) and extra headers.
pub async fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    session: Option<&str>,
    headers: &[(&str, &str)],
    body: &str,
) -> Answer {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let mut extra: String = headers
        .iter()
        .map(|(name, value)| format!("{name}: {value}\r\n"))
        .collect();
    if let Some(secret) = session {
        extra.push_str(&format!("Cookie: whodunit_session={secret}\r\n"));
    }
    let text = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n{extra}Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(text.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    tokio::time::timeout(PATIENCE, stream.read_to_end(&mut answer))
        .await
        .expect("an HTTP answer")
        .unwrap();
    let answer = String::from_utf8(answer).expect("UTF-8");
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    Answer {
        status: head
            .split(' ')
            .nth(1)
            .and_then(|c| c.parse().ok())
            .unwrap_or(0),
        head: head.to_string(),
        body: body.to_string(),
    }
}
