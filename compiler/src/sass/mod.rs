//! SASS for Hopper and its neighbours: the instruction model ([`inst`]), the per-architecture form
//! tables ([`forms`]), the Mercury encoder to 128-bit words with named fields ([`encode`]), the
//! nvdisasm-exact printer ([`print`]) and a parser for nvdisasm/cuobjdump text ([`parse`]).
//!
//! The arch is a parameter everywhere; sm_90 has a table (`forms_sm90.txt`), other arches report
//! that theirs is not there yet.

pub mod encode;
pub mod forms;
pub mod inst;
pub mod parse;
pub mod print;
