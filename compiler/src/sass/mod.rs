//! The SASS instruction set, apart from any compiler: the instruction model with its control
//! code ([`inst`]), per-opcode facts ([`opcodes`]: results, operand widths, latency classes), the
//! per-architecture facts as a table ([`arch`]), the form tables and their loader ([`forms`]),
//! the Mercury encoder to 128-bit words with named fields ([`encode`]), the nvdisasm-exact
//! printer ([`print`]), a parser for nvdisasm/cuobjdump text ([`parse`]), and an assembler over
//! them ([`assemble`]).
//!
//! This layer imports nothing of ptxas's phases ([`crate::ptxas`]) or of the trace; they import
//! it. `tests/tests/layers.rs` checks the `use` lines.

pub mod arch;
pub mod encode;
pub mod forms;
pub mod inst;
pub mod opcodes;
pub mod parse;
pub mod print;

use crate::diag::{Diagnostic, Diagnostics, Span};
use crate::target::Sm;
use inst::ControlCode;

/// The control code used when a listing gives no words: stall 1, yield, no barriers.
pub const DEFAULT_CONTROL: ControlCode =
    ControlCode { stall: 1, yield_: true, write_barrier: 7, read_barrier: 7, wait_mask: 0, reuse: 0 };

/// One assembled instruction: its address, text, words, named fields and the form that encoded it.
#[derive(Clone, Debug, Default)]
pub struct Assembled {
    /// Byte offset (`/*0040*/`).
    pub offset: u32,
    /// The instruction as nvdisasm prints it.
    pub text: String,
    /// The two 64-bit words, low first (`None` where encoding failed).
    pub words: Option<[u64; 2]>,
    /// The named bit fields of the encoding.
    pub fields: Vec<inst::BitField>,
    /// The control code.
    pub control: Option<ControlCode>,
    /// The form of the table that encoded it.
    pub form: String,
}

/// Assembles SASS text (nvdisasm/cuobjdump listing lines or bare instructions) for `sm`: every
/// instruction is parsed, encoded at its address (the `/*0040*/` one, or 16 bytes after the
/// previous) with the control bits of its `/* 0x... */` words when the listing has them, and
/// printed back. Problems (syntax, forms the table lacks) are diagnostics with line and column.
pub fn assemble(text: &str, sm: Sm) -> (Vec<Assembled>, Diagnostics) {
    let (parsed, mut diags) = parse::parse_listing(text);
    let mut out = Vec::new();
    let mut next_offset = 0u32;
    for p in parsed {
        let offset = p.offset.unwrap_or(next_offset);
        next_offset = offset.wrapping_add(16);
        let mut control = p.words.map(|w| inst::unpack_control(w[1])).unwrap_or(DEFAULT_CONTROL);
        control.reuse = 0;
        let text = print::inst_text(&p.inst);
        match encode::encode(&p.inst, &control, offset as u64, sm) {
            Ok(enc) => {
                let control = inst::unpack_control(enc.words[1]);
                out.push(Assembled { offset, text, words: Some(enc.words), fields: enc.fields, control: Some(control), form: enc.form });
            }
            Err(e) => {
                let span = Span { line: p.line, col: 1, len: 1 };
                diags.push(Diagnostic::error("sass-encode", span, e.to_string()));
                out.push(Assembled { offset, text, control: Some(control), ..Default::default() });
            }
        }
    }
    (out, diags)
}

/// The listing of assembled instructions in nvdisasm's layout (DESIGN.md's contract); entries
/// without words are printed with zero words.
pub fn listing(insts: &[Assembled]) -> String {
    let entries: Vec<_> = insts
        .iter()
        .filter_map(|i| {
            let inst = parse::parse_inst(&i.text).ok()?;
            Some((i.offset, inst, i.control.unwrap_or(DEFAULT_CONTROL), i.words.unwrap_or([0, 0])))
        })
        .collect();
    print::listing_text(&entries)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::SmVariant;

    #[test]
    fn assembles_a_listing_back_to_its_words() {
        let text = "        /*0040*/                   IMAD.WIDE.U32 R2, R13, 0x4, R2 ;        /* 0x000000040d027825 */\n                                                                      /* 0x001fca00078e0002 */\n        /*0050*/                   EXIT ;                                  /* 0x000000000000794d */\n                                                                      /* 0x000fea0003800000 */\n";
        let (insts, diags) = assemble(text, Sm { number: 90, variant: SmVariant::Base });
        assert!(!diags.has_errors(), "{:?}", diags.as_slice());
        assert_eq!(insts[0].words, Some([0x000000040d027825, 0x001fca00078e0002]));
        assert_eq!(insts[1].words, Some([0x000000000000794d, 0x000fea0003800000]));
        let l = listing(&insts);
        assert!(l.contains("/*0040*/                   IMAD.WIDE.U32 R2, R13, 0x4, R2 ;"), "{l}");
        assert!(l.contains("/* 0x000fea0003800000 */"), "{l}");
    }

    #[test]
    fn garbage_never_panics() {
        let sm = Sm { number: 90, variant: SmVariant::Base };
        let nasty = [
            "", "@", "@!", "@P0", ";", " ; ", "/*", "/* 0x", "/*zz*/ EXIT", "/*0010*/", "IADD3 R1, [", "LDG.E R1, desc[UR1][",
            "LDG.E R1, desc[UR1]R2]", "MOV R1, c[", "MOV R1, c[0x0][", "MOV R1, c[0x99][0x0]", "MOV R1, |R2", "MOV R1, |R2|x",
            "MOV R1, -", "MOV R1, !", "FADD R1, R2, 1e999", "FADD R1, R2, -0x", "BRA 0xffffffffffffffff", "BRA -0x10",
            "IMAD R1, R2, 0xfffffffffffffffff, R3", "LDS R1, [R2+0x7fffffffffffffff]", "S2R R1, SR_NOPE", "S2R R1, SR300",
            "ÄÖÜ R1, R2", "MOV R1, R2 ; /* 0x€ */", "@P0 @P1 EXIT", "EXIT,,,", "MOV	R1,	R2", "X.Y.Z.W.V.U.T.S.R.Q R0",
            "PLOP3.LUT P0, PT, P0, P1, PT, 0x1ff, 0x0", "BSSY B99, 0x10", "RET.REL.NODEC R2 0x3", "HFMA2 R1, R2, 1, 2, R3",
        ];
        for text in nasty {
            let _ = parse::parse_listing(text);
            let (insts, _) = assemble(text, sm);
            let _ = listing(&insts);
        }
        // Every byte value and a long line.
        let bytes: String = (0u8..128).map(char::from).collect();
        let _ = assemble(&bytes, sm);
        let _ = assemble(&"IADD3 R1, R2, R3, R4 ;".repeat(2000), sm);
    }

    #[test]
    fn unknown_forms_are_diagnostics() {
        let (insts, diags) = assemble("EXIT\nFROB R1, R2\n", Sm { number: 90, variant: SmVariant::Base });
        assert_eq!(insts.len(), 2);
        let d = &diags.as_slice()[0];
        assert_eq!(d.span.line, 2);
        assert!(d.message.contains("FROB"), "{}", d.message);
    }
}
