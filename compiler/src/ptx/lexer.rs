//! The PTX lexer: source text to tokens with byte spans.
//!
//! PTX's lexical grammar (PTX ISA, "Syntax"): identifiers `[a-zA-Z][a-zA-Z0-9_$]*` or
//! `[_$%][a-zA-Z0-9_$]+`; directives and instruction modifiers are a `.` followed by a word
//! (`.version`, `.f32`, `.shared::cta`, `.L2::128B`, `.1d`); integer literals are decimal, hex
//! (`0x`), octal (leading `0`) or binary (`0b`), with an optional `U`; `0fXXXXXXXX` and
//! `0dXXXXXXXXXXXXXXXX` are exact single/double floats; decimal floats have a `.` or an exponent.
//! A special register's vector component (`%tid.x`) is kept in its identifier, since it names one
//! register. Newlines are not tokens, but each token records whether one precedes it: `.loc` and
//! `.file` end at the end of their line, not at a `;`.

use std::fmt;

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// An identifier: `%r12`, `%tid.x`, `$L__BB0_2`, `_Z3fooPf`, `sm_90a`, `_`.
    Ident,
    /// A directive or modifier: `.version`, `.global`, `.v4`, `.shared::cta`.
    Directive,
    /// An integer literal: `42`, `0x1F`, `017`, `0b101`, `7U`.
    Int,
    /// A floating-point literal: `0f3F800000`, `0d3FF0000000000000`, `1.5`, `2e-3`.
    Float,
    /// A string literal with its quotes.
    Str,
    /// `,`
    Comma,
    /// `;`
    Semi,
    /// `:`
    Colon,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LBracket,
    /// `]`
    RBracket,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `<`
    Lt,
    /// `>`
    Gt,
    /// `+`
    Plus,
    /// `-`
    Minus,
    /// `@`
    At,
    /// `!`
    Bang,
    /// `|`
    Pipe,
    /// `=`
    Eq,
    /// `*`
    Star,
    /// `/`
    Slash,
    /// `%` (alone; `%r1` is an identifier)
    Percent,
    /// `&`
    Amp,
    /// `^`
    Caret,
    /// `~`
    Tilde,
    /// `?`
    Question,
    /// `<<`
    Shl,
    /// `>>`
    Shr,
    /// `<=`
    Le,
    /// `>=`
    Ge,
    /// `==`
    EqEq,
    /// `!=`
    Ne,
    /// `&&`
    AndAnd,
    /// `||`
    OrOr,
    /// The end of the input.
    Eof,
}

impl fmt::Display for TokenKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TokenKind::Ident => "identifier",
            TokenKind::Directive => "directive",
            TokenKind::Int => "integer",
            TokenKind::Float => "floating-point literal",
            TokenKind::Str => "string",
            TokenKind::Comma => "','",
            TokenKind::Semi => "';'",
            TokenKind::Colon => "':'",
            TokenKind::LParen => "'('",
            TokenKind::RParen => "')'",
            TokenKind::LBracket => "'['",
            TokenKind::RBracket => "']'",
            TokenKind::LBrace => "'{'",
            TokenKind::RBrace => "'}'",
            TokenKind::Lt => "'<'",
            TokenKind::Gt => "'>'",
            TokenKind::Plus => "'+'",
            TokenKind::Minus => "'-'",
            TokenKind::At => "'@'",
            TokenKind::Bang => "'!'",
            TokenKind::Pipe => "'|'",
            TokenKind::Eq => "'='",
            TokenKind::Star => "'*'",
            TokenKind::Slash => "'/'",
            TokenKind::Percent => "'%'",
            TokenKind::Amp => "'&'",
            TokenKind::Caret => "'^'",
            TokenKind::Tilde => "'~'",
            TokenKind::Question => "'?'",
            TokenKind::Shl => "'<<'",
            TokenKind::Shr => "'>>'",
            TokenKind::Le => "'<='",
            TokenKind::Ge => "'>='",
            TokenKind::EqEq => "'=='",
            TokenKind::Ne => "'!='",
            TokenKind::AndAnd => "'&&'",
            TokenKind::OrOr => "'||'",
            TokenKind::Eof => "end of input",
        })
    }
}

/// One token: its kind, its bytes `start..end` in the source, and whether a newline (or the start
/// of the input) precedes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// What it is.
    pub kind: TokenKind,
    /// Byte offset of its first character.
    pub start: usize,
    /// Byte offset just past it.
    pub end: usize,
    /// Whether it is the first token on its line.
    pub line_start: bool,
}

impl Token {
    /// Its text in `source`.
    pub fn text<'s>(&self, source: &'s str) -> &'s str {
        source.get(self.start..self.end).unwrap_or("")
    }
}

/// A lexical error: a byte offset, a length and a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LexError {
    /// Byte offset of the offending text.
    pub offset: usize,
    /// Its length in bytes.
    pub len: usize,
    /// What is wrong.
    pub message: String,
}

fn is_follow(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$'
}

/// The vector components a special register may carry (`%tid.x`, `%ntid.w`).
const COMPONENTS: &[u8] = b"xyzwrgba";

/// Splits `source` into tokens. Stops with an error after `max_tokens` tokens (the budget that
/// turns a pathological input into a diagnostic). The last token is always [`TokenKind::Eof`].
pub fn lex(source: &str, max_tokens: usize) -> (Vec<Token>, Vec<LexError>) {
    let b = source.as_bytes();
    let mut tokens = Vec::new();
    let mut errors = Vec::new();
    let mut i = 0;
    let mut line_start = true;
    while i < b.len() {
        let c = b[i];
        // Whitespace and comments.
        if c == b'\n' {
            line_start = true;
            i += 1;
            continue;
        }
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if c == b'/' && b.get(i + 1) == Some(&b'*') {
            let start = i;
            i += 2;
            loop {
                if i + 1 >= b.len() {
                    errors.push(LexError { offset: start, len: 2, message: "unterminated comment".into() });
                    i = b.len();
                    break;
                }
                if b[i] == b'\n' {
                    line_start = true;
                }
                if b[i] == b'*' && b[i + 1] == b'/' {
                    i += 2;
                    break;
                }
                i += 1;
            }
            continue;
        }
        if tokens.len() >= max_tokens {
            errors.push(LexError {
                offset: i,
                len: 0,
                message: format!("input has more than {max_tokens} tokens (the token budget)"),
            });
            break;
        }
        let start = i;
        let starts_line = line_start;
        let kind = match c {
            b',' => single(&mut i, TokenKind::Comma),
            b';' => single(&mut i, TokenKind::Semi),
            b':' => single(&mut i, TokenKind::Colon),
            b'(' => single(&mut i, TokenKind::LParen),
            b')' => single(&mut i, TokenKind::RParen),
            b'[' => single(&mut i, TokenKind::LBracket),
            b']' => single(&mut i, TokenKind::RBracket),
            b'{' => single(&mut i, TokenKind::LBrace),
            b'}' => single(&mut i, TokenKind::RBrace),
            b'<' => pair(b, &mut i, &[(b'<', TokenKind::Shl), (b'=', TokenKind::Le)], TokenKind::Lt),
            b'>' => pair(b, &mut i, &[(b'>', TokenKind::Shr), (b'=', TokenKind::Ge)], TokenKind::Gt),
            b'+' => single(&mut i, TokenKind::Plus),
            b'-' => single(&mut i, TokenKind::Minus),
            b'@' => single(&mut i, TokenKind::At),
            b'!' => pair(b, &mut i, &[(b'=', TokenKind::Ne)], TokenKind::Bang),
            b'|' => pair(b, &mut i, &[(b'|', TokenKind::OrOr)], TokenKind::Pipe),
            b'=' => pair(b, &mut i, &[(b'=', TokenKind::EqEq)], TokenKind::Eq),
            b'&' => pair(b, &mut i, &[(b'&', TokenKind::AndAnd)], TokenKind::Amp),
            b'*' => single(&mut i, TokenKind::Star),
            b'/' => single(&mut i, TokenKind::Slash),
            b'^' => single(&mut i, TokenKind::Caret),
            b'~' => single(&mut i, TokenKind::Tilde),
            b'?' => single(&mut i, TokenKind::Question),
            b'%' if !b.get(i + 1).is_some_and(|&n| is_follow(n)) => single(&mut i, TokenKind::Percent),
            b'"' => {
                i += 1;
                let mut closed = false;
                // ptxas lets a string run over a line break, so only `"` or the end closes it.
                while i < b.len() {
                    if b[i] == b'\\' {
                        i += 2;
                        continue;
                    }
                    if b[i] == b'"' {
                        i += 1;
                        closed = true;
                        break;
                    }
                    i += 1;
                }
                i = i.min(b.len());
                if !closed {
                    errors.push(LexError { offset: start, len: i - start, message: "unterminated string".into() });
                }
                TokenKind::Str
            }
            b'.' if b.get(i + 1).is_some_and(|&n| n.is_ascii_digit()) && !directive_after_digits(b, i + 1) => {
                i += 1;
                lex_decimal_tail(b, &mut i);
                TokenKind::Float
            }
            b'.' if b.get(i + 1).is_some_and(|&n| is_follow(n)) => {
                i += 1;
                loop {
                    while i < b.len() && is_follow(b[i]) {
                        i += 1;
                    }
                    // `.shared::cta`, `.L2::cache_hint`: a `::` joins the parts of one modifier.
                    if b.get(i) == Some(&b':') && b.get(i + 1) == Some(&b':') && b.get(i + 2).is_some_and(|&n| is_follow(n)) {
                        i += 2;
                        continue;
                    }
                    break;
                }
                TokenKind::Directive
            }
            b'0'..=b'9' => lex_number(b, &mut i),
            c if c.is_ascii_alphabetic() || c == b'_' || c == b'$' || c == b'%' => {
                i += 1;
                while i < b.len() && is_follow(b[i]) {
                    i += 1;
                }
                if c == b'%'
                    && b.get(i) == Some(&b'.')
                    && b.get(i + 1).is_some_and(|n| COMPONENTS.contains(n))
                    && !b.get(i + 2).is_some_and(|&n| is_follow(n))
                {
                    i += 2;
                }
                TokenKind::Ident
            }
            _ => {
                let ch = source.get(i..).and_then(|s| s.chars().next()).unwrap_or('?');
                let len = ch.len_utf8();
                errors.push(LexError { offset: i, len, message: format!("unexpected character '{}'", ch.escape_default()) });
                i += len;
                continue;
            }
        };
        tokens.push(Token { kind, start, end: i, line_start: starts_line });
        line_start = false;
    }
    tokens.push(Token { kind: TokenKind::Eof, start: b.len(), end: b.len(), line_start: true });
    (tokens, errors)
}

fn single(i: &mut usize, kind: TokenKind) -> TokenKind {
    *i += 1;
    kind
}

/// A one- or two-character operator: `<` or `<<` / `<=`.
fn pair(b: &[u8], i: &mut usize, seconds: &[(u8, TokenKind)], alone: TokenKind) -> TokenKind {
    for (second, kind) in seconds {
        if b.get(*i + 1) == Some(second) {
            *i += 2;
            return *kind;
        }
    }
    *i += 1;
    alone
}

/// Whether the digits at `i` are followed by letters, as in the modifier `.1d` or `.2d`.
fn directive_after_digits(b: &[u8], mut i: usize) -> bool {
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    b.get(i).is_some_and(|&n| n.is_ascii_alphabetic() && n != b'e' && n != b'E' || n == b'_')
}

/// Digits, an optional fraction already started, an optional exponent.
fn lex_decimal_tail(b: &[u8], i: &mut usize) {
    while *i < b.len() && b[*i].is_ascii_digit() {
        *i += 1;
    }
    if matches!(b.get(*i), Some(b'e' | b'E')) {
        let mut j = *i + 1;
        if matches!(b.get(j), Some(b'+' | b'-')) {
            j += 1;
        }
        if b.get(j).is_some_and(|n| n.is_ascii_digit()) {
            *i = j;
            while *i < b.len() && b[*i].is_ascii_digit() {
                *i += 1;
            }
        }
    }
}

fn lex_number(b: &[u8], i: &mut usize) -> TokenKind {
    let start = *i;
    let lower = |k: usize| b.get(k).map(|c| c.to_ascii_lowercase());
    if b[start] == b'0' && matches!(lower(start + 1), Some(b'f' | b'd')) && b.get(start + 2).is_some_and(|n| n.is_ascii_hexdigit()) {
        *i += 2;
        while *i < b.len() && b[*i].is_ascii_hexdigit() {
            *i += 1;
        }
        return TokenKind::Float;
    }
    let binary = lower(start + 1) == Some(b'b');
    let digit = |c: u8| if binary { c == b'0' || c == b'1' } else { c.is_ascii_hexdigit() };
    if b[start] == b'0' && matches!(lower(start + 1), Some(b'x' | b'b')) && b.get(start + 2).is_some_and(|&n| digit(n)) {
        *i += 2;
        while *i < b.len() && digit(b[*i]) {
            *i += 1;
        }
    } else {
        while *i < b.len() && b[*i].is_ascii_digit() {
            *i += 1;
        }
        let dot = b.get(*i) == Some(&b'.') && !b.get(*i + 1).is_some_and(|&n| n.is_ascii_alphabetic() || n == b'_');
        let exp = matches!(b.get(*i), Some(b'e' | b'E'))
            && (b.get(*i + 1).is_some_and(|n| n.is_ascii_digit())
                || matches!(b.get(*i + 1), Some(b'+' | b'-')) && b.get(*i + 2).is_some_and(|n| n.is_ascii_digit()));
        if dot || exp {
            if dot {
                *i += 1;
            }
            lex_decimal_tail(b, i);
            return TokenKind::Float;
        }
    }
    if matches!(b.get(*i), Some(b'U' | b'u')) {
        *i += 1;
    }
    // Like ptxas, a literal ends where its digits do: `1PKh` is `1` then the identifier `PKh`.
    TokenKind::Int
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(TokenKind, String)> {
        let (toks, errs) = lex(src, 1000);
        assert!(errs.is_empty(), "{errs:?}");
        toks.iter().filter(|t| t.kind != TokenKind::Eof).map(|t| (t.kind, t.text(src).to_string())).collect()
    }

    #[test]
    fn identifiers_registers_and_labels() {
        use TokenKind::*;
        let v = kinds("%r12 %rd3 %tid.x __local_depot0 $L__BB0_2 _Z3fooPf %SPL _");
        let texts: Vec<_> = v.iter().map(|(_, t)| t.as_str()).collect();
        assert_eq!(texts, ["%r12", "%rd3", "%tid.x", "__local_depot0", "$L__BB0_2", "_Z3fooPf", "%SPL", "_"]);
        assert!(v.iter().all(|(k, _)| *k == Ident));
    }

    #[test]
    fn opcode_and_modifiers() {
        use TokenKind::*;
        let v = kinds("ld.global.nc.v4.f32 cp.async.bulk.shared::cluster.global.L2::cache_hint tex.1d");
        let texts: Vec<_> = v.iter().map(|(_, t)| t.as_str()).collect();
        assert_eq!(
            texts,
            ["ld", ".global", ".nc", ".v4", ".f32", "cp", ".async", ".bulk", ".shared::cluster", ".global", ".L2::cache_hint", "tex", ".1d"]
        );
        assert_eq!(v[0].0, Ident);
        assert_eq!(v[1].0, Directive);
        assert_eq!(v[12].0, Directive);
    }

    #[test]
    fn numbers() {
        use TokenKind::*;
        let v = kinds("42 0x1F 017 0b101 7U 0f3F800000 0d3FF0000000000000 1.5 2e-3 7.8 .5");
        let ks: Vec<_> = v.iter().map(|(k, _)| *k).collect();
        assert_eq!(ks, [Int, Int, Int, Int, Int, Float, Float, Float, Float, Float, Float]);
        assert_eq!(v[4].1, "7U");
    }

    #[test]
    fn comments_strings_and_line_starts() {
        let src = "a // x\n/* y\n z */ b \"s\\\"q\" ;";
        let (toks, errs) = lex(src, 100);
        assert!(errs.is_empty());
        assert_eq!(toks[0].text(src), "a");
        assert_eq!(toks[1].text(src), "b");
        assert!(toks[1].line_start);
        assert_eq!(toks[2].text(src), "\"s\\\"q\"");
        assert!(!toks[3].line_start);
    }

    #[test]
    fn errors_and_budget() {
        let src = "a<<b>=c!=d&&e||f|g&h%i % j";
        let (toks, errs) = lex(src, 100);
        assert!(errs.is_empty());
        use TokenKind::*;
        let ks: Vec<_> = toks.iter().map(|t| t.kind).collect();
        assert_eq!(ks, [Ident, Shl, Ident, Ge, Ident, Ne, Ident, AndAnd, Ident, OrOr, Ident, Pipe, Ident, Amp, Ident, Ident, Percent, Ident, Eof]);
        let (_, errs) = lex("a # b", 100);
        assert_eq!(errs[0].message, "unexpected character '#'");
        assert_eq!(errs[0].offset, 2);
        let (_, errs) = lex("\"open", 100);
        assert_eq!(errs[0].message, "unterminated string");
        let src = "1PKh 0x 0b12";
        let (toks, errs) = lex(src, 100);
        assert!(errs.is_empty());
        let texts: Vec<_> = toks.iter().map(|t| t.text(src)).collect();
        assert_eq!(texts, ["1", "PKh", "0", "x", "0b1", "2", ""]);
        let (toks, errs) = lex("a b c d", 2);
        assert_eq!(toks.len(), 3);
        assert!(errs[0].message.contains("token budget"));
    }
}
