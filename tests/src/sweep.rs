//! The LLVM NVPTX surface sweep (issue 6): one small kernel per (operation, type, address space,
//! ordering, ...) combination, over every category of LLVM IR the NVPTX back end handles. The
//! `op_sweep` test compiles each with LLVM 22 and with nvisel at several SMs and runs ptxas on ours.
//!
//! Every kernel reads its operands from `%in` and writes its result to `%out` (both global
//! pointers), so nothing folds away and each case is about the one operation it names.

use std::fmt::Write as _;

/// One generated kernel.
#[derive(Clone, Debug)]
pub struct Case {
    /// The category (`int`, `float`, `cast`, `atomicrmw`, ...): the unit the report groups by.
    pub category: &'static str,
    /// A unique name, `category/op/type/...`.
    pub name: String,
    /// The whole module.
    pub ir: String,
}

const HEADER: &str = "target datalayout = \"e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n\n";

/// A kernel `@k(ptr addrspace(1) %in, ptr addrspace(1) %out)` around `body` (which ends with its own
/// `ret`), with `globals` before it and `decls` after it.
fn module(globals: &str, body: &str, decls: &str) -> String {
    format!(
        "{HEADER}{globals}\ndefine ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{\nentry:\n{body}}}\n\n{decls}"
    )
}

/// Loads `n` operands `%a`, `%b`, `%c` of type `t` from `%in` (consecutive elements).
fn load_operands(t: &str, n: usize) -> String {
    let mut s = String::new();
    for (i, v) in ["a", "b", "c"].iter().enumerate().take(n) {
        if i == 0 {
            let _ = writeln!(s, "  %{v} = load {t}, ptr addrspace(1) %in");
        } else {
            let _ = writeln!(s, "  %{v}.p = getelementptr {t}, ptr addrspace(1) %in, i64 {i}");
            let _ = writeln!(s, "  %{v} = load {t}, ptr addrspace(1) %{v}.p");
        }
    }
    s
}

/// A kernel computing `line` (which defines `%r` of type `rt`) from `n` operands of type `t`.
fn op_kernel(t: &str, n: usize, line: &str, rt: &str, decls: &str) -> String {
    let body = format!("{}  {line}\n  store {rt} %r, ptr addrspace(1) %out\n  ret void\n", load_operands(t, n));
    module("", &body, decls)
}

const INTS: &[&str] = &["i1", "i8", "i16", "i32", "i64", "i128"];
const FLOATS: &[&str] = &["half", "bfloat", "float", "double"];
const INT_VECS: &[&str] = &["<2 x i8>", "<4 x i8>", "<8 x i8>", "<2 x i16>", "<4 x i16>", "<8 x i16>", "<2 x i32>", "<4 x i32>", "<8 x i32>", "<2 x i64>", "<4 x i64>", "<3 x i32>"];
const FLOAT_VECS: &[&str] = &["<2 x half>", "<4 x half>", "<8 x half>", "<2 x bfloat>", "<4 x bfloat>", "<8 x bfloat>", "<2 x float>", "<4 x float>", "<8 x float>", "<2 x double>", "<4 x double>", "<3 x float>"];

/// A short, file-name-safe spelling of a type (`<4 x i8>` -> `v4i8`).
fn tn(t: &str) -> String {
    if let Some(inner) = t.strip_prefix('<').and_then(|r| r.strip_suffix('>')) {
        let (n, e) = inner.split_once(" x ").unwrap();
        return format!("v{n}{e}");
    }
    t.replace(' ', "").replace("addrspace(", "as").replace(')', "")
}

/// The element type of a vector type (or the type itself).
fn elem(t: &str) -> &str {
    t.strip_prefix('<').and_then(|r| r.strip_suffix('>')).map_or(t, |inner| inner.split_once(" x ").unwrap().1)
}

/// The lane count of a vector type (1 for scalars).
fn lanes(t: &str) -> usize {
    t.strip_prefix('<').map_or(1, |r| r.split_once(" x ").unwrap().0.parse().unwrap())
}

/// `t` with its element type replaced by `e` (the vector shape kept).
fn with_elem(t: &str, e: &str) -> String {
    if lanes(t) == 1 && !t.starts_with('<') {
        e.to_string()
    } else {
        format!("<{} x {e}>", lanes(t))
    }
}

/// A file-name-safe name for any type, aggregates included (`{ i32, float }` -> `si32float`).
fn shape_name(t: &str) -> String {
    tn(t).replace('{', "s").replace('[', "a").replace(|c: char| !c.is_ascii_alphanumeric(), "")
}

fn push(out: &mut Vec<Case>, category: &'static str, name: String, ir: String) {
    out.push(Case { category, name: format!("{category}/{name}"), ir });
}

fn integer_ops(out: &mut Vec<Case>) {
    let ops = ["add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor"];
    for t in INTS.iter().chain(INT_VECS) {
        for op in ops {
            push(out, "int", format!("{op}/{}", tn(t)), op_kernel(t, 2, &format!("%r = {op} {t} %a, %b"), t, ""));
        }
    }
    // Flags and constant operands, on the common widths.
    for t in ["i8", "i16", "i32", "i64"] {
        for (name, line) in [
            ("add-nsw-const", format!("%r = add nsw {t} %a, 7")),
            ("mul-const", format!("%r = mul {t} %a, 12")),
            ("udiv-const", format!("%r = udiv {t} %a, 7")),
            ("sdiv-const", format!("%r = sdiv {t} %a, 7")),
            ("urem-pow2", format!("%r = urem {t} %a, 16")),
            ("srem-const", format!("%r = srem {t} %a, 10")),
            ("shl-const", format!("%r = shl {t} %a, 3")),
            ("ashr-const", format!("%r = ashr exact {t} %a, 2")),
            ("sub-from-const", format!("%r = sub {t} 100, %a")),
            ("xor-not", format!("%r = xor {t} %a, -1")),
        ] {
            push(out, "int", format!("{name}/{t}"), op_kernel(t, 1, &line, t, ""));
        }
    }
}

fn float_ops(out: &mut Vec<Case>) {
    for t in FLOATS.iter().chain(FLOAT_VECS) {
        for op in ["fadd", "fsub", "fmul", "fdiv", "frem"] {
            push(out, "float", format!("{op}/{}", tn(t)), op_kernel(t, 2, &format!("%r = {op} {t} %a, %b"), t, ""));
        }
        push(out, "float", format!("fneg/{}", tn(t)), op_kernel(t, 1, &format!("%r = fneg {t} %a"), t, ""));
    }
    for t in FLOATS.iter().chain(&["<2 x half>", "<2 x bfloat>", "<2 x float>"]) {
        for flags in ["fast", "contract", "arcp", "afn", "nnan ninf nsz"] {
            for op in ["fadd", "fmul", "fdiv"] {
                let f = flags.replace(' ', "-");
                push(out, "float", format!("{op}-{f}/{}", tn(t)), op_kernel(t, 2, &format!("%r = {op} {flags} {t} %a, %b"), t, ""));
            }
        }
        push(
            out,
            "float",
            format!("mul-add-contract/{}", tn(t)),
            op_kernel(t, 3, &format!("%m = fmul contract {t} %a, %b\n  %r = fadd contract {t} %m, %c"), t, ""),
        );
    }
}

fn compares(out: &mut Vec<Case>) {
    let ipreds = ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"];
    for t in INTS.iter().chain(&["<2 x i16>", "<4 x i8>", "<4 x i32>", "ptr addrspace(1)"]) {
        let rt = with_elem(t, "i1");
        let rt = if t.starts_with("ptr") { "i1".to_string() } else { rt };
        for p in ipreds {
            let line = format!("%c0 = icmp {p} {t} %a, %b\n  %r = zext {rt} %c0 to {}", with_elem(&rt, "i8"));
            push(out, "icmp", format!("{p}/{}", tn(t)), op_kernel(t, 2, &line, &with_elem(&rt, "i8"), ""));
        }
    }
    let fpreds = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"];
    for t in FLOATS.iter().chain(&["<2 x half>", "<2 x bfloat>", "<2 x float>"]) {
        let rt = with_elem(t, "i1");
        for p in fpreds {
            let line = format!("%c0 = fcmp {p} {t} %a, %b\n  %r = zext {rt} %c0 to {}", with_elem(&rt, "i8"));
            push(out, "fcmp", format!("{p}/{}", tn(t)), op_kernel(t, 2, &line, &with_elem(&rt, "i8"), ""));
        }
    }
}

fn selects(out: &mut Vec<Case>) {
    let all: Vec<&str> = INTS.iter().chain(FLOATS).chain(&["<2 x half>", "<4 x i8>", "<2 x i16>", "<4 x float>", "<2 x bfloat>", "<8 x half>", "ptr addrspace(1)"]).copied().collect();
    for t in &all {
        let line = format!("%c0 = load i32, ptr addrspace(1) %out\n  %cc = icmp eq i32 %c0, 0\n  %r = select i1 %cc, {t} %a, {t} %b");
        push(out, "select", format!("scalar-cond/{}", tn(t)), op_kernel(t, 2, &line, t, ""));
    }
    for t in ["<2 x i32>", "<4 x i8>", "<2 x half>", "<4 x float>"] {
        let ct = with_elem(t, "i1");
        let line = format!("%cc = icmp ult {} %a, %b\n  %r = select {ct} %cc, {} %a, {} %b", t.replace("half", "i16").replace("float", "i32"), t, t);
        let t2 = t.replace("half", "i16").replace("float", "i32");
        let line = line.replacen(&format!("{t} %a, {t} %b"), &format!("{t2} %a, {t2} %b"), 1);
        push(out, "select", format!("vector-cond/{}", tn(&t2)), op_kernel(&t2, 2, &line, &t2, ""));
    }
}

fn casts(out: &mut Vec<Case>) {
    for (i, from) in INTS.iter().enumerate() {
        for to in &INTS[i + 1..] {
            for op in ["zext", "sext"] {
                push(out, "cast", format!("{op}/{}-{}", from, to), op_kernel(from, 1, &format!("%r = {op} {from} %a to {to}"), to, ""));
            }
            push(out, "cast", format!("trunc/{}-{}", to, from), op_kernel(to, 1, &format!("%r = trunc {to} %a to {from}"), from, ""));
        }
    }
    for f in FLOATS {
        for i in INTS {
            for op in ["fptosi", "fptoui"] {
                push(out, "cast", format!("{op}/{f}-{i}"), op_kernel(f, 1, &format!("%r = {op} {f} %a to {i}"), i, ""));
            }
            for op in ["sitofp", "uitofp"] {
                push(out, "cast", format!("{op}/{i}-{f}"), op_kernel(i, 1, &format!("%r = {op} {i} %a to {f}"), f, ""));
            }
        }
    }
    for (from, to) in [("half", "float"), ("half", "double"), ("bfloat", "float"), ("bfloat", "double"), ("float", "double"), ("<2 x half>", "<2 x float>"), ("<2 x bfloat>", "<2 x float>")] {
        push(out, "cast", format!("fpext/{}-{}", tn(from), tn(to)), op_kernel(from, 1, &format!("%r = fpext {from} %a to {to}"), to, ""));
        push(out, "cast", format!("fptrunc/{}-{}", tn(to), tn(from)), op_kernel(to, 1, &format!("%r = fptrunc {to} %a to {from}"), from, ""));
    }
    for (a, b) in [
        ("i16", "half"),
        ("i16", "bfloat"),
        ("i32", "float"),
        ("i64", "double"),
        ("i32", "<2 x half>"),
        ("i32", "<2 x bfloat>"),
        ("i32", "<2 x i16>"),
        ("i32", "<4 x i8>"),
        ("i64", "<2 x float>"),
        ("i64", "<2 x i32>"),
        ("i64", "<4 x half>"),
        ("<2 x half>", "<2 x i16>"),
        ("<2 x i32>", "double"),
        ("i128", "<2 x i64>"),
        ("<4 x i32>", "<2 x double>"),
    ] {
        push(out, "cast", format!("bitcast/{}-{}", tn(a), tn(b)), op_kernel(a, 1, &format!("%r = bitcast {a} %a to {b}"), b, ""));
        push(out, "cast", format!("bitcast/{}-{}", tn(b), tn(a)), op_kernel(b, 1, &format!("%r = bitcast {b} %a to {a}"), a, ""));
    }
    for (as_, name) in [(1, "global"), (3, "shared"), (4, "const"), (5, "local")] {
        let body = format!(
            "  %g = addrspacecast ptr addrspace(1) %in to ptr\n  %s = addrspacecast ptr %g to ptr addrspace({as_})\n  %v = load volatile i32, ptr addrspace({as_}) %s\n  store i32 %v, ptr addrspace(1) %out\n  ret void\n"
        );
        push(out, "cast", format!("addrspacecast/generic-{name}"), module("", &body, ""));
        let body = format!(
            "  %p = load ptr addrspace({as_}), ptr addrspace(1) %in\n  %g = addrspacecast ptr addrspace({as_}) %p to ptr\n  store ptr %g, ptr addrspace(1) %out\n  ret void\n"
        );
        push(out, "cast", format!("addrspacecast/{name}-generic"), module("", &body, ""));
    }
    for it in ["i32", "i64", "i16", "i128"] {
        for pt in ["ptr", "ptr addrspace(1)", "ptr addrspace(3)"] {
            push(out, "cast", format!("ptrtoint/{}-{it}", tn(pt)), op_kernel(pt, 1, &format!("%r = ptrtoint {pt} %a to {it}"), it, ""));
            push(out, "cast", format!("inttoptr/{it}-{}", tn(pt)), op_kernel(it, 1, &format!("%r = inttoptr {it} %a to {pt}"), pt, ""));
        }
    }
}

fn vector_elements(out: &mut Vec<Case>) {
    for t in INT_VECS.iter().chain(FLOAT_VECS).chain(&["<2 x i1>", "<4 x i1>", "<2 x ptr>"]) {
        let e = elem(t);
        let n = lanes(t);
        push(out, "vector", format!("extractelement-const/{}", tn(t)), op_kernel(t, 1, &format!("%r = extractelement {t} %a, i32 {}", n - 1), e, ""));
        push(
            out,
            "vector",
            format!("extractelement-var/{}", tn(t)),
            op_kernel(t, 1, &format!("%i = load i32, ptr addrspace(1) %out\n  %r = extractelement {t} %a, i32 %i"), e, ""),
        );
        let body = format!(
            "  %a = load {t}, ptr addrspace(1) %in\n  %e.p = getelementptr {t}, ptr addrspace(1) %in, i64 1\n  %e = load {e}, ptr addrspace(1) %e.p\n  %r = insertelement {t} %a, {e} %e, i32 1\n  store {t} %r, ptr addrspace(1) %out\n  ret void\n"
        );
        push(out, "vector", format!("insertelement-const/{}", tn(t)), module("", &body, ""));
        let body = format!(
            "  %a = load {t}, ptr addrspace(1) %in\n  %e.p = getelementptr {t}, ptr addrspace(1) %in, i64 1\n  %e = load {e}, ptr addrspace(1) %e.p\n  %i = load i32, ptr addrspace(1) %out\n  %r = insertelement {t} %a, {e} %e, i32 %i\n  store {t} %r, ptr addrspace(1) %out\n  ret void\n"
        );
        push(out, "vector", format!("insertelement-var/{}", tn(t)), module("", &body, ""));
        // Shuffles: reverse, broadcast, interleave of two, and a narrowing/widening mask.
        let rev: Vec<String> = (0..n).rev().map(|i| format!("i32 {i}")).collect();
        let splat: Vec<String> = (0..n).map(|_| "i32 0".to_string()).collect();
        let inter: Vec<String> = (0..n).map(|i| format!("i32 {}", if i % 2 == 0 { i / 2 } else { n + i / 2 })).collect();
        for (name, mask, rn) in [("reverse", &rev, n), ("splat", &splat, n), ("interleave", &inter, n)] {
            let rt = format!("<{rn} x {e}>");
            let line = format!("%r = shufflevector {t} %a, {t} %b, <{rn} x i32> <{}>", mask.join(", "));
            push(out, "vector", format!("shufflevector-{name}/{}", tn(t)), op_kernel(t, 2, &line, &rt, ""));
        }
        if n >= 2 {
            let rt = format!("<2 x {e}>");
            let line = format!("%r = shufflevector {t} %a, {t} poison, <2 x i32> <i32 1, i32 0>");
            push(out, "vector", format!("shufflevector-narrow/{}", tn(t)), op_kernel(t, 1, &line, &rt, ""));
        }
    }
    // Building a vector from scalars and splatting one.
    for t in ["<2 x half>", "<4 x i8>", "<2 x i16>", "<4 x float>", "<2 x bfloat>"] {
        let e = elem(t);
        let mut body = String::new();
        let _ = writeln!(body, "  %v0 = insertelement {t} poison, {e} %a, i32 0");
        let _ = writeln!(body, "  %r = shufflevector {t} %v0, {t} poison, <{} x i32> zeroinitializer", lanes(t));
        push(out, "vector", format!("splat-build/{}", tn(t)), op_kernel(e, 1, body.trim(), t, ""));
    }
}

fn aggregates_and_misc(out: &mut Vec<Case>) {
    for (agg, idx, et) in [
        ("{ i32, float }", "1", "float"),
        ("{ i8, i64 }", "0", "i8"),
        ("{ half, { i32, double } }", "1, 1", "double"),
        ("[4 x i32]", "2", "i32"),
        ("[2 x <2 x half>]", "1", "<2 x half>"),
        ("{ i128, i1 }", "0", "i128"),
    ] {
        push(out, "aggregate", format!("extractvalue/{}", agg.replace(|c: char| !c.is_ascii_alphanumeric(), "")), op_kernel(agg, 1, &format!("%r = extractvalue {agg} %a, {idx}"), et, ""));
        let body = format!(
            "  %a = load {agg}, ptr addrspace(1) %in\n  %e = load {et}, ptr addrspace(1) %out\n  %r = insertvalue {agg} %a, {et} %e, {idx}\n  store {agg} %r, ptr addrspace(1) %out\n  ret void\n"
        );
        push(out, "aggregate", format!("insertvalue/{}", agg.replace(|c: char| !c.is_ascii_alphanumeric(), "")), module("", &body, ""));
    }
    for t in INTS.iter().chain(FLOATS).chain(&["<2 x half>", "<4 x i8>", "<4 x float>"]) {
        push(out, "freeze", tn(t), op_kernel(t, 1, &format!("%r = freeze {t} %a"), t, ""));
        let body = format!("  %r = freeze {t} poison\n  store {t} %r, ptr addrspace(1) %out\n  ret void\n");
        push(out, "freeze", format!("poison/{}", tn(t)), module("", &body, ""));
    }
}

/// The declaration of a generic intrinsic `llvm.NAME.SUFFIX`.
fn intrinsic_suffix(t: &str) -> String {
    if t.starts_with('<') {
        format!("v{}{}", lanes(t), intrinsic_suffix(elem(t)))
    } else {
        match t {
            "half" => "f16".into(),
            "bfloat" => "bf16".into(),
            "float" => "f32".into(),
            "double" => "f64".into(),
            _ => t.into(),
        }
    }
}

fn intrinsics(out: &mut Vec<Case>) {
    let ftypes: Vec<&str> = FLOATS.iter().chain(&["<2 x half>", "<2 x bfloat>", "<2 x float>"]).copied().collect();
    for t in &ftypes {
        let s = intrinsic_suffix(t);
        for f in ["sqrt", "fabs", "floor", "ceil", "trunc", "rint", "nearbyint", "round", "roundeven", "sin", "cos", "exp2", "log2", "exp", "log", "canonicalize"] {
            let line = format!("%r = call afn {t} @llvm.{f}.{s}({t} %a)");
            let line = if ["sqrt", "sin", "cos", "exp2", "log2", "exp", "log"].contains(&f) { line } else { line.replace("call afn", "call") };
            push(out, "intrinsic", format!("{f}/{}", tn(t)), op_kernel(t, 1, &line, t, &format!("declare {t} @llvm.{f}.{s}({t})\n")));
        }
        push(out, "intrinsic", format!("sqrt-exact/{}", tn(t)), op_kernel(t, 1, &format!("%r = call {t} @llvm.sqrt.{s}({t} %a)"), t, &format!("declare {t} @llvm.sqrt.{s}({t})\n")));
        for f in ["minnum", "maxnum", "minimum", "maximum", "minimumnum", "maximumnum", "copysign", "pow"] {
            let line = format!("%r = call {t} @llvm.{f}.{s}({t} %a, {t} %b)");
            push(out, "intrinsic", format!("{f}/{}", tn(t)), op_kernel(t, 2, &line, t, &format!("declare {t} @llvm.{f}.{s}({t}, {t})\n")));
        }
        for f in ["fma", "fmuladd"] {
            let line = format!("%r = call {t} @llvm.{f}.{s}({t} %a, {t} %b, {t} %c)");
            push(out, "intrinsic", format!("{f}/{}", tn(t)), op_kernel(t, 3, &line, t, &format!("declare {t} @llvm.{f}.{s}({t}, {t}, {t})\n")));
        }
    }
    let itypes: Vec<&str> = ["i8", "i16", "i32", "i64", "i128", "<2 x i16>", "<4 x i8>", "<2 x i32>"].to_vec();
    for t in &itypes {
        let s = intrinsic_suffix(t);
        for f in ["ctpop", "bitreverse", "bswap"] {
            if f == "bswap" && elem(t) == "i8" {
                continue;
            }
            push(out, "intrinsic", format!("{f}/{}", tn(t)), op_kernel(t, 1, &format!("%r = call {t} @llvm.{f}.{s}({t} %a)"), t, &format!("declare {t} @llvm.{f}.{s}({t})\n")));
        }
        for f in ["ctlz", "cttz"] {
            for zp in ["false", "true"] {
                let line = format!("%r = call {t} @llvm.{f}.{s}({t} %a, i1 {zp})");
                push(out, "intrinsic", format!("{f}-{zp}/{}", tn(t)), op_kernel(t, 1, &line, t, &format!("declare {t} @llvm.{f}.{s}({t}, i1)\n")));
            }
        }
        for f in ["smin", "smax", "umin", "umax", "sadd.sat", "uadd.sat", "ssub.sat", "usub.sat", "sshl.sat", "ushl.sat"] {
            let line = format!("%r = call {t} @llvm.{f}.{s}({t} %a, {t} %b)");
            push(out, "intrinsic", format!("{f}/{}", tn(t)), op_kernel(t, 2, &line, t, &format!("declare {t} @llvm.{f}.{s}({t}, {t})\n")));
        }
        for f in ["fshl", "fshr"] {
            let line = format!("%r = call {t} @llvm.{f}.{s}({t} %a, {t} %b, {t} %c)");
            push(out, "intrinsic", format!("{f}/{}", tn(t)), op_kernel(t, 3, &line, t, &format!("declare {t} @llvm.{f}.{s}({t}, {t}, {t})\n")));
        }
        let line = format!("%r = call {t} @llvm.abs.{s}({t} %a, i1 false)");
        push(out, "intrinsic", format!("abs/{}", tn(t)), op_kernel(t, 1, &line, t, &format!("declare {t} @llvm.abs.{s}({t}, i1)\n")));
        if !t.starts_with('<') {
            for f in ["sadd", "uadd", "ssub", "usub", "smul", "umul"] {
                let line = format!(
                    "%o = call {{ {t}, i1 }} @llvm.{f}.with.overflow.{s}({t} %a, {t} %b)\n  %v = extractvalue {{ {t}, i1 }} %o, 0\n  %f = extractvalue {{ {t}, i1 }} %o, 1\n  %fz = zext i1 %f to {t}\n  %r = add {t} %v, %fz"
                );
                push(out, "intrinsic", format!("{f}.with.overflow/{}", tn(t)), op_kernel(t, 2, &line, t, &format!("declare {{ {t}, i1 }} @llvm.{f}.with.overflow.{s}({t}, {t})\n")));
            }
            for (f, sh) in [("fshl", 5), ("fshr", 3)] {
                let line = format!("%r = call {t} @llvm.{f}.{s}({t} %a, {t} %b, {t} {sh})");
                push(out, "intrinsic", format!("{f}-const/{}", tn(t)), op_kernel(t, 2, &line, t, &format!("declare {t} @llvm.{f}.{s}({t}, {t}, {t})\n")));
            }
        }
    }
    // Memory intrinsics through each space, constant and variable lengths.
    for (f, name) in [("memcpy", "memcpy"), ("memmove", "memmove")] {
        for (dst, src) in [("1", "1"), ("0", "0"), ("3", "1"), ("1", "4")] {
            for (len, lname) in [("i64 16", "16"), ("i64 37", "37"), ("i64 %n", "var")] {
                let decl = format!("declare void @llvm.{f}.p{dst}.p{src}.i64(ptr addrspace({dst}), ptr addrspace({src}), i64, i1)\n");
                let globals = if dst == "3" || src == "4" || src == "3" {
                    "@sh = internal addrspace(3) global [64 x i8] undef, align 8\n@cst = internal addrspace(4) constant [64 x i8] zeroinitializer, align 8\n".to_string()
                } else {
                    String::new()
                };
                let dptr = match dst {
                    "1" => "%out".to_string(),
                    "3" => "@sh".to_string(),
                    _ => "%o0".to_string(),
                };
                let sptr = match src {
                    "1" => "%in".to_string(),
                    "4" => "@cst".to_string(),
                    _ => "%i0".to_string(),
                };
                let body = format!(
                    "  %o0 = addrspacecast ptr addrspace(1) %out to ptr\n  %i0 = addrspacecast ptr addrspace(1) %in to ptr\n  %n = load i64, ptr addrspace(1) %in\n  call void @llvm.{name}.p{dst}.p{src}.i64(ptr addrspace({dst}) align 4 {dptr}, ptr addrspace({src}) align 4 {sptr}, {len}, i1 false)\n  ret void\n"
                );
                push(out, "intrinsic", format!("{name}/as{dst}-as{src}/{lname}"), module(&globals, &body, &decl));
            }
        }
    }
    for (len, lname) in [("i64 16", "16"), ("i64 37", "37"), ("i64 %n", "var")] {
        for val in ["i8 0", "i8 %v"] {
            let decl = "declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)\n";
            let body = format!(
                "  %n = load i64, ptr addrspace(1) %in\n  %v = load i8, ptr addrspace(1) %in\n  call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %out, {val}, {len}, i1 false)\n  ret void\n"
            );
            push(out, "intrinsic", format!("memset/{lname}/{}", if val.ends_with('0') { "zero" } else { "var" }), module("", &body, decl));
        }
    }
    let body = "  %x = alloca [16 x i32], align 4\n  call void @llvm.lifetime.start.p0(ptr %x)\n  store volatile i32 1, ptr %x\n  %v = load volatile i32, ptr %x\n  call void @llvm.lifetime.end.p0(ptr %x)\n  store i32 %v, ptr addrspace(1) %out\n  ret void\n";
    push(out, "intrinsic", "lifetime".into(), module("", body, "declare void @llvm.lifetime.start.p0(ptr)\ndeclare void @llvm.lifetime.end.p0(ptr)\n"));
    let body = "  %v = load i32, ptr addrspace(1) %in\n  %c = icmp ult i32 %v, 64\n  call void @llvm.assume(i1 %c)\n  %r = udiv i32 %v, 3\n  store i32 %r, ptr addrspace(1) %out\n  ret void\n";
    push(out, "intrinsic", "assume".into(), module("", body, "declare void @llvm.assume(i1)\n"));
    let body = "  %v = load i32, ptr addrspace(1) %in\n  %e = call i32 @llvm.expect.i32(i32 %v, i32 0)\n  store i32 %e, ptr addrspace(1) %out\n  ret void\n";
    push(out, "intrinsic", "expect".into(), module("", body, "declare i32 @llvm.expect.i32(i32, i32)\n"));
}

/// How a kernel reaches memory in one address space.
struct Space {
    name: &'static str,
    /// LLVM address space number, or None for the kernel's byval param / alloca.
    ptr_ty: &'static str,
    /// Module-level globals it needs (with `T` standing for the type).
    globals: &'static str,
    /// Lines that produce `%p` (a pointer to a `T` slot), with `T` for the type.
    setup: &'static str,
    writable: bool,
}

const SPACES: &[Space] = &[
    Space { name: "generic", ptr_ty: "ptr", globals: "", setup: "  %p = addrspacecast ptr addrspace(1) %in to ptr\n", writable: true },
    Space { name: "global", ptr_ty: "ptr addrspace(1)", globals: "", setup: "  %p = getelementptr i8, ptr addrspace(1) %in, i64 0\n", writable: true },
    Space {
        name: "shared",
        ptr_ty: "ptr addrspace(3)",
        globals: "@sh = internal addrspace(3) global [4 x T] undef, align 16\n",
        setup: "  %p = getelementptr [4 x T], ptr addrspace(3) @sh, i64 0, i64 1\n",
        writable: true,
    },
    Space {
        name: "shared-cluster",
        ptr_ty: "ptr addrspace(7)",
        globals: "@sh = internal addrspace(3) global [4 x T] undef, align 16\n",
        setup: "  %p = addrspacecast ptr addrspace(3) @sh to ptr addrspace(7)\n",
        writable: true,
    },
    Space {
        name: "const",
        ptr_ty: "ptr addrspace(4)",
        globals: "@cst = internal addrspace(4) constant [4 x T] zeroinitializer, align 16\n",
        setup: "  %p = getelementptr [4 x T], ptr addrspace(4) @cst, i64 0, i64 1\n",
        writable: false,
    },
    Space { name: "local", ptr_ty: "ptr", globals: "", setup: "  %p = alloca [4 x T], align 16\n", writable: true },
];

fn memory(out: &mut Vec<Case>) {
    let types: Vec<&str> = INTS
        .iter()
        .chain(FLOATS)
        .chain(&["ptr", "<2 x i8>", "<4 x i8>", "<2 x i16>", "<4 x i16>", "<2 x i32>", "<4 x i32>", "<8 x i32>", "<2 x i64>", "<2 x half>", "<4 x half>", "<8 x half>", "<2 x bfloat>", "<8 x bfloat>", "<2 x float>", "<4 x float>", "<8 x float>", "<2 x double>", "<4 x double>"])
        .copied()
        .collect();
    for sp in SPACES {
        for t in &types {
            for volatile in [false, true] {
                let vol = if volatile { "volatile " } else { "" };
                let vname = if volatile { "-volatile" } else { "" };
                let globals = sp.globals.replace('T', t);
                let setup = sp.setup.replace('T', t);
                // Load: through the space, stored to %out.
                let body = format!("{setup}  %v = load {vol}{t}, {} %p\n  store {t} %v, ptr addrspace(1) %out\n  ret void\n", sp.ptr_ty);
                push(out, "load", format!("{}{vname}/{}", sp.name, tn(t)), module(&globals, &body, ""));
                if sp.writable {
                    let keep = if sp.name == "local" {
                        format!("  %w = load volatile {t}, {} %p\n  store {t} %w, ptr addrspace(1) %out\n", sp.ptr_ty)
                    } else {
                        String::new()
                    };
                    let body = format!("  %v = load {t}, ptr addrspace(1) %in\n{setup}  store {vol}{t} %v, {} %p\n{keep}  ret void\n", sp.ptr_ty);
                    push(out, "store", format!("{}{vname}/{}", sp.name, tn(t)), module(&globals, &body, ""));
                }
            }
        }
    }
    // Under-aligned accesses (LLVM expands them into narrower ones).
    for t in ["i16", "i32", "i64", "float", "double", "half", "<2 x i32>", "<4 x float>", "<2 x half>", "i128"] {
        for align in [1, 2, 4] {
            let body = format!(
                "  %v = load {t}, ptr addrspace(1) %in, align {align}\n  store {t} %v, ptr addrspace(1) %out, align {align}\n  ret void\n"
            );
            push(out, "unaligned", format!("align{align}/{}", tn(t)), module("", &body, ""));
        }
    }
    // Kernel params: scalars, byval aggregates, ld.global.nc through noalias readonly.
    for t in INTS.iter().chain(FLOATS).chain(&["<2 x half>", "<4 x float>", "ptr", "<4 x i8>"]) {
        let ir = format!(
            "{HEADER}define ptx_kernel void @k({t} %x, ptr addrspace(1) %out) {{\nentry:\n  store {t} %x, ptr addrspace(1) %out\n  ret void\n}}\n"
        );
        push(out, "param", format!("kernel-scalar/{}", tn(t)), ir);
    }
    for agg in ["{ i32, float }", "[8 x i32]", "{ i8, i64, half }", "{ <4 x float>, i32 }", "[3 x double]"] {
        let ir = format!(
            "{HEADER}define ptx_kernel void @k(ptr byval({agg}) align 16 %x, ptr addrspace(1) %out) {{\nentry:\n  %v = load {agg}, ptr %x\n  store {agg} %v, ptr addrspace(1) %out\n  %g = getelementptr i8, ptr %x, i64 4\n  %w = load i32, ptr %g\n  store i32 %w, ptr addrspace(1) %out\n  ret void\n}}\n"
        );
        push(out, "param", format!("kernel-byval/{}", agg.replace(|c: char| !c.is_ascii_alphanumeric(), "")), ir);
    }
    for t in ["i32", "float", "<4 x float>", "i64", "half", "i8"] {
        let ir = format!(
            "{HEADER}define ptx_kernel void @k(ptr addrspace(1) noalias readonly %in, ptr addrspace(1) noalias %out) {{\nentry:\n  %v = load {t}, ptr addrspace(1) %in, !invariant.load !0\n  store {t} %v, ptr addrspace(1) %out\n  ret void\n}}\n!0 = !{{}}\n"
        );
        push(out, "param", format!("ldg-invariant/{}", tn(t)), ir);
        let ir = format!(
            "{HEADER}define ptx_kernel void @k(ptr noalias readonly %in, ptr noalias %out) {{\nentry:\n  %v = load {t}, ptr %in\n  store {t} %v, ptr %out\n  ret void\n}}\n"
        );
        push(out, "param", format!("noalias-readonly/{}", tn(t)), ir);
    }
}

const ORDERINGS: &[&str] = &["monotonic", "acquire", "release", "acq_rel", "seq_cst"];
const SCOPES: &[(&str, &str)] = &[("", "system"), ("syncscope(\"device\") ", "device"), ("syncscope(\"block\") ", "block"), ("syncscope(\"cluster\") ", "cluster"), ("syncscope(\"singlethread\") ", "singlethread")];

fn atomic_space(name: &str) -> (&'static str, String, &'static str) {
    match name {
        "generic" => ("", "  %p = addrspacecast ptr addrspace(1) %in to ptr\n".to_string(), "ptr"),
        "global" => ("", "  %p = getelementptr i8, ptr addrspace(1) %in, i64 0\n".to_string(), "ptr addrspace(1)"),
        "shared" => ("@sh = internal addrspace(3) global [4 x i64] undef, align 16\n", "  %p = getelementptr i8, ptr addrspace(3) @sh, i64 8\n".to_string(), "ptr addrspace(3)"),
        _ => (
            "@sh = internal addrspace(3) global [4 x i64] undef, align 16\n",
            "  %p = addrspacecast ptr addrspace(3) @sh to ptr addrspace(7)\n".to_string(),
            "ptr addrspace(7)",
        ),
    }
}

fn atomics(out: &mut Vec<Case>) {
    let int_ops = ["xchg", "add", "sub", "and", "or", "nand", "xor", "max", "min", "umax", "umin", "uinc_wrap", "udec_wrap"];
    let float_ops = ["xchg", "fadd", "fsub", "fmax", "fmin", "fmaximum", "fminimum"];
    let spaces = ["generic", "global", "shared", "shared-cluster"];
    let emit = |out: &mut Vec<Case>, op: &str, t: &str, sp: &str, ord: &str, scope: (&str, &str)| {
        let (globals, setup, pt) = atomic_space(sp);
        let v = load_operands(t, 1).replace("%a", "%v");
        let body = format!("{v}{setup}  %r = atomicrmw {op} {pt} %p, {t} %v {}{ord}\n  store {t} %r, ptr addrspace(1) %out\n  ret void\n", scope.0);
        push(out, "atomicrmw", format!("{op}/{}/{sp}/{ord}/{}", tn(t), scope.1), module(globals, &body, ""));
    };
    for sp in spaces {
        for t in ["i8", "i16", "i32", "i64"] {
            for op in int_ops {
                emit(out, op, t, sp, "monotonic", SCOPES[0]);
            }
        }
        for t in ["half", "bfloat", "float", "double", "<2 x half>"] {
            for op in float_ops {
                emit(out, op, t, sp, "monotonic", SCOPES[0]);
            }
        }
        emit(out, "xchg", "ptr", sp, "monotonic", SCOPES[0]);
    }
    for ord in ORDERINGS {
        for &scope in SCOPES {
            for (op, t) in [("add", "i32"), ("fadd", "float"), ("nand", "i32")] {
                for sp in ["generic"] {
                    if *ord == "monotonic" && scope.1 == "system" {
                        continue;
                    }
                    emit(out, op, t, sp, ord, scope);
                }
            }
        }
    }
    // cmpxchg: types, spaces, success/failure orderings, weak, scopes.
    for sp in spaces {
        for t in ["i8", "i16", "i32", "i64", "ptr"] {
            for (succ, fail) in [("monotonic", "monotonic"), ("acquire", "acquire"), ("release", "monotonic"), ("acq_rel", "acquire"), ("seq_cst", "seq_cst")] {
                for weak in ["", "weak "] {
                    if !weak.is_empty() && succ != "seq_cst" {
                        continue;
                    }
                    let (globals, setup, pt) = atomic_space(sp);
                    let ops = load_operands(t, 2);
                    let body = format!(
                        "{ops}{setup}  %x = cmpxchg {weak}{pt} %p, {t} %a, {t} %b {succ} {fail}\n  %r = extractvalue {{ {t}, i1 }} %x, 0\n  %ok = extractvalue {{ {t}, i1 }} %x, 1\n  %s = select i1 %ok, {t} %r, {t} %b\n  store {t} %s, ptr addrspace(1) %out\n  ret void\n"
                    );
                    push(out, "cmpxchg", format!("{}{}/{sp}/{succ}-{fail}", weak.replace(' ', "-"), tn(t)), module(globals, &body, ""));
                }
            }
        }
    }
    for &scope in SCOPES {
        for t in ["i32", "i64", "i16"] {
            let (globals, setup, pt) = atomic_space("generic");
            let ops = load_operands(t, 2);
            let body = format!(
                "{ops}{setup}  %x = cmpxchg {pt} %p, {t} %a, {t} %b {}acq_rel acquire\n  %r = extractvalue {{ {t}, i1 }} %x, 0\n  store {t} %r, ptr addrspace(1) %out\n  ret void\n",
                scope.0
            );
            push(out, "cmpxchg", format!("scope/{t}/{}", scope.1), module(globals, &body, ""));
        }
    }
    // Fences.
    for ord in ["acquire", "release", "acq_rel", "seq_cst"] {
        for &scope in SCOPES {
            let body = format!("  store i32 1, ptr addrspace(1) %out\n  fence {}{ord}\n  %v = load i32, ptr addrspace(1) %in\n  store i32 %v, ptr addrspace(1) %out\n  ret void\n", scope.0);
            push(out, "fence", format!("{ord}/{}", scope.1), module("", &body, ""));
        }
    }
    // Atomic loads and stores.
    for sp in ["generic", "global", "shared"] {
        for t in ["i8", "i16", "i32", "i64", "float", "double", "ptr", "half"] {
            for ord in ["monotonic", "acquire", "seq_cst", "unordered"] {
                let (globals, setup, pt) = atomic_space(sp);
                let body = format!("{setup}  %v = load atomic {t}, {pt} %p {ord}, align 8\n  store {t} %v, ptr addrspace(1) %out\n  ret void\n");
                push(out, "atomic-load", format!("{}/{sp}/{ord}", tn(t)), module(globals, &body, ""));
            }
            for ord in ["monotonic", "release", "seq_cst", "unordered"] {
                let (globals, setup, pt) = atomic_space(sp);
                let body = format!("  %v = load {t}, ptr addrspace(1) %in\n{setup}  store atomic {t} %v, {pt} %p {ord}, align 8\n  ret void\n");
                push(out, "atomic-store", format!("{}/{sp}/{ord}", tn(t)), module(globals, &body, ""));
            }
        }
        for &scope in &SCOPES[1..] {
            let (globals, setup, pt) = atomic_space(sp);
            let body = format!("{setup}  %v = load atomic i32, {pt} %p {}acquire, align 4\n  store atomic i32 %v, {pt} %p {}release, align 4\n  ret void\n", scope.0, scope.0);
            push(out, "atomic-load", format!("scoped/{sp}/{}", scope.1), module(globals, &body, ""));
        }
    }
}

fn control_flow(out: &mut Vec<Case>) {
    let loop_body = "  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n  %acc = phi float [ 0.0, %entry ], [ %acc1, %loop ]\n  %g = getelementptr float, ptr addrspace(1) %in, i32 %i\n  %x = load float, ptr addrspace(1) %g\n  %acc1 = fadd float %acc, %x\n  %i1 = add i32 %i, 1\n  %c = icmp ult i32 %i1, 100\n  br i1 %c, label %loop, label %done\ndone:\n  store float %acc1, ptr addrspace(1) %out\n  ret void\n";
    push(out, "control", "loop".into(), module("", loop_body, ""));
    let diamond = "  %v = load i32, ptr addrspace(1) %in\n  %c = icmp sgt i32 %v, 0\n  br i1 %c, label %t, label %f\nt:\n  %a = mul i32 %v, 3\n  br label %j\nf:\n  %b = sub i32 0, %v\n  br label %j\nj:\n  %r = phi i32 [ %a, %t ], [ %b, %f ]\n  store i32 %r, ptr addrspace(1) %out\n  ret void\n";
    push(out, "control", "diamond".into(), module("", diamond, ""));
    let multi_ret = "  %v = load i32, ptr addrspace(1) %in\n  %c = icmp eq i32 %v, 0\n  br i1 %c, label %early, label %late\nearly:\n  ret void\nlate:\n  store i32 %v, ptr addrspace(1) %out\n  ret void\n";
    push(out, "control", "multiple-returns".into(), module("", multi_ret, ""));
    let unreach = "  %v = load i32, ptr addrspace(1) %in\n  %c = icmp eq i32 %v, 0\n  br i1 %c, label %bad, label %ok\nbad:\n  unreachable\nok:\n  store i32 %v, ptr addrspace(1) %out\n  ret void\n";
    push(out, "control", "unreachable".into(), module("", unreach, ""));
    let trap = "  %v = load i32, ptr addrspace(1) %in\n  %c = icmp eq i32 %v, 0\n  br i1 %c, label %bad, label %ok\nbad:\n  call void @llvm.trap()\n  unreachable\nok:\n  store i32 %v, ptr addrspace(1) %out\n  ret void\n";
    push(out, "control", "trap".into(), module("", trap, "declare void @llvm.trap()\n"));
    // Switches: sparse and dense, several sizes, with and without a reachable default.
    for (n, stride, name) in [(2, 1, "dense2"), (4, 1, "dense4"), (8, 1, "dense8"), (16, 1, "dense16"), (32, 1, "dense32"), (4, 100, "sparse4"), (8, 1000, "sparse8"), (8, 1, "dense8-i64"), (8, 1, "dense8-i16"), (6, 1, "dense6-offset")] {
        let t = if name.ends_with("i64") { "i64" } else if name.ends_with("i16") { "i16" } else { "i32" };
        let base = if name.ends_with("offset") { 10 } else { 0 };
        let mut body = format!("  %v = load {t}, ptr addrspace(1) %in\n  switch {t} %v, label %def [\n");
        for i in 0..n {
            let _ = writeln!(body, "    {t} {}, label %c{i}", base + i * stride);
        }
        body.push_str("  ]\n");
        for i in 0..n {
            let _ = write!(body, "c{i}:\n  store i32 {}, ptr addrspace(1) %out\n  ret void\n", i * 7 + 1);
        }
        body.push_str("def:\n  ret void\n");
        push(out, "switch", name.into(), module("", &body, ""));
    }
    // Inline asm with its constraints.
    for (name, line, rt) in [
        ("r", "%r = call i32 asm \"add.s32 $0, $1, $2;\", \"=r,r,r\"(i32 %a, i32 %b)", "i32"),
        ("l", "%r = call i64 asm \"add.s64 $0, $1, $1;\", \"=l,l\"(i64 %a64)", "i64"),
        ("f", "%r = call float asm \"add.f32 $0, $1, $1;\", \"=f,f\"(float %af)", "float"),
        ("d", "%r = call double asm \"add.f64 $0, $1, $1;\", \"=d,d\"(double %ad)", "double"),
        ("h", "%r = call i16 asm \"add.s16 $0, $1, $1;\", \"=h,h\"(i16 %a16)", "i16"),
        ("n", "%r = call i32 asm \"add.s32 $0, $1, $2;\", \"=r,r,n\"(i32 %a, i32 5)", "i32"),
        ("tied", "%r = call i32 asm \"add.s32 $0, $0, $1;\", \"=r,r,0\"(i32 %a, i32 %b)", "i32"),
        ("multi-out", "%s = call { i32, i32 } asm \"mov.b32 $0, $2;\\0A\\09mov.b32 $1, $3;\", \"=r,=r,r,r\"(i32 %a, i32 %b)\n  %r = extractvalue { i32, i32 } %s, 1", "i32"),
        ("memory", "call void asm sideeffect \"membar.gl;\", \"~{memory}\"()\n  %r = add i32 %a, 0", "i32"),
        ("no-out", "call void asm sideeffect \"// $0\", \"r\"(i32 %a)\n  %r = add i32 %b, 0", "i32"),
    ] {
        let body = format!(
            "  %a = load i32, ptr addrspace(1) %in\n  %b.p = getelementptr i32, ptr addrspace(1) %in, i64 1\n  %b = load i32, ptr addrspace(1) %b.p\n  %a64 = sext i32 %a to i64\n  %af = sitofp i32 %a to float\n  %ad = sitofp i32 %a to double\n  %a16 = trunc i32 %a to i16\n  {line}\n  store {rt} %r, ptr addrspace(1) %out\n  ret void\n"
        );
        push(out, "inline-asm", name.into(), module("", &body, ""));
    }
}

fn calls(out: &mut Vec<Case>) {
    let shapes: Vec<&str> = INTS
        .iter()
        .chain(FLOATS)
        .chain(&["ptr", "ptr addrspace(1)", "<2 x half>", "<4 x half>", "<2 x bfloat>", "<4 x i8>", "<2 x i16>", "<2 x float>", "<4 x float>", "<2 x double>", "<4 x i32>", "<8 x i32>", "<3 x float>", "<2 x i8>"])
        .copied()
        .chain(["{ i32, float }", "{ i8, i64 }", "[4 x i32]", "{ half, double, i16 }", "[2 x <2 x half>]", "{ i128 }"])
        .collect();
    for t in &shapes {
        // Direct call: the value goes in as an argument and comes back as the result.
        let ir = format!(
            "{HEADER}define internal {t} @f({t} %x) noinline {{\n  ret {t} %x\n}}\n\ndefine ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{\nentry:\n  %a = load {t}, ptr addrspace(1) %in\n  %r = call {t} @f({t} %a)\n  store {t} %r, ptr addrspace(1) %out\n  ret void\n}}\n"
        );
        push(out, "call", format!("direct/{}", shape_name(t)), ir);
        // Extern callee (declaration only).
        let ir = format!(
            "{HEADER}declare {t} @ext({t}, i32)\n\ndefine ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{\nentry:\n  %a = load {t}, ptr addrspace(1) %in\n  %r = call {t} @ext({t} %a, i32 3)\n  store {t} %r, ptr addrspace(1) %out\n  ret void\n}}\n"
        );
        push(out, "call", format!("extern/{}", shape_name(t)), ir);
    }
    for t in ["i32", "float", "{ i32, float }", "<4 x float>", "i8", "double"] {
        let ir = format!(
            "{HEADER}define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{\nentry:\n  %fp = load ptr, ptr addrspace(1) %in\n  %a.p = getelementptr i8, ptr addrspace(1) %in, i64 16\n  %a = load {t}, ptr addrspace(1) %a.p\n  %r = call {t} %fp({t} %a, i32 1)\n  store {t} %r, ptr addrspace(1) %out\n  ret void\n}}\n"
        );
        push(out, "call", format!("indirect/{}", tn(t).replace(|c: char| !c.is_ascii_alphanumeric(), "")), ir);
    }
    for agg in ["{ i32, float }", "[8 x i32]", "{ i8, i64, half }"] {
        let ir = format!(
            "{HEADER}define internal i32 @f(ptr byval({agg}) align 8 %x) noinline {{\n  %v = load i32, ptr %x\n  ret i32 %v\n}}\n\ndefine ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{\nentry:\n  %t = alloca {agg}, align 8\n  %a = load {agg}, ptr addrspace(1) %in\n  store {agg} %a, ptr %t\n  %r = call i32 @f(ptr byval({agg}) align 8 %t)\n  store i32 %r, ptr addrspace(1) %out\n  ret void\n}}\n"
        );
        push(out, "call", format!("byval/{}", agg.replace(|c: char| !c.is_ascii_alphanumeric(), "")), ir);
    }
    for (name, attr) in [("zeroext-i8", "zeroext i8"), ("signext-i16", "signext i16"), ("signext-i8", "signext i8"), ("zeroext-i1", "zeroext i1")] {
        let t = attr.split(' ').nth(1).unwrap();
        let ir = format!(
            "{HEADER}define internal {attr} @f({attr} %x) noinline {{\n  ret {t} %x\n}}\n\ndefine ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{\nentry:\n  %a = load {t}, ptr addrspace(1) %in\n  %r = call {attr} @f({attr} %a)\n  store {t} %r, ptr addrspace(1) %out\n  ret void\n}}\n"
        );
        push(out, "call", format!("ext-attr/{name}"), ir);
    }
    // Many arguments, void calls, and vprintf.
    let ir = format!(
        "{HEADER}define internal void @f(i32 %a, i64 %b, float %c, double %d, i8 %e, half %g, ptr %h) noinline {{\n  store i32 %a, ptr %h\n  ret void\n}}\n\ndefine ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{\nentry:\n  %p = addrspacecast ptr addrspace(1) %out to ptr\n  call void @f(i32 1, i64 2, float 3.0, double 4.0, i8 5, half 6.0, ptr %p)\n  ret void\n}}\n"
    );
    push(out, "call", "void-many-args".into(), ir);
    let ir = format!(
        "{HEADER}@fmt = private unnamed_addr addrspace(1) constant [7 x i8] c\"x=%d\\0A\\00\", align 1\n\ndeclare i32 @vprintf(ptr, ptr)\n\ndefine ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{\nentry:\n  %buf = alloca {{ i32, double }}, align 8\n  %v = load i32, ptr addrspace(1) %in\n  store i32 %v, ptr %buf\n  %d = getelementptr i8, ptr %buf, i64 8\n  store double 1.5, ptr %d\n  %f = addrspacecast ptr addrspace(1) @fmt to ptr\n  %r = call i32 @vprintf(ptr %f, ptr %buf)\n  store i32 %r, ptr addrspace(1) %out\n  ret void\n}}\n"
    );
    push(out, "call", "vprintf".into(), ir);
    let ir = format!(
        "{HEADER}define internal i32 @va(i32 %n, ...) noinline {{\n  %ap = alloca ptr\n  call void @llvm.va_start.p0(ptr %ap)\n  %v = va_arg ptr %ap, i32\n  call void @llvm.va_end.p0(ptr %ap)\n  %r = add i32 %v, %n\n  ret i32 %r\n}}\n\ndefine ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{\nentry:\n  %a = load i32, ptr addrspace(1) %in\n  %r = call i32 (i32, ...) @va(i32 1, i32 %a, double 2.0)\n  store i32 %r, ptr addrspace(1) %out\n  ret void\n}}\n\ndeclare void @llvm.va_start.p0(ptr)\ndeclare void @llvm.va_end.p0(ptr)\n"
    );
    push(out, "call", "varargs".into(), ir);
    let ir = format!(
        "{HEADER}define internal i32 @rec(i32 %n) noinline {{\n  %c = icmp eq i32 %n, 0\n  br i1 %c, label %z, label %r\nz:\n  ret i32 0\nr:\n  %m = sub i32 %n, 1\n  %x = call i32 @rec(i32 %m)\n  %y = add i32 %x, %n\n  ret i32 %y\n}}\n\ndefine ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{\nentry:\n  %a = load i32, ptr addrspace(1) %in\n  %r = call i32 @rec(i32 %a)\n  store i32 %r, ptr addrspace(1) %out\n  ret void\n}}\n"
    );
    push(out, "call", "recursive".into(), ir);
}

fn globals(out: &mut Vec<Case>) {
    for (as_, sname) in [(1, "global"), (3, "shared"), (4, "const"), (0, "generic")] {
        for (t, init) in [
            ("i32", "42"),
            ("i8", "7"),
            ("i64", "-1"),
            ("float", "1.5"),
            ("double", "2.5"),
            ("half", "0xH3C00"),
            ("bfloat", "0xR3F80"),
            ("[4 x i32]", "[i32 1, i32 2, i32 3, i32 4]"),
            ("{ i32, float, i8 }", "{ i32 1, float 2.0, i8 3 }"),
            ("[5 x i8]", "c\"abcd\\00\""),
            ("<4 x float>", "<float 1.0, float 2.0, float 3.0, float 4.0>"),
            ("i128", "12345678901234567890123"),
            ("ptr addrspace(1)", "@other"),
        ] {
            let init = if as_ == 3 { "undef" } else { init };
            if as_ == 3 && t.starts_with("ptr") {
                continue;
            }
            let kind = if as_ == 4 { "constant" } else { "global" };
            let globals = format!("@other = addrspace(1) global i32 0\n@g = internal addrspace({as_}) {kind} {t} {init}, align 16\n");
            let p = if as_ == 0 { "@g".to_string() } else { format!("@g") };
            let body = format!("  %v = load volatile {t}, ptr addrspace({as_}) {p}\n  store {t} %v, ptr addrspace(1) %out\n  ret void\n");
            push(out, "global", format!("{sname}/{}", tn(t).replace(|c: char| !c.is_ascii_alphanumeric(), "")), module(&globals, &body, ""));
        }
    }
    for (name, decl) in [
        ("external", "@g = external addrspace(1) global i32"),
        ("external-shared", "@g = external addrspace(3) global [0 x i32]"),
        ("common", "@g = common addrspace(1) global i32 0, align 4"),
        ("weak", "@g = weak addrspace(1) global i32 0, align 4"),
        ("linkonce", "@g = linkonce_odr addrspace(1) global i32 0, align 4"),
        ("hidden", "@g = hidden addrspace(1) global i32 0, align 4"),
        ("private", "@g = private addrspace(1) global i32 0, align 4"),
        ("dollar-name", "@\"g$x.y\" = addrspace(1) global i32 0, align 4"),
        ("dash-name", "@\"g-x@y\" = addrspace(1) global i32 0, align 4"),
        ("unnamed", "@0 = addrspace(1) global i32 0, align 4"),
        ("externally-initialized", "@g = externally_initialized addrspace(1) global i32 0, align 4"),
        ("thread-local-const", "@g = internal addrspace(4) constant i32 9, align 4"),
    ] {
        let sym = decl.split(' ').next().unwrap();
        let space = if decl.contains("addrspace(3)") { 3 } else if decl.contains("addrspace(4)") { 4 } else { 1 };
        let body = format!("  %v = load volatile i32, ptr addrspace({space}) {sym}\n  store i32 %v, ptr addrspace(1) %out\n  ret void\n");
        push(out, "global", format!("linkage/{name}"), module(decl, &body, ""));
    }
    // A global holding the address of another, and a function name needing sanitizing.
    let ir = format!(
        "{HEADER}@t = addrspace(1) global [2 x i32] [i32 1, i32 2]\n@p = addrspace(1) global ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @t, i64 4)\n\ndefine ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{\nentry:\n  %q = load ptr addrspace(1), ptr addrspace(1) @p\n  %v = load i32, ptr addrspace(1) %q\n  store i32 %v, ptr addrspace(1) %out\n  ret void\n}}\n"
    );
    push(out, "global", "address-initializer".into(), ir);
    let ir = format!(
        "{HEADER}define internal i32 @\"f$1.x\"(i32 %x) noinline {{\n  ret i32 %x\n}}\n\ndefine ptx_kernel void @\"k.2$\"(ptr addrspace(1) %in, ptr addrspace(1) %out) {{\nentry:\n  %a = load i32, ptr addrspace(1) %in\n  %r = call i32 @\"f$1.x\"(i32 %a)\n  store i32 %r, ptr addrspace(1) %out\n  ret void\n}}\n"
    );
    push(out, "global", "function-name-sanitize".into(), ir);
}

/// Every case, in a fixed order (categories as the issue lists them).
pub fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    integer_ops(&mut out);
    float_ops(&mut out);
    compares(&mut out);
    selects(&mut out);
    casts(&mut out);
    vector_elements(&mut out);
    aggregates_and_misc(&mut out);
    intrinsics(&mut out);
    memory(&mut out);
    atomics(&mut out);
    control_flow(&mut out);
    calls(&mut out);
    globals(&mut out);
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn names_are_unique_and_there_are_enough() {
        let cases = super::cases();
        let mut names: Vec<&str> = cases.iter().map(|c| c.name.as_str()).collect();
        names.sort_unstable();
        let n = names.len();
        names.dedup();
        assert_eq!(names.len(), n, "duplicate case names");
        assert!(n >= 1500, "{n} cases");
    }
}
