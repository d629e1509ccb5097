//! The opcode tables every phase works from, as plain rows for the explorer's "Tables" view and
//! `nvisel tables`: the rules are data, and a user can read them.

use crate::dag::{Isd, NvptxIsd, Opcode};
use serde::Serialize;

/// One table: a title, column names and rows of text.
#[derive(Clone, Debug, Serialize)]
pub struct Table {
    /// A short id (`nvptxisd`).
    pub id: &'static str,
    /// The title.
    pub title: &'static str,
    /// Where it comes from (the seed or tool it reproduces).
    pub source: &'static str,
    /// Column names.
    pub columns: Vec<&'static str>,
    /// Rows, one string per column.
    pub rows: Vec<Vec<String>>,
}

/// The NVPTXISD roster: the 60 named pseudo-opcodes of seed 000 and the upstream-only extras.
fn nvptxisd() -> Table {
    let mut rows: Vec<Vec<String>> = NvptxIsd::ROSTER
        .iter()
        .enumerate()
        .map(|(i, op)| vec![(i + 1).to_string(), Opcode::Nvptx(*op).to_string(), "seed 000 roster".to_string()])
        .collect();
    let extras = [NvptxIsd::Wrapper, NvptxIsd::StoreRetval, NvptxIsd::StoreRetvalV2, NvptxIsd::StoreRetvalV4, NvptxIsd::LoadRetParam, NvptxIsd::CallSeqBegin, NvptxIsd::PrintCall, NvptxIsd::PrintCallUni];
    rows.extend(extras.iter().map(|op| vec![String::new(), Opcode::Nvptx(*op).to_string(), "upstream LLVM only".to_string()]));
    Table {
        id: "nvptxisd",
        title: "NVPTXISD pseudo-opcodes",
        source: "seed 000 (SEED_CONTRACT 3.03), LLVM 22 NVPTXISelLowering",
        columns: vec!["#", "opcode", "origin"],
        rows,
    }
}

/// The target-independent ISD opcodes the DAG uses.
fn isd() -> Table {
    Table {
        id: "isd",
        title: "ISD opcodes",
        source: "LLVM SelectionDAG (seed 003)",
        columns: vec!["opcode", "commutative", "leaf"],
        rows: Isd::ALL
            .iter()
            .map(|op| vec![op.name().to_string(), yes(op.is_commutative()), yes(op.is_leaf())])
            .collect(),
    }
}

/// Which PTX instruction needs which SM and PTX ISA version (checked against ptxas).
fn ptx_availability() -> Table {
    Table {
        id: "ptx-availability",
        title: "PTX availability by SM and PTX version",
        source: "PTX ISA notes, LLVM NVPTX predicates; every row checked with ptxas 13.5",
        columns: vec!["family", "variant", "needs", "example", "note"],
        rows: crate::target::features::rows()
            .map(|r| vec![r.family.to_string(), r.variant.to_string(), r.availability.describe(), r.example.to_string(), r.note.to_string()])
            .collect(),
    }
}

/// The DAG combiner's rules.
fn combine_rules() -> Table {
    Table {
        id: "combine-rules",
        title: "DAG combine rules",
        source: "seed 003 (4.A/4.B), LLVM DAGCombiner",
        columns: vec!["rule", "what it does"],
        rows: crate::dag::combine::RULES
            .iter()
            .map(|r| vec![r.name.to_string(), r.about.to_string()])
            .chain(crate::dag::combine::NVPTX_RULES.iter().map(|(name, about)| vec![name.to_string(), about.to_string()]))
            .collect(),
    }
}

/// The operation-legalization action table (seed 003, 4.18/4.19/4.27), per SM.
fn legalize_actions() -> Table {
    Table {
        id: "legalize-actions",
        title: "Operation legalization actions",
        source: "seed 003 (4.18, 4.19, 4.27), LLVM 22 NVPTXTargetLowering; unlisted pairs are Legal (0)",
        columns: vec!["opcode", "types", "when", "action (code)", "why"],
        rows: crate::dag::actions::table_rows(),
    }
}

/// The MatcherTable's named patterns.
fn isel_patterns() -> Table {
    let rows = crate::isel::patterns::PATTERNS
        .iter()
        .map(|p| {
            let mut emits = Vec::new();
            let mut rows = Vec::new();
            let mut stack = vec![&p.root];
            while let Some(n) = stack.pop() {
                if let Some(e) = n.emit {
                    emits.push(e.opcode);
                }
                for it in n.items {
                    match it {
                        crate::isel::matcher::Item::Scope { node, .. } => stack.push(node),
                        crate::isel::matcher::Item::Predicate(r) => rows.push(r.to_string()),
                        _ => {}
                    }
                }
            }
            vec![p.name.to_string(), p.root.describe(), emits.join(" + "), rows.join(", "), yes(p.fast)]
        })
        .collect();
    Table {
        id: "isel-patterns",
        title: "MatcherTable patterns",
        source: "seed 000 (5.F), LLVM 22 NVPTXInstrInfo.td",
        columns: vec!["pattern", "matches", "emits", "lattice rows", "fast path"],
        rows,
    }
}

/// The NVPTX machine instructions the selector emits.
fn machine_instrs() -> Table {
    Table {
        id: "machine-instrs",
        title: "NVPTX machine instructions",
        source: "LLVM 22 NVPTXInstrInfo.td (names), PTX ISA (templates)",
        columns: vec!["opcode", "PTX", "operands", "result"],
        rows: crate::mir::instrs::INSTRS
            .iter()
            .map(|d| {
                let ops: Vec<String> = d.operands.iter().map(|o| format!("{o:?}")).collect();
                vec![d.name.to_string(), d.template.to_string(), ops.join(", "), d.result.map(|c| c.ptx_type().to_string()).unwrap_or_default()]
            })
            .collect(),
    }
}

/// The scorer's pipeline lattice rows.
fn lattice() -> Table {
    Table {
        id: "isel-lattice",
        title: "MatcherTable pipeline lattice (bytes: <=1 accept, 4 double, else reject)",
        source: "seed 000 (5.65)",
        columns: vec!["row", "Volta", "Turing", "Ampere", "Hopper", "Blackwell"],
        rows: crate::isel::cost::LATTICE.iter().map(|(r, b)| std::iter::once(r.to_string()).chain(b.iter().map(|x| x.to_string())).collect()).collect(),
    }
}

/// ptxas Phase 1 (MercConverter): the rules that turn PTX instructions into SASS opcodes.
fn ptxas_phase1() -> Table {
    Table {
        id: "ptxas-phase1",
        title: "ptxas Phase 1 (MercConverter) rules",
        source: "seed 004 (SEED_CONTRACT 8.B, 8.11-8.14); SASS checked against ptxas 13.5 and nvdisasm",
        columns: vec!["rule", "PTX opcode", "types", "SASS"],
        rows: crate::ptxas::phase1::all_rules()
            .map(|r| {
                let types: Vec<String> = r.types.iter().map(|t| format!("{t:?}")).collect();
                let sass = match r.convert {
                    crate::ptxas::phase1::Body::Emit(t) => crate::ptxas::phase1::template::render(t),
                    crate::ptxas::phase1::Body::Rust(_) => "(computed)".to_string(),
                };
                vec![r.name.to_string(), r.ptx.to_string(), if types.is_empty() { "any".into() } else { types.join(" ") }, sass]
            })
            .collect(),
    }
}

/// The sm_90 SASS instruction forms (ptxas's templates, named as nvdisasm's opclasses, which
/// several forms share), each with its template id (the row key, what the Phase 2 contests
/// list), its encoding slot, its opcode and operand-form
/// selector bits and its operand fields (`Rd@16:8`: name, lowest bit, width).
fn sass_forms() -> Table {
    let rows = crate::ptxas::phase2::selector_for(crate::target::Sm::SM90)
        .map(|(table, selector)| {
            table
                .forms
                .iter()
                .enumerate()
                .map(|(i, f)| {
                    let fields: Vec<String> = f.fields.iter().map(|x| format!("{}@{}:{}", x.name, x.lo, x.width)).collect();
                    vec![
                        (i + 1).to_string(),
                        f.name.clone(),
                        f.mnemonic.clone(),
                        f.shape.clone(),
                        selector.slot(f).to_string(),
                        format!("{:#05x}", f.base[0] & 0xfff),
                        fields.join(" "),
                    ]
                })
                .collect()
        })
        .unwrap_or_default();
    Table {
        id: "sass-forms",
        title: "SASS encoding slots (sm_90 forms)",
        source: "seed 004 Phase 2 (templates, encoding slots); forms derived from ptxas 13.5 and nvdisasm output",
        columns: vec!["template", "form", "mnemonic", "operands", "slot", "opcode|selector", "fields"],
        rows,
    }
}

/// The key of a row of table `table`: what [`crate::trace::TableUse`] names it by. The opcode
/// or rule name (the first column; the second for the NVPTXISD roster, whose first is a
/// number); for the legalization actions, opcode, types and condition, joined with `|`.
pub fn row_key(table: &str, row: &[String]) -> String {
    match table {
        "nvptxisd" => row.get(1).cloned().unwrap_or_default(),
        "legalize-actions" => row.iter().take(3).cloned().collect::<Vec<_>>().join("|"),
        _ => row.first().cloned().unwrap_or_default(),
    }
}

/// Whether `row` of `table` is among the rows `used` lists.
pub fn row_used(table: &Table, row: &[String], used: &[crate::trace::TableUse]) -> bool {
    used.iter().find(|u| u.table == table.id).is_some_and(|u| u.keys.binary_search(&row_key(table.id, row)).is_ok())
}

/// The keys of the operation-legalization rows that apply to the live nodes of `dag` (the
/// actions operation legalization takes on it; Legal by default has no row).
pub fn legalize_rows_used(dag: &crate::dag::SelectionDag, caps: crate::dag::actions::Caps) -> Vec<String> {
    let mut keys = Vec::new();
    for n in dag.topological_order() {
        let Opcode::Isd(op) = dag.node(n).opcode else { continue };
        let vt = crate::dag::actions::action_type(dag, n);
        if let (_, Some(row)) = crate::dag::actions::op_action(op, vt, caps) {
            let types: Vec<String> = row.types.iter().map(|t| t.to_string()).collect();
            keys.push(format!("{}|{}|{}", op.name(), types.join(" "), row.when.describe()));
        }
    }
    keys
}

fn yes(b: bool) -> String {
    if b { "yes".into() } else { String::new() }
}

/// Every table as (id, title, builder), in the order the explorer lists them: the explorer builds
/// a table when it is first shown (the SASS forms table parses ~5,300 forms).
pub fn catalog() -> Vec<(&'static str, &'static str, fn() -> Table)> {
    let mut tables: Vec<(&'static str, &'static str, fn() -> Table)> = vec![
        ("nvptxisd", "NVPTXISD pseudo-opcodes", nvptxisd),
        ("isd", "ISD opcodes", isd),
        ("combine-rules", "DAG combine rules", combine_rules),
        ("legalize-actions", "Operation legalization actions", legalize_actions),
        ("isel-patterns", "MatcherTable patterns", isel_patterns),
        ("machine-instrs", "NVPTX machine instructions", machine_instrs),
        ("isel-lattice", "MatcherTable pipeline lattice (bytes: <=1 accept, 4 double, else reject)", lattice),
        ("ptx-availability", "PTX availability by SM and PTX version", ptx_availability),
        ("ptxas-phase1", "ptxas Phase 1 (MercConverter) rules", ptxas_phase1),
        ("sass-forms", "SASS encoding slots (sm_90 forms)", sass_forms),
    ];
    // One table per intrinsic family (axes -> record / PTX / gate), keyed by cell.
    tables.extend(FAMILY_TABLES.iter().enumerate().filter_map(|(i, make)| {
        let f = crate::isel::families::FAMILIES.get(i)?;
        Some((f.table_id(), f.title, *make))
    }));
    tables
}

/// The builder of intrinsic family `I`'s table (a plain `fn`, so the catalog stays a list of
/// function pointers the explorer calls when a table is first shown).
fn family_table<const I: usize>() -> Table {
    crate::isel::families::tables().swap_remove(I)
}

/// One builder per family of [`crate::isel::families::FAMILIES`] (a test checks the count).
const FAMILY_TABLES: [fn() -> Table; 27] = [
    family_table::<0>, family_table::<1>, family_table::<2>, family_table::<3>, family_table::<4>, family_table::<5>,
    family_table::<6>, family_table::<7>, family_table::<8>, family_table::<9>, family_table::<10>, family_table::<11>,
    family_table::<12>, family_table::<13>, family_table::<14>, family_table::<15>, family_table::<16>, family_table::<17>,
    family_table::<18>, family_table::<19>, family_table::<20>, family_table::<21>, family_table::<22>,
    family_table::<23>, family_table::<24>, family_table::<25>, family_table::<26>,
];

/// Every table, in the order the explorer lists them.
pub fn all() -> Vec<Table> {
    catalog().into_iter().map(|(_, _, make)| make()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_have_one_cell_per_column() {
        for t in all() {
            assert!(!t.rows.is_empty(), "{}", t.id);
            for r in &t.rows {
                assert_eq!(r.len(), t.columns.len(), "{}", t.id);
            }
        }
        let roster = nvptxisd();
        assert_eq!(row_key("nvptxisd", &roster.rows[0]), "NVPTXISD::LoadParam");
        assert_eq!(roster.rows.iter().filter(|r| r[2] == "seed 000 roster").count(), 60);
        assert_eq!(roster.rows[0][1], "NVPTXISD::LoadParam");
    }

    /// Every legalization key the compiler can report names a row of the table.
    #[test]
    fn legalize_keys_name_table_rows() {
        let t = legalize_actions();
        let keys: std::collections::BTreeSet<String> = t.rows.iter().map(|r| row_key(t.id, r)).collect();
        for row in crate::dag::actions::OP_ACTIONS {
            for op in row.ops {
                let types: Vec<String> = row.types.iter().map(|t| t.to_string()).collect();
                let key = format!("{}|{}|{}", op.name(), types.join(" "), row.when.describe());
                assert!(keys.contains(&key), "{key}");
            }
        }
    }

    /// A compilation of saxpy reports the rows it used, and they are rows of the tables.
    #[test]
    fn saxpy_reports_the_rows_it_used() {
        let src = include_str!("../../assets/kernels/saxpy.ll");
        let c = crate::compile(src, &crate::Options::default());
        assert!(!c.has_errors(), "{:?}", c.diagnostics);
        let tables = all();
        let used_in = |id: &str| -> Vec<String> {
            let t = tables.iter().find(|t| t.id == id).unwrap();
            t.rows.iter().filter(|r| row_used(t, r, &c.trace.used)).map(|r| row_key(id, r)).collect()
        };
        assert!(used_in("machine-instrs").contains(&"FMA32rrr".to_string()), "{:?}", used_in("machine-instrs"));
        assert!(!used_in("machine-instrs").contains(&"FMA32_ftzrrr".to_string()));
        assert!(used_in("nvptxisd").contains(&"NVPTXISD::LoadParam".to_string()));
        assert!(used_in("isd").contains(&"fma".to_string()));
        assert!(!used_in("isel-patterns").is_empty());
        let phase1 = used_in("ptxas-phase1");
        assert!(phase1.iter().any(|r| r.contains("FFMA")), "{phase1:?}");
        // Every key the compilation reports for a table is a key of one of its rows, except
        // Phase 1 and selector names that are not table rows (peepholes, layers 1 and 2).
        for u in &c.trace.used {
            if matches!(u.table, "ptxas-phase1" | "isel-patterns") {
                continue;
            }
            let t = tables.iter().find(|t| t.id == u.table).unwrap();
            for k in &u.keys {
                assert!(t.rows.iter().any(|r| &row_key(t.id, r) == k), "{}: {k}", u.table);
            }
        }
    }

    #[test]
    fn the_phase1_table_lists_the_math_rules_and_marks_them_used() {
        // div.u32 is a math rule (phase1/math.rs): the table must have its row, and a compilation
        // that divides must mark it used.
        let src = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k(.param .u64 p)\n{\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<2>;\n\tld.param.u64 %rd1, [p];\n\tld.global.u32 %r1, [%rd1];\n\tld.global.u32 %r2, [%rd1+4];\n\tdiv.u32 %r3, %r1, %r2;\n\tst.global.u32 [%rd1], %r3;\n\tret;\n}\n";
        let c = crate::compile(src, &crate::Options { input: Some(crate::InputKind::Ptx), ..crate::Options::default() });
        assert!(!c.has_errors(), "{:?}", c.diagnostics);
        let tables = all();
        let t = tables.iter().find(|t| t.id == "ptxas-phase1").unwrap();
        // Data rules print their templates.
        assert!(t.rows.iter().any(|r| r[0] == "neg.s32 → IADD3 (negated A)" && r[3] == "IADD3 d, -a, RZ, RZ"), "{:?}", t.rows.iter().find(|r| r[0].starts_with("neg.s32")));
        let used: Vec<String> = t.rows.iter().filter(|r| row_used(t, r, &c.trace.used)).map(|r| row_key(t.id, r)).collect();
        assert!(used.iter().any(|r| r.starts_with("div.u32")), "{used:?}");
        assert_eq!(t.rows.len(), crate::ptxas::phase1::all_rules().count());
    }

    #[test]
    fn the_sass_forms_table_lists_every_sm90_form_and_marks_the_contest_winners_used() {
        let (forms, selector) = crate::ptxas::phase2::selector_for(crate::target::Sm::SM90).unwrap();
        let t = sass_forms();
        assert_eq!(t.rows.len(), forms.forms.len());
        assert!(t.rows.len() > 4000, "{}", t.rows.len());
        assert!(t.rows.iter().enumerate().all(|(i, r)| r[0] == (i + 1).to_string() && r[1] == forms.forms[i].name));
        // A compilation's contest winners are used rows, with the template id and slot the
        // contest reported.
        let src = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k(.param .u64 p)\n{\n\t.reg .f32 %f<4>;\n\t.reg .b64 %rd<2>;\n\tld.param.u64 %rd1, [p];\n\tld.global.f32 %f1, [%rd1];\n\tfma.rn.f32 %f2, %f1, %f1, %f1;\n\tst.global.f32 [%rd1], %f2;\n\tret;\n}\n";
        let c = crate::compile(src, &crate::Options { input: Some(crate::InputKind::Ptx), ..crate::Options::default() });
        assert!(!c.has_errors(), "{:?}", c.diagnostics);
        let used: Vec<&Vec<String>> = t.rows.iter().filter(|r| row_used(&t, r, &c.trace.used)).collect();
        assert!(used.iter().any(|r| r[2].starts_with("FFMA")), "{used:?}");
        assert_eq!(used.len(), c.trace.used.iter().find(|u| u.table == "sass-forms").unwrap().keys.len());
        assert!(used.len() < 20, "{}", used.len());
        let Some(crate::trace::Snapshot::Sass(sel)) = c.trace.phase(crate::trace::PhaseId::SassSelect).map(|p| &p.snapshot) else { panic!("no Phase 2") };
        for contest in sel.functions.iter().flat_map(|f| &f.contests) {
            let won = contest.candidates.iter().rev().find(|k| k.took).unwrap();
            let row = &t.rows[won.template as usize - 1];
            assert!(row_used(&t, row, &c.trace.used));
            assert_eq!(row[1], contest.winner);
            assert_eq!(row[4], contest.slot.to_string());
            assert_eq!(selector.slot(&forms.forms[won.template as usize - 1]), contest.slot);
        }
    }

    #[test]
    fn every_intrinsic_family_has_its_table_in_the_catalog() {
        assert_eq!(FAMILY_TABLES.len(), crate::isel::families::FAMILIES.len(), "one builder per family");
        let ids: Vec<&str> = catalog().iter().map(|(id, _, _)| *id).collect();
        for f in crate::isel::families::FAMILIES {
            assert!(ids.contains(&f.table_id()), "{}", f.id);
        }
    }

    #[test]
    fn the_catalog_names_every_table_as_it_builds() {
        let built = all();
        let catalog = catalog();
        assert_eq!(catalog.len(), built.len());
        for ((id, title, make), t) in catalog.iter().zip(&built) {
            assert_eq!((*id, *title), (t.id, t.title));
            assert_eq!(make().rows.len(), t.rows.len());
        }
    }
}
