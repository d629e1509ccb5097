//! The explorer's URL fragment: the whole view (source, options, selected phase, block and node,
//! panel layout) in a versioned, compressed link that needs no server.
//!
//! Versions, all in the envelope of [`nvisel::share::pack`] (`v<N>.` + base64url of deflated JSON):
//!
//! - **v1**: [`ShareState`] (source, kind, SM, PTX version, -O, phase, node). `nvisel link` writes
//!   it. Read and migrated to v2 with the default layout.
//! - **v2** (current): v1's fields plus the selected DAG block and the collapsed panels.
//!
//! A link from a later version, or one that is damaged or hostile, is refused with a sentence
//! for the user; nothing in a link is ever rendered as HTML, and every field is checked before
//! it reaches the compiler.

use nvisel::share::{pack, unpack, ShareState};
use nvisel::target::{PtxVersion, Sm};
use serde::{Deserialize, Serialize};

/// The format this explorer writes.
pub const VERSION: u32 = 2;

/// Panels that can be collapsed (by their id in the page).
pub const PANELS: &[&str] = &["diagnostics", "pipeline", "phase", "outputs", "tables"];

/// Everything a link reproduces.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LinkState {
    /// The compiler's part, shared with `nvisel link`.
    #[serde(flatten)]
    pub share: ShareState,
    /// The DAG block shown (index into the phase's blocks).
    #[serde(default)]
    pub block: usize,
    /// Collapsed panels, by id (one of [`PANELS`]).
    #[serde(default)]
    pub collapsed: Vec<String>,
}

impl LinkState {
    /// A fresh view of `share` with the default layout.
    pub fn new(share: ShareState) -> Self {
        LinkState { share, block: 0, collapsed: Vec::new() }
    }
}

/// What opening a link gave: the state, and a note when it was migrated from an older version.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opened {
    /// The view to show.
    pub state: LinkState,
    /// Said to the user when the link was upgraded.
    pub note: Option<String>,
}

/// The fragment (without `#`) for `state`.
pub fn encode(state: &LinkState) -> String {
    pack(VERSION, &serde_json::to_vec(state).unwrap_or_default())
}

/// Opens a fragment (with or without `#`): any version this explorer ever wrote, checked.
pub fn decode(fragment: &str) -> Result<Opened, String> {
    // The version comes first: a later format's payload need not even be deflate.
    match declared_version(fragment) {
        Some(0) => return Err("this link's format (v0) was never written by nvisel".into()),
        Some(v) if v > VERSION => {
            return Err(format!(
                "this link was made by a newer nvisel (link format v{v}); this explorer reads v1 and v2 — open it with a newer build"
            ))
        }
        _ => {}
    }
    let (version, json) = unpack(fragment)?;
    let (state, note) = match version {
        1 => {
            let share: ShareState = serde_json::from_slice(&json).map_err(|e| format!("share link holds no valid state: {e}"))?;
            (LinkState::new(share), Some("This link is from an older version of nvisel (v1); it opened with the default panel layout.".to_string()))
        }
        VERSION => (serde_json::from_slice(&json).map_err(|e| format!("share link holds no valid state: {e}"))?, None),
        v => return Err(format!("link format v{v} is not one this explorer reads")),
    };
    check(&state)?;
    Ok(Opened { state, note })
}

/// The `N` of a fragment starting `vN.`.
fn declared_version(fragment: &str) -> Option<u32> {
    let (n, _) = fragment.strip_prefix('#').unwrap_or(fragment).strip_prefix('v')?.split_once('.')?;
    (n.len() <= 4 && n.bytes().all(|b| b.is_ascii_digit())).then(|| n.parse().ok()).flatten()
}

/// Refuses states no explorer writes: an SM or PTX version outside the tables, an -O level above
/// 3, unknown panels.
fn check(state: &LinkState) -> Result<(), String> {
    let s = &state.share;
    if Sm::parse(&s.sm.to_string()) != Some(s.sm) {
        return Err(format!("share link names an unknown target '{}'", s.sm));
    }
    if let Some(p) = s.ptx {
        if PtxVersion::parse(&p.to_string()) != Some(p) {
            return Err(format!("share link names an unknown PTX version {}.{}", p.major, p.minor));
        }
    }
    if s.opt_level > 3 {
        return Err(format!("share link asks for -O{}, the levels are 0 to 3", s.opt_level));
    }
    if let Some(bad) = state.collapsed.iter().find(|c| !PANELS.contains(&c.as_str())) {
        return Err(format!("share link names an unknown panel '{}'", bad.chars().take(40).collect::<String>()));
    }
    Ok(())
}
