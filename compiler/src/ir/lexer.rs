//! The LLVM IR lexer: source text to [`Token`]s with byte offsets.
//!
//! It never fails: text it cannot read becomes a [`TokenKind::Error`] token that the parser reports
//! with its position. Comments (`;` to the end of the line) are skipped.

/// What a token is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// A bare word: keywords, types (`i32`), opcodes, attribute names.
    Word(String),
    /// `%name` / `%"name"` / `%7`.
    Local(String),
    /// `@name` / `@"name"` / `@7`.
    Global(String),
    /// `!name` (metadata kinds, named metadata, `!DILocation`).
    MetaName(String),
    /// `!7`.
    MetaNum(u32),
    /// `!"..."`, unescaped.
    MetaString(Vec<u8>),
    /// `!` alone (before `{`).
    Bang,
    /// `#7` (attribute group).
    AttrGroup(u32),
    /// `#dbg_value` and the other debug records.
    DebugRecord(String),
    /// `name:` / `7:` / `"name":`: a block label.
    Label(String),
    /// An integer literal as written (may start with `-`).
    Int(String),
    /// A floating-point literal as written (`1.5e+00`, `0x3FF0...`, `0xH3C00`).
    Float(String),
    /// `"..."`, unescaped.
    Str(Vec<u8>),
    /// `c"..."`, unescaped.
    CStr(Vec<u8>),
    /// Punctuation: `= , ( ) [ ] { } < > * : ...` and `|`.
    Punct(&'static str),
    /// Something unreadable (the message says what).
    Error(&'static str),
}

/// One token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// What it is.
    pub kind: TokenKind,
    /// Byte offset of its first character.
    pub start: usize,
    /// Byte length.
    pub len: usize,
    /// Whether it is the first token on its line.
    pub line_start: bool,
}

fn is_name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_')
}

/// Unescapes LLVM's `\XX` hex escapes and `\\`.
pub fn unescape(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if s[i] == b'\\' {
            if s.get(i + 1) == Some(&b'\\') {
                out.push(b'\\');
                i += 2;
                continue;
            }
            let hex = |c: u8| (c as char).to_digit(16);
            if let (Some(a), Some(b)) = (s.get(i + 1).and_then(|&c| hex(c)), s.get(i + 2).and_then(|&c| hex(c))) {
                out.push((a * 16 + b) as u8);
                i += 3;
                continue;
            }
        }
        out.push(s[i]);
        i += 1;
    }
    out
}

/// Splits `src` into tokens.
pub fn lex(src: &str) -> Vec<Token> {
    let b = src.as_bytes();
    let mut toks = Vec::new();
    let mut i = 0;
    let mut line_start = true;
    while i < b.len() {
        let c = b[i];
        if c == b'\n' {
            line_start = true;
            i += 1;
            continue;
        }
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c == b';' {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        let start = i;
        let kind = lex_one(b, &mut i);
        if i == start {
            i += src[start..].chars().next().map_or(1, char::len_utf8);
        }
        toks.push(Token { kind, start, len: i - start, line_start });
        line_start = false;
    }
    toks
}

/// Reads a quoted string starting at the `"` at `*i`; returns the raw bytes between the quotes.
fn quoted<'a>(b: &'a [u8], i: &mut usize) -> Option<&'a [u8]> {
    let start = *i + 1;
    let mut j = start;
    while j < b.len() && b[j] != b'"' {
        j += 1;
    }
    if j >= b.len() {
        *i = j;
        return None;
    }
    *i = j + 1;
    Some(&b[start..j])
}

fn name_after_sigil(b: &[u8], i: &mut usize) -> Option<String> {
    if b.get(*i) == Some(&b'"') {
        let raw = quoted(b, i)?;
        return Some(String::from_utf8_lossy(&unescape(raw)).into_owned());
    }
    let start = *i;
    // A number names an unnamed value and ends at the first non-digit (`%7store` is `%7 store`).
    let numeric = b.get(*i).is_some_and(u8::is_ascii_digit);
    while *i < b.len() && (if numeric { b[*i].is_ascii_digit() } else { is_name_char(b[*i]) }) {
        *i += 1;
    }
    (*i > start).then(|| String::from_utf8_lossy(&b[start..*i]).into_owned())
}

fn lex_one(b: &[u8], i: &mut usize) -> TokenKind {
    let c = b[*i];
    let punct: Option<&'static str> = match c {
        b'=' => Some("="),
        b',' => Some(","),
        b'(' => Some("("),
        b')' => Some(")"),
        b'[' => Some("["),
        b']' => Some("]"),
        b'{' => Some("{"),
        b'}' => Some("}"),
        b'<' => Some("<"),
        b'>' => Some(">"),
        b'*' => Some("*"),
        b':' => Some(":"),
        b'|' => Some("|"),
        _ => None,
    };
    if let Some(p) = punct {
        *i += 1;
        return TokenKind::Punct(p);
    }
    match c {
        b'.' if b[*i..].starts_with(b"...") => {
            *i += 3;
            TokenKind::Punct("...")
        }
        b'%' | b'@' => {
            *i += 1;
            match name_after_sigil(b, i) {
                Some(n) if c == b'%' => TokenKind::Local(n),
                Some(n) => TokenKind::Global(n),
                None => TokenKind::Error("expected a name after the sigil"),
            }
        }
        b'!' => {
            *i += 1;
            match b.get(*i) {
                Some(b'"') => match quoted(b, i) {
                    Some(raw) => TokenKind::MetaString(unescape(raw)),
                    None => TokenKind::Error("unterminated metadata string"),
                },
                Some(d) if d.is_ascii_digit() => {
                    let start = *i;
                    while *i < b.len() && b[*i].is_ascii_digit() {
                        *i += 1;
                    }
                    match std::str::from_utf8(&b[start..*i]).ok().and_then(|s| s.parse().ok()) {
                        Some(n) => TokenKind::MetaNum(n),
                        None => TokenKind::Error("metadata number too large"),
                    }
                }
                Some(&d) if is_name_char(d) || d == b'\\' => {
                    let start = *i;
                    while *i < b.len() && (is_name_char(b[*i]) || b[*i] == b'\\') {
                        *i += 1;
                    }
                    TokenKind::MetaName(String::from_utf8_lossy(&unescape(&b[start..*i])).into_owned())
                }
                _ => TokenKind::Bang,
            }
        }
        b'#' => {
            *i += 1;
            let start = *i;
            // `#12` ends at the first non-digit; `#dbg_value` is a word.
            let numeric = b.get(*i).is_some_and(u8::is_ascii_digit);
            while *i < b.len() && (b[*i].is_ascii_digit() || (!numeric && (b[*i].is_ascii_alphanumeric() || b[*i] == b'_'))) {
                *i += 1;
            }
            let word = String::from_utf8_lossy(&b[start..*i]).into_owned();
            if let Ok(n) = word.parse() {
                TokenKind::AttrGroup(n)
            } else if word.starts_with("dbg_") {
                TokenKind::DebugRecord(word)
            } else {
                TokenKind::Error("expected an attribute group number after '#'")
            }
        }
        b'"' => match quoted(b, i) {
            Some(raw) => {
                let s = unescape(raw);
                if b.get(*i) == Some(&b':') {
                    *i += 1;
                    TokenKind::Label(String::from_utf8_lossy(&s).into_owned())
                } else {
                    TokenKind::Str(s)
                }
            }
            None => TokenKind::Error("unterminated string"),
        },
        b'c' if b.get(*i + 1) == Some(&b'"') => {
            *i += 1;
            match quoted(b, i) {
                Some(raw) => TokenKind::CStr(unescape(raw)),
                None => TokenKind::Error("unterminated string"),
            }
        }
        b'0' if matches!(b.get(*i + 1), Some(b'x')) => {
            let begin = *i;
            *i += 2;
            if matches!(b.get(*i), Some(b'H' | b'R' | b'K' | b'L' | b'M')) {
                *i += 1;
            }
            let start = *i;
            while *i < b.len() && b[*i].is_ascii_hexdigit() {
                *i += 1;
            }
            if *i == start {
                return TokenKind::Error("expected hex digits");
            }
            TokenKind::Float(String::from_utf8_lossy(&b[begin..*i]).into_owned())
        }
        b'u' | b's' if b.get(*i + 1) == Some(&b'0') && b.get(*i + 2) == Some(&b'x') => {
            let start = *i;
            *i += 3;
            while *i < b.len() && b[*i].is_ascii_hexdigit() {
                *i += 1;
            }
            TokenKind::Int(String::from_utf8_lossy(&b[start..*i]).into_owned())
        }
        b'-' | b'0'..=b'9' => {
            let start = *i;
            *i += 1;
            while *i < b.len() && b[*i].is_ascii_digit() {
                *i += 1;
            }
            if b.get(*i) == Some(&b':') && c.is_ascii_digit() {
                let s = String::from_utf8_lossy(&b[start..*i]).into_owned();
                *i += 1;
                return TokenKind::Label(s);
            }
            let mut float = false;
            if b.get(*i) == Some(&b'.') {
                float = true;
                *i += 1;
                while *i < b.len() && b[*i].is_ascii_digit() {
                    *i += 1;
                }
            }
            if float && matches!(b.get(*i), Some(b'e' | b'E')) {
                let save = *i;
                *i += 1;
                if matches!(b.get(*i), Some(b'+' | b'-')) {
                    *i += 1;
                }
                if b.get(*i).is_some_and(u8::is_ascii_digit) {
                    while *i < b.len() && b[*i].is_ascii_digit() {
                        *i += 1;
                    }
                } else {
                    *i = save;
                }
            }
            let text = String::from_utf8_lossy(&b[start..*i]).into_owned();
            if text == "-" {
                return TokenKind::Error("expected a number");
            }
            if float { TokenKind::Float(text) } else { TokenKind::Int(text) }
        }
        c if c.is_ascii_alphabetic() || c == b'_' || c == b'$' || c == b'.' => {
            // As LLVM's lexer: label characters up to a ':' make a label; otherwise an integer
            // type `iN` ends at the first non-digit and a keyword at the first character that is
            // not alphanumeric or '_' (`i32noundef` is `i32 noundef`, `i64-12` is `i64 -12`).
            let start = *i;
            while *i < b.len() && is_name_char(b[*i]) {
                *i += 1;
            }
            if b.get(*i) == Some(&b':') {
                let word = String::from_utf8_lossy(&b[start..*i]).into_owned();
                *i += 1;
                return TokenKind::Label(word);
            }
            let int_end = if b[start] == b'i' { b[start + 1..*i].iter().take_while(|c| c.is_ascii_digit()).count() } else { 0 };
            let end = if int_end > 0 {
                start + 1 + int_end
            } else {
                start + b[start..*i].iter().take_while(|&&c| c.is_ascii_alphanumeric() || c == b'_').count()
            };
            if end == start {
                return TokenKind::Error("unexpected character");
            }
            *i = end;
            TokenKind::Word(String::from_utf8_lossy(&b[start..end]).into_owned())
        }
        _ => TokenKind::Error("unexpected character"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<TokenKind> {
        lex(s).into_iter().map(|t| t.kind).collect()
    }

    #[test]
    fn lexes_values_types_and_metadata() {
        assert_eq!(
            kinds("%x = add nsw i32 %0, -7 ; comment\n"),
            vec![
                TokenKind::Local("x".into()),
                TokenKind::Punct("="),
                TokenKind::Word("add".into()),
                TokenKind::Word("nsw".into()),
                TokenKind::Word("i32".into()),
                TokenKind::Local("0".into()),
                TokenKind::Punct(","),
                TokenKind::Int("-7".into()),
            ]
        );
        assert_eq!(
            kinds("!tbaa !12, !{!\"a\\41\"} #3 c\"hi\\00\" 0xH3C00 1.5e+00 entry: 12: ..."),
            vec![
                TokenKind::MetaName("tbaa".into()),
                TokenKind::MetaNum(12),
                TokenKind::Punct(","),
                TokenKind::Bang,
                TokenKind::Punct("{"),
                TokenKind::MetaString(b"aA".to_vec()),
                TokenKind::Punct("}"),
                TokenKind::AttrGroup(3),
                TokenKind::CStr(b"hi\0".to_vec()),
                TokenKind::Float("0xH3C00".into()),
                TokenKind::Float("1.5e+00".into()),
                TokenKind::Label("entry".into()),
                TokenKind::Label("12".into()),
                TokenKind::Punct("..."),
            ]
        );
    }

    #[test]
    fn splits_where_llvm_splits() {
        assert_eq!(
            kinds("%7store i32noundef i64-12 #1willreturn @3x"),
            vec![
                TokenKind::Local("7".into()),
                TokenKind::Word("store".into()),
                TokenKind::Word("i32".into()),
                TokenKind::Word("noundef".into()),
                TokenKind::Word("i64".into()),
                TokenKind::Int("-12".into()),
                TokenKind::AttrGroup(1),
                TokenKind::Word("willreturn".into()),
                TokenKind::Global("3".into()),
                TokenKind::Word("x".into()),
            ]
        );
        assert_eq!(kinds("%a.b-c$d"), vec![TokenKind::Local("a.b-c$d".into())]);
        assert_eq!(kinds("for.body.i:"), vec![TokenKind::Label("for.body.i".into())]);
    }

    #[test]
    fn marks_line_starts_and_never_fails() {
        let t = lex("a b\n c");
        assert!(t[0].line_start && !t[1].line_start && t[2].line_start);
        assert_eq!(t[2].start, 5);
        let t = lex("\"open ~ % #x");
        assert!(t.iter().any(|t| matches!(t.kind, TokenKind::Error(_))));
    }
}
