//! Machine value types (LLVM's `MVT`): the types SelectionDAG values have.
//!
//! The product uses symbolic MVTs (SEED_CONTRACT 3.40: the SimpleVT numbers of the binaries are
//! trivia). Names print as LLVM prints them in DAG dumps: `i32`, `f16`, `v2f16`, `ch` (a chain),
//! `glue`.

use std::fmt;

/// The scalar type of a value or of a vector's lanes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Scalar {
    /// 1-bit integer (predicates).
    I1,
    /// 8-bit integer.
    I8,
    /// 16-bit integer.
    I16,
    /// 32-bit integer.
    I32,
    /// 64-bit integer.
    I64,
    /// 128-bit integer.
    I128,
    /// IEEE half.
    F16,
    /// bfloat16.
    BF16,
    /// IEEE single.
    F32,
    /// IEEE double.
    F64,
}

impl Scalar {
    /// Width in bits.
    pub const fn bits(self) -> u32 {
        match self {
            Scalar::I1 => 1,
            Scalar::I8 => 8,
            Scalar::I16 | Scalar::F16 | Scalar::BF16 => 16,
            Scalar::I32 | Scalar::F32 => 32,
            Scalar::I64 | Scalar::F64 => 64,
            Scalar::I128 => 128,
        }
    }

    /// Whether it is a floating-point type.
    pub const fn is_float(self) -> bool {
        matches!(self, Scalar::F16 | Scalar::BF16 | Scalar::F32 | Scalar::F64)
    }

    /// The integer type of `bits` bits, if it is one of the simple ones.
    pub const fn int(bits: u32) -> Option<Scalar> {
        match bits {
            1 => Some(Scalar::I1),
            8 => Some(Scalar::I8),
            16 => Some(Scalar::I16),
            32 => Some(Scalar::I32),
            64 => Some(Scalar::I64),
            128 => Some(Scalar::I128),
            _ => None,
        }
    }

    const fn name(self) -> &'static str {
        match self {
            Scalar::I1 => "i1",
            Scalar::I8 => "i8",
            Scalar::I16 => "i16",
            Scalar::I32 => "i32",
            Scalar::I64 => "i64",
            Scalar::I128 => "i128",
            Scalar::F16 => "f16",
            Scalar::BF16 => "bf16",
            Scalar::F32 => "f32",
            Scalar::F64 => "f64",
        }
    }
}

/// A machine value type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mvt {
    /// A chain (`ch`): orders side effects.
    Other,
    /// Glue: ties two nodes together for scheduling.
    Glue,
    /// A scalar.
    Scalar(Scalar),
    /// A fixed-width vector of `lanes` scalars.
    Vector(Scalar, u16),
}

impl Mvt {
    /// `i1`.
    pub const I1: Mvt = Mvt::Scalar(Scalar::I1);
    /// `i8`.
    pub const I8: Mvt = Mvt::Scalar(Scalar::I8);
    /// `i16`.
    pub const I16: Mvt = Mvt::Scalar(Scalar::I16);
    /// `i32`.
    pub const I32: Mvt = Mvt::Scalar(Scalar::I32);
    /// `i64`.
    pub const I64: Mvt = Mvt::Scalar(Scalar::I64);
    /// `i128`.
    pub const I128: Mvt = Mvt::Scalar(Scalar::I128);
    /// `f16`.
    pub const F16: Mvt = Mvt::Scalar(Scalar::F16);
    /// `bf16`.
    pub const BF16: Mvt = Mvt::Scalar(Scalar::BF16);
    /// `f32`.
    pub const F32: Mvt = Mvt::Scalar(Scalar::F32);
    /// `f64`.
    pub const F64: Mvt = Mvt::Scalar(Scalar::F64);

    /// Total width in bits (0 for chains and glue).
    pub const fn bits(self) -> u32 {
        match self {
            Mvt::Other | Mvt::Glue => 0,
            Mvt::Scalar(s) => s.bits(),
            Mvt::Vector(s, n) => s.bits() * n as u32,
        }
    }

    /// The scalar type, or the lane type of a vector.
    pub const fn scalar(self) -> Option<Scalar> {
        match self {
            Mvt::Scalar(s) | Mvt::Vector(s, _) => Some(s),
            _ => None,
        }
    }

    /// Number of lanes (1 for scalars, 0 for chains and glue).
    pub const fn lanes(self) -> u16 {
        match self {
            Mvt::Scalar(_) => 1,
            Mvt::Vector(_, n) => n,
            _ => 0,
        }
    }

    /// Whether this is a vector.
    pub const fn is_vector(self) -> bool {
        matches!(self, Mvt::Vector(..))
    }

    /// Whether this is an integer scalar or integer vector.
    pub const fn is_integer(self) -> bool {
        match self.scalar() {
            Some(s) => !s.is_float(),
            None => false,
        }
    }

    /// Whether this is a floating-point scalar or vector.
    pub const fn is_float(self) -> bool {
        match self.scalar() {
            Some(s) => s.is_float(),
            None => false,
        }
    }

    /// Whether this is a data value (not a chain or glue).
    pub const fn is_value(self) -> bool {
        self.scalar().is_some()
    }
}

impl fmt::Display for Mvt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mvt::Other => f.write_str("ch"),
            Mvt::Glue => f.write_str("glue"),
            Mvt::Scalar(s) => f.write_str(s.name()),
            Mvt::Vector(s, n) => write!(f, "v{n}{}", s.name()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_match_llvm_dumps() {
        assert_eq!(Mvt::Other.to_string(), "ch");
        assert_eq!(Mvt::Glue.to_string(), "glue");
        assert_eq!(Mvt::Vector(Scalar::F16, 2).to_string(), "v2f16");
        assert_eq!(Mvt::Vector(Scalar::I8, 4).to_string(), "v4i8");
        assert_eq!(Mvt::BF16.to_string(), "bf16");
    }

    #[test]
    fn sizes() {
        assert_eq!(Mvt::Vector(Scalar::F16, 2).bits(), 32);
        assert_eq!(Mvt::I1.bits(), 1);
        assert_eq!(Mvt::Other.bits(), 0);
        assert!(Mvt::Vector(Scalar::I32, 4).is_integer());
        assert!(!Mvt::Glue.is_value());
    }
}
