//! Share links: the explorer's whole state (source, options, selected phase and node) in a URL
//! fragment, so a link reproduces a view exactly with no server.
//!
//! Format: `v1.` followed by the base64url (no padding) of the raw-DEFLATE-compressed JSON of
//! [`ShareState`]. The version prefix lets later formats migrate old links: a decoder reads every
//! version it has ever written.

use crate::target::{PtxVersion, Sm};
use crate::trace::PhaseId;
use crate::InputKind;
use serde::{Deserialize, Serialize};

/// What a link reproduces.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShareState {
    /// The source text.
    pub source: String,
    /// Its kind.
    pub kind: InputKind,
    /// The target SM.
    pub sm: Sm,
    /// An explicit PTX ISA version.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ptx: Option<PtxVersion>,
    /// Optimisation level.
    #[serde(default = "default_opt")]
    pub opt_level: u8,
    /// The back end followed; `None` (links made before there were two) is the input's default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pipeline: Option<crate::Pipeline>,
    /// The phase shown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<PhaseId>,
    /// The DAG node or instruction selected.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub node: Option<u32>,
}

fn default_opt() -> u8 {
    3
}

/// Links longer than this are refused when decoding (a budget against hostile fragments).
pub const MAX_LINK_BYTES: usize = 4 << 20;
/// The decompressed state may not exceed this.
pub const MAX_STATE_BYTES: usize = 16 << 20;

/// Encodes `state` as a fragment (without the `#`).
pub fn encode(state: &ShareState) -> String {
    pack(1, &serde_json::to_vec(state).unwrap_or_default())
}

/// Decodes a fragment (with or without the leading `#`).
pub fn decode(fragment: &str) -> Result<ShareState, String> {
    let (version, json) = unpack(fragment)?;
    if version != 1 {
        return Err(format!("this link is format v{version}; this reader knows v1"));
    }
    serde_json::from_slice(&json).map_err(|e| format!("share link holds no valid state: {e}"))
}

/// The envelope every link version shares: `v<N>.` and the base64url (no padding) of the
/// raw-DEFLATE-compressed `json`. Later formats (the explorer's own state, for one) reuse it.
pub fn pack(version: u32, json: &[u8]) -> String {
    let packed = miniz_oxide::deflate::compress_to_vec(json, 9);
    format!("v{version}.{}", base64url_encode(&packed))
}

/// Opens the envelope of a fragment (with or without the leading `#`): its version and the
/// decompressed payload, within [`MAX_LINK_BYTES`] and [`MAX_STATE_BYTES`].
pub fn unpack(fragment: &str) -> Result<(u32, Vec<u8>), String> {
    let f = fragment.strip_prefix('#').unwrap_or(fragment);
    if f.len() > MAX_LINK_BYTES {
        return Err(format!("share link is {} bytes, over the limit of {MAX_LINK_BYTES}", f.len()));
    }
    let version = f
        .strip_prefix('v')
        .and_then(|rest| rest.split_once('.'))
        .filter(|(n, _)| !n.is_empty() && n.len() <= 4 && n.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|(n, body)| Some((n.parse::<u32>().ok()?, body)));
    let Some((version, body)) = version else {
        return Err("not an nvisel share link (expected it to start with 'v1.')".into());
    };
    let packed = base64url_decode(body).ok_or("share link is not valid base64url")?;
    let json = miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_STATE_BYTES)
        .map_err(|_| "share link does not decompress".to_string())?;
    Ok((version, json))
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        let chars = chunk.len() + 1;
        for i in 0..chars {
            out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

fn base64url_decode(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let mut acc = 0u32;
    let mut bits = 0;
    for c in text.bytes() {
        let v = ALPHABET.iter().position(|&a| a == c)? as u32;
        acc = acc << 6 | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits & 0xff) as u8);
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn state() -> ShareState {
        ShareState {
            source: "define ptx_kernel void @k() {\n  ret void\n}\n".repeat(20),
            kind: InputKind::LlvmIr,
            sm: Sm::parse("90a").unwrap(),
            ptx: PtxVersion::parse("8.0"),
            opt_level: 2,
            pipeline: Some(crate::Pipeline::Nvidia),
            phase: Some(PhaseId::Combine1),
            node: Some(12),
        }
    }

    #[test]
    fn round_trips_and_compresses() {
        let s = state();
        let link = encode(&s);
        assert!(link.starts_with("v1."));
        assert!(link.len() < s.source.len() / 2, "{} vs {}", link.len(), s.source.len());
        assert_eq!(decode(&format!("#{link}")).unwrap(), s);
    }

    #[test]
    fn base64url_round_trips_every_length() {
        for n in 0..40u8 {
            let bytes: Vec<u8> = (0..n).map(|i| i.wrapping_mul(37).wrapping_add(n)).collect();
            assert_eq!(base64url_decode(&base64url_encode(&bytes)).unwrap(), bytes);
        }
    }

    #[test]
    fn bad_links_are_errors() {
        assert!(decode("x2.abc").unwrap_err().contains("v1."));
        assert!(decode(&pack(7, b"{}")).unwrap_err().contains("v7"));
        assert!(decode("v1.@@@").unwrap_err().contains("base64url"));
        assert!(decode("v1.AAAA").is_err());
        let not_state = format!("v1.{}", base64url_encode(&miniz_oxide::deflate::compress_to_vec(b"{}", 6)));
        assert!(decode(&not_state).unwrap_err().contains("no valid state"));
    }
}
