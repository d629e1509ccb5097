//! The PTX front end of the ptxas side: lexer, syntax tree, parser and printer.
//!
//! ```text
//!  PTX text ──lexer──► tokens ──parser──► ast::Module ──printer──► canonical PTX
//!                                  │
//!                                  └──► (next) Phase 1: MercConverter, dispatching on
//!                                        opcode + type + modifiers (seed 004)
//! ```
//!
//! [`parse`] never panics; every problem comes back as a [`Diagnostic`] with line and column.
//! [`print`] is the inverse up to layout: `parse(print(m)) == m` (spans aside) for every module
//! `parse` returns.

pub mod ast;
pub mod header;
pub mod isa;
pub mod lexer;
pub mod parser;
pub mod printer;

pub use parser::{ParseBudget, PHASE};
pub use printer::{print, print_lines};

use crate::diag::Diagnostic;

/// Parses PTX text with the default budget.
pub fn parse(source: &str) -> Result<ast::Module, Vec<Diagnostic>> {
    parser::parse(source, &ParseBudget::default())
}

/// Counts worth a glance in the explorer: functions, instructions, declared registers.
pub fn stats(module: &ast::Module) -> Vec<(String, u64)> {
    let mut instructions = 0u64;
    let mut registers = 0u64;
    fn walk(statements: &[ast::Statement], instructions: &mut u64, registers: &mut u64) {
        for s in statements {
            match s {
                ast::Statement::Instruction(_) => *instructions += 1,
                ast::Statement::Reg(r) => {
                    *registers += r.names.iter().map(|n| n.count.map_or(1, u64::from)).sum::<u64>();
                }
                ast::Statement::Block(b) => walk(&b.statements, instructions, registers),
                _ => {}
            }
        }
    }
    let mut functions = 0u64;
    for f in module.functions() {
        functions += 1;
        if let Some(b) = &f.body {
            walk(&b.statements, &mut instructions, &mut registers);
        }
    }
    vec![
        ("functions".to_string(), functions),
        ("instructions".to_string(), instructions),
        ("registers".to_string(), registers),
    ]
}

#[cfg(test)]
mod tests;
