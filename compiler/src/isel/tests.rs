//! Tests of the selector: the scorer's worked example, the FTZ table, the patterns.
