//! The example kernels embedded from `assets/kernels/`, one per kind of thing the compiler does;
//! the first one opens on start. Each compiles without errors on the LLVM side today (the
//! component tests check it); the PTX ones go all the way to SASS.

use nvisel::InputKind;

/// One embedded example.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Example {
    /// The file name, shown in the examples menu.
    pub name: &'static str,
    /// What it shows, one line.
    pub about: &'static str,
    /// Its input kind.
    pub kind: InputKind,
    /// The source text.
    pub source: &'static str,
}

/// Every example, the default first.
pub const EXAMPLES: &[Example] = &[
    Example {
        name: "saxpy.ll",
        about: "element-wise y = a*x + y, one thread per element (the default)",
        kind: InputKind::LlvmIr,
        source: include_str!("../../assets/kernels/saxpy.ll"),
    },
    Example {
        name: "reduce_shared.ll",
        about: "block sum in shared memory with __syncthreads barriers",
        kind: InputKind::LlvmIr,
        source: include_str!("../../assets/kernels/reduce_shared.ll"),
    },
    Example {
        name: "atomics.ll",
        about: "atomicrmw add, and, or, xor, min, max, xchg and fadd on global memory",
        kind: InputKind::LlvmIr,
        source: include_str!("../../assets/kernels/atomics.ll"),
    },
    Example {
        name: "warp_shuffle.ll",
        about: "butterfly all-reduce across a warp with shfl.sync.bfly",
        kind: InputKind::LlvmIr,
        source: include_str!("../../assets/kernels/warp_shuffle.ll"),
    },
    Example {
        name: "warp_vote.ll",
        about: "warp votes with vote.sync: ballot and any",
        kind: InputKind::LlvmIr,
        source: include_str!("../../assets/kernels/warp_vote.ll"),
    },
    Example {
        name: "conversions.ll",
        about: "float <-> int conversions: fptosi, fptoui, sitofp, fpext",
        kind: InputKind::LlvmIr,
        source: include_str!("../../assets/kernels/conversions.ll"),
    },
    Example {
        name: "int64_math.ll",
        about: "64-bit integer arithmetic, division and shifts",
        kind: InputKind::LlvmIr,
        source: include_str!("../../assets/kernels/int64_math.ll"),
    },
    Example {
        name: "local_array.ll",
        about: "a per-thread array in local memory (the __local_depot frame)",
        kind: InputKind::LlvmIr,
        source: include_str!("../../assets/kernels/local_array.ll"),
    },
    Example {
        name: "switch.ll",
        about: "a switch on an opcode: compare-and-branch chains",
        kind: InputKind::LlvmIr,
        source: include_str!("../../assets/kernels/switch.ll"),
    },
    Example {
        name: "device_call.ll",
        about: "calls to noinline __device__ functions through the .param ABI",
        kind: InputKind::LlvmIr,
        source: include_str!("../../assets/kernels/device_call.ll"),
    },
    Example {
        name: "loop_phi.ll",
        about: "a while loop: phi nodes, back edges, setp + bra",
        kind: InputKind::LlvmIr,
        source: include_str!("../../assets/kernels/loop_phi.ll"),
    },
    Example {
        name: "fma_contract.ll",
        about: "fmul + fadd contracted into fma by the DAG combiner (only with contract)",
        kind: InputKind::LlvmIr,
        source: include_str!("../../assets/kernels/fma_contract.ll"),
    },
    Example {
        name: "fma_ftz.ll",
        about: "the FMA selection contest and the FTZ table: which kernels get fma.rn.ftz.f32",
        kind: InputKind::LlvmIr,
        source: include_str!("../../assets/kernels/fma_ftz.ll"),
    },
    Example {
        name: "intrinsics.ll",
        about: "bit intrinsics (ctpop, ctlz, cttz) and a 64-bit multiply-high",
        kind: InputKind::LlvmIr,
        source: include_str!("../../assets/kernels/intrinsics.ll"),
    },
    Example {
        name: "stencil_2d.ll",
        about: "2D 5-point stencil: address arithmetic and bounds-guarded loads",
        kind: InputKind::LlvmIr,
        source: include_str!("../../assets/kernels/stencil_2d.ll"),
    },
    Example {
        name: "matmul.ll",
        about: "naive matrix multiply: a loop carrying an fma chain",
        kind: InputKind::LlvmIr,
        source: include_str!("../../assets/kernels/matmul.ll"),
    },
    Example {
        name: "nvvm_vector_add.ll",
        about: "NVVM IR 2.0: typed pointers and an !nvvm.annotations kernel",
        kind: InputKind::LlvmIr,
        source: include_str!("../../assets/kernels/nvvm_vector_add.ll"),
    },
    Example {
        name: "saxpy.ptx",
        about: "PTX input: saxpy as LLVM 22 prints it, through the ptxas side to SASS",
        kind: InputKind::Ptx,
        source: include_str!("../../assets/kernels/saxpy.ptx"),
    },
    Example {
        name: "int64.ptx",
        about: "PTX input: 64-bit integer ops split into 32-bit halves in SASS",
        kind: InputKind::Ptx,
        source: include_str!("../../assets/kernels/int64.ptx"),
    },
    Example {
        name: "shared.ptx",
        about: "PTX input: shared memory and bar.sync down to STS/LDS and BAR.SYNC",
        kind: InputKind::Ptx,
        source: include_str!("../../assets/kernels/shared.ptx"),
    },
];

/// The example the explorer opens on.
pub fn default_example() -> &'static Example {
    &EXAMPLES[0]
}

/// The example called `name`.
pub fn by_name(name: &str) -> Option<&'static Example> {
    EXAMPLES.iter().find(|e| e.name == name)
}
