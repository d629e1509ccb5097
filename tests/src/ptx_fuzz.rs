//! The PTX front end's robustness property and the deterministic mutator behind both the
//! mutation test (`tests/ptx_frontend.rs`) and the cargo-fuzz target (`compiler/fuzz`).
//!
//! Property ([`check`]): on any text, parsing never panics; when it succeeds, printing and parsing
//! again gives the same tree and printing is a fixpoint; when it fails, every diagnostic has a line
//! and column inside the text.

use nvisel::ptx;

/// Checks the property on `source`; `Err` says what broke.
pub fn check(source: &str) -> Result<(), String> {
    match ptx::parse(source) {
        Ok(module) => {
            let printed = ptx::print(&module);
            let again = ptx::parse(&printed).map_err(|d| format!("printed PTX does not parse: {d:?}\n{printed}"))?;
            if again != module {
                return Err(format!("tree changed by print -> parse\n{printed}"));
            }
            let twice = ptx::print(&again);
            if twice != printed {
                return Err(format!("printing is not a fixpoint\n--- first\n{printed}\n--- second\n{twice}"));
            }
            Ok(())
        }
        Err(diags) => {
            if diags.is_empty() {
                return Err("parse failed without a diagnostic".into());
            }
            let lines = source.split('\n').count() as u32;
            for d in &diags {
                if d.span.line == 0 || d.span.col == 0 || d.span.line > lines.max(1) {
                    return Err(format!("diagnostic outside the text: {d:?}"));
                }
            }
            Ok(())
        }
    }
}

/// xorshift64*: a tiny deterministic PRNG (no external crates).
#[derive(Clone, Debug)]
pub struct XorShift(u64);

impl XorShift {
    /// A generator from a seed (0 is replaced by a fixed constant).
    pub fn new(seed: u64) -> Self {
        XorShift(if seed == 0 { 0x9E37_79B9_7F4A_7C15 } else { seed })
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
}

/// Interesting fragments to splice in: PTX syntax at its edges.
const FRAGMENTS: &[&str] = &[
    "{", "}", ";", ",", "[", "]", "(", ")", "<", ">", "@", "!", "|", "_", "%r1", "%p1", "%tid.x", ".reg",
    ".b32", ".v4", ".param", ".global", "0x", "0f3F800000", "0d", "1.5e", "-", "+-", "//", "/*", "\"",
    "\n", "call.uni", ".callprototype", ".branchtargets", "generic(", "= {", "ld.global.v4.f32", "$L__BB0_1:",
    ".loc 1 2 3", ".section .debug_info {", ".version 9.9", ".target sm_100a", "99999999999999999999",
    "µ", "\u{0}",
];

/// One mutation of `source`: truncate, delete, duplicate or swap a range, splice a fragment, or
/// replace a byte. Works on bytes and keeps the result valid UTF-8 (lossy).
pub fn mutate(source: &str, rng: &mut XorShift) -> String {
    let b = source.as_bytes();
    let n = b.len();
    let pick = |rng: &mut XorShift| rng.below(n + 1);
    let mut out: Vec<u8> = match rng.below(7) {
        0 => b[..pick(rng)].to_vec(),
        1 => {
            let (i, len) = (pick(rng), 1 + rng.below(64));
            let j = (i + len).min(n);
            [&b[..i], &b[j..]].concat()
        }
        2 => {
            let (i, len) = (pick(rng), 1 + rng.below(200));
            let j = (i + len).min(n);
            [&b[..j], &b[i..j], &b[j..]].concat()
        }
        3 => {
            let f = FRAGMENTS[rng.below(FRAGMENTS.len())].as_bytes();
            let i = pick(rng);
            [&b[..i], f, &b[i..]].concat()
        }
        4 => {
            let mut v = b.to_vec();
            if n > 0 {
                let i = rng.below(n);
                const BYTES: &[u8] = b" \n;,{}[]().%0a-";
                v[i] = BYTES[rng.below(BYTES.len())];
            }
            v
        }
        5 => {
            // Move a whole line elsewhere (reorders declarations and uses).
            let lines: Vec<&str> = source.split('\n').collect();
            let mut ls = lines.clone();
            if ls.len() > 1 {
                let from = rng.below(ls.len());
                let line = ls.remove(from);
                let to = rng.below(ls.len() + 1);
                ls.insert(to, line);
            }
            ls.join("\n").into_bytes()
        }
        _ => {
            // Splice a slice of the text into another place.
            let (i, len) = (pick(rng), 1 + rng.below(120));
            let j = (i + len).min(n);
            let at = pick(rng);
            [&b[..at], &b[i..j], &b[at..]].concat()
        }
    };
    if rng.below(4) == 0 && !out.is_empty() {
        // Sometimes stack a second small change.
        let i = rng.below(out.len());
        out.remove(i);
    }
    String::from_utf8_lossy(&out).into_owned()
}
