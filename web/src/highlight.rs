//! Syntax highlighting for the editor: LLVM IR, PTX and MLIR, one line at a time.
//!
//! A small hand-written scanner per language turns a line into [`Token`]s that cover it exactly
//! (concatenating their texts gives the line back), so the highlighted layer under the editor's
//! transparent textarea lines up character for character. Tokens become text nodes in classed
//! spans; nothing from the source is ever parsed as HTML.

use nvisel::InputKind;

/// What a token is, for its colour (the CSS class is `tok-<name>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// Whitespace and punctuation.
    Plain,
    /// A comment.
    Comment,
    /// A keyword or instruction opcode.
    Keyword,
    /// A type (`i32`, `float`, `ptr`, `.f32`, `memref<..>`).
    Type,
    /// A global (`@saxpy`) or a symbol.
    Global,
    /// A local value or register (`%x`, `%r12`).
    Local,
    /// A number.
    Number,
    /// A string literal.
    String,
    /// A PTX directive or LLVM metadata/attribute reference (`.entry`, `!0`, `#0`).
    Directive,
    /// A label (`entry:`, `$L__BB0_2:`, `^bb1`).
    Label,
}

impl Class {
    /// The CSS class.
    pub fn css(self) -> &'static str {
        match self {
            Class::Plain => "tok-plain",
            Class::Comment => "tok-comment",
            Class::Keyword => "tok-keyword",
            Class::Type => "tok-type",
            Class::Global => "tok-global",
            Class::Local => "tok-local",
            Class::Number => "tok-number",
            Class::String => "tok-string",
            Class::Directive => "tok-directive",
            Class::Label => "tok-label",
        }
    }
}

/// A run of characters of one class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// Its class.
    pub class: Class,
    /// Its text.
    pub text: String,
}

const LLVM_KEYWORDS: &[&str] = &[
    "define", "declare", "ret", "br", "switch", "label", "call", "tail", "load", "store", "getelementptr", "inbounds",
    "alloca", "phi", "select", "icmp", "fcmp", "add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "fadd", "fsub",
    "fmul", "fdiv", "frem", "fneg", "shl", "lshr", "ashr", "and", "or", "xor", "zext", "sext", "trunc", "fpext",
    "fptrunc", "fptosi", "fptoui", "sitofp", "uitofp", "bitcast", "addrspacecast", "ptrtoint", "inttoptr",
    "atomicrmw", "cmpxchg", "fence", "extractelement", "insertelement", "shufflevector", "extractvalue",
    "insertvalue", "unreachable", "global", "constant", "internal", "private", "external", "attributes", "target",
    "datalayout", "triple", "source_filename", "nuw", "nsw", "exact", "align", "to", "eq", "ne", "ugt", "uge", "ult",
    "ule", "sgt", "sge", "slt", "sle", "oeq", "one", "ogt", "oge", "olt", "ole", "ord", "uno", "ueq", "une", "true",
    "false", "null", "undef", "poison", "zeroinitializer", "volatile", "monotonic", "acquire", "release", "acq_rel",
    "seq_cst", "syncscope", "ptx_kernel", "dso_local", "local_unnamed_addr", "unnamed_addr", "noundef", "readonly",
    "writeonly", "captures", "none", "nocapture", "noalias", "contract", "fast", "afn", "reassoc", "nnan", "ninf",
];

const MLIR_KEYWORDS: &[&str] = &["module", "func", "return", "to", "step", "iter_args", "attributes", "true", "false"];

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '_' | '.' | '$' | '-')
}

/// Splits `line` of `kind` into tokens.
pub fn tokens(kind: InputKind, line: &str) -> Vec<Token> {
    let chars: Vec<char> = line.chars().collect();
    let mut out: Vec<Token> = Vec::new();
    let mut push = |class: Class, text: String| {
        if let Some(last) = out.last_mut() {
            if last.class == class {
                last.text.push_str(&text);
                return;
            }
        }
        out.push(Token { class, text });
    };
    let mut i = 0;
    // The first word of a PTX statement is its opcode (after an optional `@%p` guard).
    let mut ptx_opcode_seen = false;
    while i < chars.len() {
        let c = chars[i];
        let rest = &chars[i..];
        let take_while = |from: usize, f: &dyn Fn(char) -> bool| {
            let mut j = from;
            while j < chars.len() && f(chars[j]) {
                j += 1;
            }
            j
        };
        let starts = |s: &str| rest.iter().take(s.chars().count()).copied().eq(s.chars());
        let text = |a: usize, b: usize| chars[a..b].iter().collect::<String>();
        // Comments run to the end of the line (a `/* */` ends where it closes).
        let line_comment = match kind {
            InputKind::LlvmIr => c == ';',
            InputKind::Ptx | InputKind::Mlir => starts("//"),
        };
        if line_comment {
            push(Class::Comment, text(i, chars.len()));
            break;
        }
        if kind == InputKind::Ptx && starts("/*") {
            let end = (i + 2..chars.len().saturating_sub(1)).find(|&j| chars[j] == '*' && chars[j + 1] == '/').map_or(chars.len(), |j| j + 2);
            push(Class::Comment, text(i, end));
            i = end;
            continue;
        }
        if c == '"' {
            let mut j = i + 1;
            while j < chars.len() && chars[j] != '"' {
                j += if chars[j] == '\\' { 2 } else { 1 };
            }
            let end = (j + 1).min(chars.len());
            push(Class::String, text(i, end));
            i = end;
            continue;
        }
        if c.is_ascii_digit() || (c == '-' && rest.get(1).is_some_and(|d| d.is_ascii_digit())) {
            let end = take_while(i + 1, &|d| d.is_ascii_alphanumeric() || d == '.' || d == '_');
            push(Class::Number, text(i, end));
            i = end;
            continue;
        }
        let sigil_class = match (kind, c) {
            (_, '%') => Some(Class::Local),
            (InputKind::LlvmIr, '@') => Some(Class::Global),
            (InputKind::Mlir, '@') => Some(Class::Global),
            (InputKind::LlvmIr, '!') | (InputKind::LlvmIr, '#') => Some(Class::Directive),
            (InputKind::Mlir, '#') | (InputKind::Mlir, '!') => Some(Class::Type),
            (InputKind::Mlir, '^') => Some(Class::Label),
            _ => None,
        };
        if let Some(class) = sigil_class {
            let end = take_while(i + 1, &|d| is_ident(d) || d == '"');
            push(class, text(i, end));
            i = end;
            continue;
        }
        if kind == InputKind::Ptx && c == '@' {
            // A guard predicate: `@%p1` or `@!%p1`.
            let end = take_while(i + 1, &|d| is_ident(d) || d == '%' || d == '!');
            push(Class::Local, text(i, end));
            i = end;
            continue;
        }
        if is_ident(c) {
            let end = take_while(i, &is_ident);
            let word = text(i, end);
            let is_label = chars.get(end) == Some(&':') && !(kind == InputKind::Mlir);
            let class = if is_label {
                Class::Label
            } else {
                match kind {
                    InputKind::LlvmIr => llvm_word(&word),
                    InputKind::Ptx => {
                        if word.starts_with('.') {
                            if is_ptx_type(&word) { Class::Type } else { Class::Directive }
                        } else if !ptx_opcode_seen {
                            ptx_opcode_seen = true;
                            Class::Keyword
                        } else {
                            Class::Plain
                        }
                    }
                    InputKind::Mlir => mlir_word(&word),
                }
            };
            let end = if is_label { end + 1 } else { end };
            push(class, text(i, end));
            i = end;
            continue;
        }
        if kind == InputKind::Ptx && c == ';' {
            ptx_opcode_seen = false;
        }
        push(Class::Plain, c.to_string());
        i += 1;
    }
    out
}

fn llvm_word(word: &str) -> Class {
    let is_int_type = word.strip_prefix('i').is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
    if is_int_type || matches!(word, "void" | "half" | "bfloat" | "float" | "double" | "ptr" | "addrspace" | "x86_fp80" | "fp128" | "metadata" | "token") {
        Class::Type
    } else if LLVM_KEYWORDS.contains(&word) {
        Class::Keyword
    } else {
        Class::Plain
    }
}

fn is_ptx_type(word: &str) -> bool {
    matches!(
        word,
        ".pred" | ".b8" | ".b16" | ".b32" | ".b64" | ".b128" | ".u8" | ".u16" | ".u32" | ".u64" | ".s8" | ".s16" | ".s32" | ".s64"
            | ".f16" | ".f16x2" | ".bf16" | ".bf16x2" | ".f32" | ".f64" | ".tf32" | ".v2" | ".v4" | ".v8"
    )
}

fn mlir_word(word: &str) -> Class {
    let is_int_type = word.strip_prefix('i').is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
    if is_int_type || matches!(word, "f16" | "bf16" | "f32" | "f64" | "index" | "memref" | "vector" | "tensor") {
        Class::Type
    } else if word.contains('.') || MLIR_KEYWORDS.contains(&word) {
        // Dialect-qualified operations (`nvgpu.ldmatrix`, `arith.addf`).
        Class::Keyword
    } else {
        Class::Plain
    }
}

/// The screen column (0-based) of the 1-based character column `col` of `line`, with tabs
/// expanded to `tab` columns, as the textarea draws them.
pub fn screen_column(line: &str, col: u32, tab: usize) -> usize {
    let mut x = 0;
    for c in line.chars().take(col.saturating_sub(1) as usize) {
        x = if c == '\t' { (x / tab + 1) * tab } else { x + 1 };
    }
    x
}

/// The UTF-16 offset (what a textarea's selection counts) of the 1-based `line`:`col` in `text`,
/// clamped to the text.
pub fn utf16_offset(text: &str, line: u32, col: u32) -> u32 {
    let mut offset = 0u32;
    for (i, l) in text.split('\n').enumerate() {
        if i + 1 == line as usize {
            let within: u32 = l.chars().take(col.saturating_sub(1) as usize).map(|c| c.len_utf16() as u32).sum();
            return offset + within;
        }
        offset += l.chars().map(|c| c.len_utf16() as u32).sum::<u32>() + 1;
    }
    offset.saturating_sub(1)
}
