//! The NVPTX passes seed 001 lists that work on the module before selection (LLVM's
//! NVPTXPassConfig adds them in addIRPasses/addISelPasses, so they see IR, not machine
//! instructions): alloca-hoisting, generic-to-nvvm and nvptx-assign-valid-global-names. Each
//! returns one event per change; the DAG build's snapshot carries them in its log (rule = the
//! pass id), as it carries the build's own memcpy expansions, and `--emit dag` prints them.

use crate::ir::module::{BlockId, CastOp, Const, ConstKind, InstId, Opcode as IrOp, Value};
use crate::ir::Module;

/// One change a module pass made: the function it concerns (empty for a variable), and a
/// sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModuleEvent {
    /// The pass id (`alloca-hoisting`).
    pub pass: &'static str,
    /// The function changed, or empty.
    pub function: String,
    /// What changed.
    pub note: String,
}

/// Runs the three passes in LLVM's order (generic-to-nvvm and assign-valid-global-names in
/// addIRPasses, alloca-hoisting in addISelPasses) and returns what they changed.
pub fn run(m: &mut Module) -> Vec<ModuleEvent> {
    let mut out = generic_to_nvvm(m);
    out.extend(assign_valid_global_names(m));
    out.extend(alloca_hoisting(m));
    out
}

/// alloca-hoisting ("Hoisting alloca instructions in non-entry blocks to the entry block"):
/// every `alloca` of a constant count outside the entry block moves to the end of the entry
/// block, before its terminator (NVPTXAllocaHoisting), so the frame layout gives it a fixed
/// offset in `__local_depot` like any other stack object. An alloca with a run-time count stays.
pub fn alloca_hoisting(m: &mut Module) -> Vec<ModuleEvent> {
    let mut out = Vec::new();
    for f in m.functions.iter_mut().filter(|f| f.is_definition && f.blocks.len() > 1) {
        let mut moved = Vec::new();
        for bi in 1..f.blocks.len() {
            let (keep, hoist): (Vec<_>, Vec<_>) =
                f.blocks[bi].insts.iter().partition(|&&i| !(matches!(f.insts[i.index()].op, IrOp::Alloca { .. }) && f.insts[i.index()].operands.is_empty()));
            if hoist.is_empty() {
                continue;
            }
            f.blocks[bi].insts = keep;
            for i in hoist {
                moved.push((i, bi));
            }
        }
        for &(i, bi) in &moved {
            let entry = &mut f.blocks[0].insts;
            let at = entry.len().saturating_sub(1);
            entry.insert(at, i);
            f.insts[i.index()].block = BlockId(0);
            let what = f.insts[i.index()].name.as_ref().map_or_else(|| format!("the alloca at line {}", f.insts[i.index()].span.line), |n| format!("%{n}"));
            let from = f.blocks[bi].name.clone().unwrap_or_else(|| format!("bb.{bi}"));
            out.push(ModuleEvent { pass: "alloca-hoisting", function: f.name.clone(), note: format!("{what} moved from block %{from} to the entry block: a fixed offset in __local_depot") });
        }
    }
    out
}

/// sroa (NVPTXPassConfig::addIRPasses adds SROA at -O1 and above): a stack object nothing ever
/// writes (every use of the `alloca`, through any `getelementptr`, `addrspacecast` or `bitcast`,
/// is a plain load) holds no
/// defined value, so each load of it is `undef` and the object goes away with its loads
/// (SROA's promotion of an alloca without stores). A store of that `undef` is then dropped by
/// the DAG combine (`store-of-undef`), as in LLVM 22. An alloca that is stored to, passed to
/// a call, turned into an integer or compared stays (nvptx-mem2reg may still find it unwritten).
pub fn sroa_unwritten_allocas(m: &mut Module) -> Vec<ModuleEvent> {
    let mut out = Vec::new();
    for fi in 0..m.functions.len() {
        if !m.functions[fi].is_definition {
            continue;
        }
        let f = &m.functions[fi];
        let users = f.users();
        // Each alloca of a constant count whose every use is a load, directly or through GEPs.
        let mut victims: Vec<(InstId, Vec<InstId>, Vec<InstId>)> = Vec::new();
        for b in &f.blocks {
            for &a in &b.insts {
                if !matches!(f.inst(a).op, IrOp::Alloca { .. }) || !f.inst(a).operands.is_empty() {
                    continue;
                }
                let (mut loads, mut geps, mut stack, mut ok) = (Vec::new(), Vec::new(), vec![a], true);
                while let Some(x) = stack.pop() {
                    for &u in &users[x.index()] {
                        let ui = f.inst(u);
                        let base = ui.operands.first() == Some(&Value::Inst(x)) && !ui.operands[1..].contains(&Value::Inst(x));
                        match ui.op {
                            IrOp::GetElementPtr { .. } | IrOp::Cast(CastOp::AddrSpaceCast | CastOp::BitCast) if base => {
                                geps.push(u);
                                stack.push(u);
                            }
                            IrOp::Load { volatile: false, atomic: None, .. } if base => loads.push(u),
                            _ => ok = false,
                        }
                    }
                }
                if ok && !loads.is_empty() {
                    victims.push((a, loads, geps));
                }
            }
        }
        if victims.is_empty() {
            continue;
        }
        let mut undef_of = std::collections::BTreeMap::new();
        for (_, loads, _) in &victims {
            for &l in loads {
                let ty = m.functions[fi].inst(l).ty;
                let c = *undef_of.entry(ty).or_insert_with(|| m.intern_const(Const { ty, kind: ConstKind::Undef }));
                let f = &mut m.functions[fi];
                for i in f.insts.iter_mut() {
                    for v in i.operands.iter_mut().filter(|v| **v == Value::Inst(l)) {
                        *v = Value::Const(c);
                    }
                }
            }
        }
        let f = &mut m.functions[fi];
        for (a, loads, geps) in &victims {
            let gone: std::collections::BTreeSet<InstId> = loads.iter().chain(geps).chain([a]).copied().collect();
            for b in f.blocks.iter_mut() {
                b.insts.retain(|i| !gone.contains(i));
            }
            let what = f.insts[a.index()].name.as_ref().map_or_else(|| format!("the alloca at line {}", f.insts[a.index()].span.line), |n| format!("%{n}"));
            let n = loads.len();
            out.push(ModuleEvent { pass: "sroa", function: f.name.clone(), note: format!("{what} is never written: its {n} load{} read undef; the stack object is removed", if n == 1 { "" } else { "s" }) });
        }
    }
    out
}

/// generic-to-nvvm ("Ensure that the global variables are in the global address space"): a
/// variable of the generic space (`@g = global i32 0`) lives in `.global`, and its uses read it
/// through an `addrspacecast` to the generic space. The selector declares such a variable
/// `.global` (`isel::global_decls`) and the DAG build's address-space inference treats its
/// generic address as a global one (`dag::build::addrspace::const_space`), which is what the
/// rewrite amounts to; this pass names each variable it applies to.
pub fn generic_to_nvvm(m: &Module) -> Vec<ModuleEvent> {
    m.globals
        .iter()
        .filter(|g| g.addrspace == 0)
        .map(|g| ModuleEvent { pass: "generic-to-nvvm", function: String::new(), note: format!("@{} moved from the generic address space to the global one (.global)", g.name) })
        .collect()
}

/// A name PTX accepts: each character other than a letter, a digit, `_` and `$` becomes
/// `_$_` (LLVM 22's NVPTX::getValidPTXIdentifier).
pub fn valid_ptx_identifier(name: &str) -> String {
    let mut s = String::with_capacity(name.len() + 4);
    for c in name.chars() {
        if c.is_ascii_alphanumeric() || c == '_' || c == '$' {
            s.push(c);
        } else {
            s.push_str("_$_");
        }
    }
    s
}

/// nvptx-assign-valid-global-names ("Assign valid PTX names to globals"): functions of local
/// linkage (`internal`, `private`) and variables get names PTX accepts
/// ([`valid_ptx_identifier`]); a name already taken gets a numeric suffix, as LLVM's
/// `setName` adds one. LLVM 22 renames only variables of local linkage too, and prints an
/// external `@ext.var` as `ext.var`, which ptxas refuses ("syntax error"); here every variable
/// is renamed (the selector always did), and an external function keeps its name (it is the
/// symbol the program links against).
pub fn assign_valid_global_names(m: &mut Module) -> Vec<ModuleEvent> {
    let mut out = Vec::new();
    let mut taken: std::collections::BTreeSet<String> = m.globals.iter().map(|g| g.name.clone()).chain(m.functions.iter().map(|f| f.name.clone())).collect();
    let fresh = |want: String, taken: &mut std::collections::BTreeSet<String>| {
        let mut name = want.clone();
        let mut n = 0;
        while taken.contains(&name) {
            name = format!("{want}{n}");
            n += 1;
        }
        taken.insert(name.clone());
        name
    };
    for g in m.globals.iter_mut() {
        let valid = valid_ptx_identifier(&g.name);
        if valid != g.name {
            let new = fresh(valid, &mut taken);
            out.push(ModuleEvent { pass: "nvptx-assign-valid-global-names", function: String::new(), note: format!("@{} renamed {new}", g.name) });
            g.name = new;
        }
    }
    for f in m.functions.iter_mut() {
        let local = f.linkage.iter().any(|l| l == "internal" || l == "private");
        let valid = valid_ptx_identifier(&f.name);
        if local && valid != f.name {
            let new = fresh(valid, &mut taken);
            out.push(ModuleEvent { pass: "nvptx-assign-valid-global-names", function: new.clone(), note: format!("@{} renamed {new}", f.name) });
            f.name = new;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_become_valid_identifiers() {
        assert_eq!(valid_ptx_identifier("switch.table.k"), "switch_$_table_$_k");
        assert_eq!(valid_ptx_identifier("a-b$c_1"), "a_$_b$c_1");
    }

    #[test]
    fn allocas_move_to_the_entry_block_and_local_functions_are_renamed() {
        let src = "target triple = \"nvptx64-nvidia-cuda\"\n\
            define internal i32 @f.x(i32 %a) {\n  ret i32 %a\n}\n\
            define void @k(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  %q = alloca i32\n  store i32 1, ptr %q\n  br label %b\nb:\n  ret void\n}\n";
        let (mut m, diags) = crate::ir::parse_and_verify(src);
        assert!(diags.is_empty(), "{diags:?}");
        let events = run(&mut m);
        let notes: Vec<&str> = events.iter().map(|e| e.note.as_str()).collect();
        assert_eq!(notes, vec!["@f.x renamed f_$_x", "%q moved from block %a to the entry block: a fixed offset in __local_depot"]);
        let k = &m.functions[1];
        assert_eq!(k.blocks[0].insts.len(), 2);
        assert!(matches!(k.inst(k.blocks[0].insts[0]).op, IrOp::Alloca { .. }));
        assert_eq!(m.functions[0].name, "f_$_x");
    }
}
