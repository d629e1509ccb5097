//! One PTX file through our ptxas side for one arch, checked against nvdisasm: the shared core of
//! the per-arch corpus tests (`sass_arches.rs`, `cuda_real.rs`).

use crate::oracle::{self, Decoded};
use nvisel::ptxas::schedule;
use nvisel::sass::{inst, parse};
use nvisel::target::Sm;

/// What our pipeline made of one file.
pub struct Checked {
    /// Functions with a body in the module.
    pub kernels_all: usize,
    /// Those that made it through every phase.
    pub kernels_ok: usize,
    /// Why functions did not compile: the first line of each error diagnostic (the PTX parser's
    /// refusals say so).
    pub why: Vec<String>,
    /// `None`: not every function compiled (see `why`). `Some(Ok(listing))`: it compiled fully,
    /// `nvdisasm -b SMxx` decoded our words to exactly our listing (text, words, offsets) and the
    /// control codes it decoded pass the scoreboard check; the listing is nvdisasm's.
    /// `Some(Err(why))`: it compiled but one of those checks failed.
    pub sass: Option<Result<Vec<Decoded>, String>>,
}

/// Compiles `text` (a PTX module) through `nvisel::ptxas::driver` for `sm`; when every function
/// compiles, decodes our words with nvdisasm and checks them (see [`Checked::sass`]). `name`
/// names the scratch files.
pub fn pipeline(name: &str, text: &str, sm: Sm) -> Checked {
    let module = match nvisel::ptx::parse(text) {
        Ok(m) => m,
        Err(diags) => {
            let why = diags.iter().map(|d| format!("the PTX parser: {}", d.message.lines().next().unwrap_or(""))).collect();
            return Checked { kernels_all: 0, kernels_ok: 0, why, sass: None };
        }
    };
    let out = nvisel::ptxas::driver::compile(&module, sm);
    let errors: Vec<String> = out
        .diagnostics
        .iter()
        .filter(|d| d.severity == nvisel::diag::Severity::Error)
        .map(|d| d.message.lines().next().unwrap_or("").to_string())
        .collect();
    let complete = out.total_functions > 0 && out.functions.len() == out.total_functions && errors.is_empty();
    let mut r = Checked { kernels_all: out.total_functions, kernels_ok: out.functions.len(), why: errors, sass: None };
    if complete {
        r.sass = Some(decode_and_check(name, &out.listing, &out.words, sm));
    }
    r
}

/// nvdisasm's decoding of `words` must be `listing` exactly, and its control codes must pass the
/// scoreboard check; Ok(nvdisasm's listing).
pub fn decode_and_check(name: &str, listing: &str, words: &[[u64; 2]], sm: Sm) -> Result<Vec<Decoded>, String> {
    let ours = oracle::parse_listing(listing);
    let bytes: Vec<u8> = words.iter().flat_map(|[lo, hi]| lo.to_le_bytes().into_iter().chain(hi.to_le_bytes())).collect();
    let theirs = oracle::nvdisasm_raw(&bytes, &sm.nvdisasm_name(), &format!("check_{name}_{sm}"))?;
    if ours.len() != theirs.len() {
        return Err(format!("we list {} instructions, nvdisasm decoded {}", ours.len(), theirs.len()));
    }
    if let Some((o, t)) = ours.iter().zip(&theirs).find(|(o, t)| o.text != t.text || o.words != t.words || o.offset != t.offset) {
        return Err(format!("/*{:04x}*/ ours `{}` {:016x?}, nvdisasm `{}` {:016x?}", o.offset, o.text, o.words, t.text, t.words));
    }
    let parsed: Result<Vec<(u32, inst::Inst, nvisel::trace::ControlCode)>, String> = theirs
        .iter()
        .map(|d| parse::parse_inst(&d.text).map(|i| (d.offset, i, inst::unpack_control(d.words[1]))).map_err(|e| format!("{}: {e:?}", d.text)))
        .collect();
    let v = schedule::check(&parsed?);
    if !v.is_empty() {
        return Err(format!("scoreboard check: {v:?}"));
    }
    Ok(theirs)
}

/// The tail ptxas and we pad a function with: `NOP`s and the branch to itself.
pub fn is_tail(x: &Decoded) -> bool {
    x.text == "NOP" || (x.text.starts_with("BRA ") && x.text == format!("BRA {:#x}", x.offset))
}

/// The median of `v` (NaN when empty).
pub fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    if v.is_empty() {
        return f64::NAN;
    }
    let m = v.len() / 2;
    if v.len() % 2 == 1 { v[m] } else { (v[m - 1] + v[m]) / 2.0 }
}
