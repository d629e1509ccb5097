//! The family registry's invariants, and selection through it on small kernels.

use super::*;

#[test]
fn cell_keys_are_unique_within_a_family_and_records_agree_on_their_template() {
    let mut keys = std::collections::BTreeSet::new();
    let mut templates: BTreeMap<&str, &str> = BTreeMap::new();
    for (f, c) in &registry().cells {
        assert_eq!(c.axes.len(), f.axes.len(), "{}", c.intrinsic);
        assert!(
            keys.insert((f.id, c.key())),
            "duplicate cell {} {}",
            f.id,
            c.key()
        );
        if c.illegal.is_none() {
            assert!(
                !c.record.is_empty() && !c.record.contains("anonymous"),
                "{}",
                c.intrinsic
            );
            let t = templates
                .entry(c.record.as_str())
                .or_insert(c.form.template.as_str());
            assert_eq!(*t, c.form.template, "record {} has two templates", c.record);
            assert!(
                !c.form.template.contains('{') || c.form.template.contains("${"),
                "unreplaced placeholder in {}",
                c.ptx
            );
            assert!(
                crate::mir::instrs::INSTRS
                    .iter()
                    .all(|d| d.name != c.record),
                "{} shadows a base row",
                c.record
            );
        }
    }
}

#[test]
fn every_legal_cell_has_a_lowest_target() {
    for (_, c) in &registry().cells {
        if c.illegal.is_none() {
            assert!(c.lowest_target().is_some(), "{} has no target", c.key());
        }
    }
}

fn compile_at(src: &str, sm: &str) -> crate::Compilation {
    let options = crate::Options {
        sm: Sm::parse(sm).unwrap(),
        stop_after: crate::Stage::Ptx,
        ..crate::Options::default()
    };
    crate::compile(src, &options)
}

#[test]
fn a_shuffle_selects_its_cell_with_the_immediate_forms() {
    let reg = registry();
    let c = reg
        .lookup("llvm.nvvm.shfl.sync.down.i32p")
        .map(|(_, c)| c)
        .find(|c| c.key() == "down i32 p imm imm imm")
        .unwrap();
    let comp = compile_at(&c.module(), "sm_75");
    assert!(!comp.has_errors(), "{:?}", comp.diagnostics);
    let ptx = comp.outputs.ptx.clone().unwrap_or_default();
    assert!(
        ptx.contains("shfl.sync.down.b32 \t%r2|%p1, %r1, 1, 31, -1;"),
        "{ptx}"
    );
    let mir = comp.outputs.mir.clone().unwrap_or_default();
    assert!(
        mir.contains("SHFL_SYNC_DOWN_B32_Pirii %p1, -1, %r1, 1, 31"),
        "{mir}"
    );
}

#[test]
fn a_gate_failure_is_a_positioned_diagnostic() {
    let reg = registry();
    let c = reg
        .lookup("llvm.nvvm.vote.ballot.sync")
        .map(|(_, c)| c)
        .next()
        .unwrap();
    let mut bad = c.clone();
    bad.gates.push(Gate::Min {
        sm: 80,
        ptx: (7, 0),
    });
    let st = Subtarget::new(Sm::parse("sm_75").unwrap(), None).unwrap();
    assert_eq!(
        bad.check(&st),
        Err("Cannot select: intrinsic %llvm.nvvm.vote.ballot.sync".to_string())
    );
    assert_eq!(
        bad.failing_targets().first().map(|(t, _)| t.sm.to_string()),
        Some("sm_75".into())
    );
}
