//! ptxas's side of the pipeline (seed 004): a PTX module to SASS words, phase by phase, each
//! phase a module, in pipeline order. It builds on the SASS ISA ([`crate::sass`]: instruction
//! model, opcode and arch facts, form tables, encoder, printer, parser), which knows nothing of
//! these phases.
//!
//! ```text
//!  PTX module (crate::ptx::ast)
//!    │  driver::compile            the SM resolved once into a target::Target; every kernel in
//!    │                             order (driver::compile_kernel), each device function it calls
//!    │                             first, callees before callers (whole-program, as ptxas)
//!    ▼
//!  Phase 1 (MercConverter)         phase1            PTX instruction → Ori instructions with real
//!    │                                               SASS opcodes: rules keyed by opcode, type and
//!    │                                               modifiers (phase1::template rows, or a Rust
//!    │                                               body where the rule computes), one module per
//!    │                                               PTX family; post-conversion lowerings
//!    ▼                                               (phase1::post)
//!  Ori IR                          ori               virtual registers, operand classes
//!    │
//!  arch lowering                   lower             Blackwell's bank-0 relocation and constant
//!    │                                               operands (lower), the prologue
//!    │                                               (lower::prologue), sm_87's barrier preamble
//!    ▼
//!  register allocation             regalloc          liveness → linear scan (assign) → spilling
//!    │                                               (spill) → rewrite into machine IR, MercExpand
//!    ▼
//!  machine IR                      mir               SASS instructions on hardware registers
//!    │  arch legalization          lower::legalize   respellings the arch needs
//!    ▼
//!  scheduling                      schedule          list scheduler per block, control codes
//!    │                                               (stall, yield, scoreboards)
//!    ▼
//!  layout                          layout            kernel, reached device functions, tail;
//!    │                                               branch/call targets, jump tables
//!    ▼
//!  Phase 2                         phase2            matcher priority contests per instruction
//!    │                                               class, encoding slots, modifier dispatchers;
//!    │                                               on sm_120/121 the pattern coordinator
//!    ▼                                               (phase2::sm120)
//!  operand reuse                   reuse             .reuse flags where the template has slots
//!    │
//!  encoding                        crate::sass::encode, with the winning template
//!    │
//!  scoreboard check                schedule::check   every read waits for its producer
//!    ▼
//!  listing and words               layout::listing   nvdisasm's layout, constant sections
//! ```
//!
//! Every phase's result is recorded for the explorer by one bridge, [`snapshot`]; no phase writes
//! the trace itself. `tests/tests/layers.rs` holds the shape: the ISA imports no phase, no phase
//! imports a later one, only the bridge and the driver name the trace.

pub mod driver;
pub mod layout;
pub mod lower;
pub mod mir;
pub mod ori;
pub mod phase1;
pub mod phase2;
pub mod regalloc;
pub mod reuse;
pub mod schedule;
pub mod snapshot;
pub mod target;
