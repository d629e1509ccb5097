//! Random instances of a form table's forms, decoded by nvdisasm: "that equality is the definition
//! of 'the encoder is right'". Every form gets `per_form` instances with varied registers,
//! predicates, immediates, floats, offsets and targets (and `.reuse` flags, and control bits within
//! what nvdisasm accepts); each is printed, parsed back, encoded for the arch and decoded by
//! `nvdisasm -b SMxx`, whose text must equal ours and echo our words. Used by `sass_encoder.rs`
//! (sm_90, 50 per form) and `sass_arches.rs` (every other arch's table).

use crate::oracle;
use nvisel::sass::encode::encode;
use nvisel::sass::forms::{example_inst, table_for, Component};
use nvisel::sass::inst::Inst;
use nvisel::sass::parse::parse_inst;
use nvisel::sass::print::inst_text;
use nvisel::target::Sm;
use nvisel::trace::ControlCode;

/// Vectors per nvdisasm batch; the batches run on parallel threads (one nvdisasm process each).
const VECTORS_PER_BATCH: usize = 8_192;

/// A small deterministic generator (SplitMix64) for the control bits of the vectors.
pub fn mix(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Random control bits within what nvdisasm accepts (SASS_FACTS.md "Control bits"): stall 0 and
/// stall 12-15 only with yield; no barrier or wait on branches, `EXIT` and `BAR`; no write
/// barrier on stores; no read barrier on an instruction without operands (nvdisasm rejects one on
/// `CCTL.IVALL`: "Unrecognized operation for functional unit 'uC'"); with reuse flags, stall 1
/// without yield (accepted everywhere reuse is).
pub fn vector_control(seed: u64, inst: &Inst) -> ControlCode {
    let r = mix(seed);
    let branchy = matches!(inst.opcode.as_str(), "BRA" | "BRX" | "JMP" | "JMX" | "EXIT" | "BAR" | "CALL" | "RET" | "BSSY" | "BSYNC" | "WARPSYNC" | "BPT" | "KILL" | "NANOSLEEP" | "YIELD" | "BREAK" | "BMOV" | "NOP");
    let store = nvisel::sass::opcodes::num_defs(inst) == 0;
    let stall = (r & 15) as u8;
    let yield_ = stall == 0 || stall >= 12 || (r >> 4) & 1 == 1;
    let pick = |x: u64| if x % 7 == 6 { 7 } else { (x % 7) as u8 };
    // The asynchronous units' instructions (probed with nvdisasm -b SM90, the same
    // "Unrecognized operation for functional unit 'uC'" otherwise): ARRIVES and HGMMA take no
    // write barrier (HGMMA's results are tracked by gsb0), DEPBAR and HGMMA no read barrier;
    // WARPGROUP.ARRIVE/DEPBAR take no barrier or wait at all.
    let op = inst.opcode.as_str();
    // tcgen05's instructions (LDTM/STTM, UTC*) take no barrier or wait either (nvdisasm -b
    // SM100a: "Unrecognized operation for functional unit 'uC'").
    let tensor_memory = matches!(op, "LDTM" | "STTM") || op.starts_with("UTC");
    let (hgmma, warpgroup) = (op.starts_with("HGMMA"), op.starts_with("WARPGROUP") || tensor_memory);
    let no_write = hgmma || warpgroup || op.starts_with("ARRIVES");
    let no_read = hgmma || warpgroup || op.starts_with("DEPBAR");
    ControlCode {
        stall,
        yield_,
        write_barrier: if branchy || store || no_write { 7 } else { pick(r >> 8) },
        read_barrier: if branchy || no_read || inst.opcode == "LDCU" || inst.operands.is_empty() { 7 } else { pick(r >> 16) },
        wait_mask: if branchy || warpgroup { 0 } else { ((r >> 24) % 64) as u8 },
        reuse: 0,
    }
}

/// What the vectors of one table found.
pub struct VectorReport {
    /// Forms in the table.
    pub forms: usize,
    /// Vectors built and encoded.
    pub vectors: usize,
    /// Vectors nvdisasm decoded to our text, echoing our words.
    pub agreed: usize,
    /// Everything else, one line each.
    pub failures: Vec<String>,
}

/// Builds `per_form` vectors of every form of `sm`'s table, encodes them for `sm` and decodes them
/// with `nvdisasm -b <nvdisasm name of sm>`.
pub fn check_table(sm: Sm, per_form: u64) -> VectorReport {
    let table = table_for(sm).unwrap_or_else(|| panic!("no form table for {sm}"));
    assert!(table.errors.is_empty(), "{sm}: {:?}", table.errors);
    let mut vectors: Vec<(String, String, [u64; 2])> = Vec::new(); // (form, text, words)
    let mut failures: Vec<String> = Vec::new();
    for form in &table.forms {
        for seed in 0..per_form {
            // Each batch is its own file for nvdisasm, starting at address 0.
            let address = (vectors.len() % VECTORS_PER_BATCH) as u64 * 16;
            let Some(mut inst) = example_inst(form, seed, address) else {
                failures.push(format!("{}: cannot build an example", form.name));
                continue;
            };
            // Every third vector marks one register source `.reuse` (slots A, B, C by turn).
            if seed % 3 == 1 {
                let slots: Vec<usize> = form
                    .fields
                    .iter()
                    .filter(|f| f.component == Component::Reg && f.reuse_printed && matches!(f.lo, 24 | 32 | 64))
                    .map(|f| f.operand)
                    .collect();
                if !slots.is_empty() {
                    let pick = slots[(seed as usize / 3) % slots.len()];
                    inst.operands[pick].reuse = true;
                }
            }
            let text = inst_text(&inst);
            let parsed = match parse_inst(&text) {
                Ok(p) => p,
                Err(e) => {
                    failures.push(format!("{}: our text `{text}` does not parse: {e:?}", form.name));
                    continue;
                }
            };
            if parsed != inst {
                failures.push(format!("{}: `{text}` parses to a different instruction", form.name));
                continue;
            }
            let mut control = vector_control(seed, &parsed);
            if parsed.operands.iter().any(|o| o.reuse) {
                // nvdisasm accepts reuse flags only with some stall/yield combinations (its opex
                // tables); stall 1 without yield is accepted everywhere reuse is.
                control.stall = 1;
                control.yield_ = false;
            }
            match encode(&parsed, &control, address, sm) {
                Ok(enc) => vectors.push((form.name.clone(), text, enc.words)),
                // The table's own form must always be found; a value that does not fit is a
                // generator problem worth seeing.
                Err(e) => failures.push(format!("{}: `{text}`: {e}", form.name)),
            }
        }
    }
    let decoded = decode_in_batches(&vectors, &sm.nvdisasm_name());
    let mut agreed = 0;
    for ((form, text, w), d) in vectors.iter().zip(&decoded) {
        match d {
            Err(msg) => failures.push(format!("{form}: `{text}` [{:#018x} {:#018x}] rejected: {msg}", w[0], w[1])),
            Ok(d) if d.text != *text => failures.push(format!("{form}: ours `{text}` nvdisasm `{}`", d.text)),
            Ok(d) if d.words != *w => failures.push(format!("{form}: `{text}` words not echoed")),
            Ok(_) => agreed += 1,
        }
    }
    VectorReport { forms: table.forms.len(), vectors: vectors.len(), agreed, failures }
}

/// Decodes the vectors in batches of [`VECTORS_PER_BATCH`], one nvdisasm process per batch, the
/// batches on as many threads as the machine has cores.
fn decode_in_batches(vectors: &[(String, String, [u64; 2])], nvdisasm_sm: &str) -> Vec<Result<oracle::Decoded, String>> {
    let words: Vec<[u64; 2]> = vectors.iter().map(|v| v.2).collect();
    let chunks: Vec<(usize, &[[u64; 2]])> = words.chunks(VECTORS_PER_BATCH).enumerate().collect();
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).max(1);
    let mut results: Vec<Option<Vec<Result<oracle::Decoded, String>>>> = (0..chunks.len()).map(|_| None).collect();
    for group in chunks.chunks(threads) {
        let done: Vec<(usize, Vec<Result<oracle::Decoded, String>>)> = std::thread::scope(|s| {
            let handles: Vec<_> = group
                .iter()
                .map(|&(k, chunk)| {
                    s.spawn(move || (k, oracle::nvdisasm_words(chunk, nvdisasm_sm, &format!("sass_vectors_{nvdisasm_sm}_{k}"), chunk.len()).expect("nvdisasm")))
                })
                .collect();
            handles.into_iter().map(|h| h.join().expect("batch thread")).collect()
        });
        for (k, d) in done {
            results[k] = Some(d);
        }
    }
    results.into_iter().flatten().flatten().collect()
}
