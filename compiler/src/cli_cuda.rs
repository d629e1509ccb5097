//! `nvisel compile k.cu`: a CUDA file goes to device code first, with a real compiler found on
//! PATH, and the command used is printed so the step can be repeated by hand.
//!
//! - clang (default): `clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib
//!   --cuda-gpu-arch=sm_XX -Xclang -target-feature -Xclang +ptxNN -include PRELUDE -ON -S
//!   -emit-llvm FILE -o -` gives LLVM IR, which the whole pipeline then compiles. Without the
//!   CUDA headers (`-nocudainc`) a small prelude supplies `__global__` and the other qualifiers
//!   and clang's own `threadIdx`/`blockIdx`/`blockDim`/`gridDim`.
//! - nvcc (`--cuda nvcc`): `nvcc -arch=sm_XX -ptx FILE -o -` gives PTX, which the ptxas side
//!   compiles.

use crate::target::{PtxVersion, Sm};
use crate::InputKind;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Which compiler turns a `.cu` file into device code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum CudaCompiler {
    /// clang-22 (or clang), to LLVM IR.
    Clang,
    /// nvcc, to PTX.
    Nvcc,
}

/// The prelude clang reads before the file (the qualifiers the CUDA headers would define).
const PRELUDE: &str = "\
// nvisel: what the CUDA headers would define, for clang -nocudainc
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __attribute__((always_inline)) inline
#define __noinline__ __attribute__((noinline))
#include <__clang_cuda_builtin_vars.h>
";

/// Whether `path` names a CUDA source file.
pub fn is_cuda(path: &str) -> bool {
    path.ends_with(".cu") || path.ends_with(".cuh")
}

/// The first of `names` found on PATH.
fn on_path(names: &[&str]) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    names.iter().find_map(|n| std::env::split_paths(&path).map(|d| d.join(n)).find(|p| p.is_file()))
}

/// A shell-quoted command line, as printed.
fn shown(program: &Path, args: &[String]) -> String {
    let quote = |a: &str| {
        if !a.is_empty() && a.chars().all(|c| c.is_ascii_alphanumeric() || "-_=+./:,@".contains(c)) {
            a.to_string()
        } else {
            format!("'{}'", a.replace('\'', "'\\''"))
        }
    };
    std::iter::once(program.display().to_string()).chain(args.iter().map(|a| quote(a))).collect::<Vec<_>>().join(" ")
}

/// Compiles the CUDA file `path` for `sm` with `with`: the device code and its kind, and the
/// command used; or the sentence to print (no compiler, or the compiler's own errors).
pub fn compile(path: &str, sm: Sm, ptx: Option<PtxVersion>, opt_level: u8, with: CudaCompiler) -> Result<(String, InputKind, String), String> {
    let (names, how): (&[&str], &str) = match with {
        CudaCompiler::Clang => (&["clang-22", "clang"], "install clang 22 (apt-get install clang-22), or pass --cuda nvcc with nvcc on PATH"),
        CudaCompiler::Nvcc => (&["nvcc"], "put the CUDA toolkit's bin/ (nvcc) on PATH, or drop --cuda nvcc to use clang-22"),
    };
    let Some(program) = on_path(names) else {
        return Err(format!(
            "{path}:1:1: error: a CUDA file needs {} on PATH to become device code: {how}; or compile it to LLVM IR or PTX yourself and pass that file",
            names.join(" or ")
        ));
    };
    let arch = sm.to_string();
    let args: Vec<String> = match with {
        CudaCompiler::Clang => {
            let prelude = std::env::temp_dir().join("nvisel-cuda-prelude.h");
            if std::fs::read_to_string(&prelude).ok().as_deref() != Some(PRELUDE) {
                std::fs::write(&prelude, PRELUDE).map_err(|e| format!("{}: error: cannot write the CUDA prelude: {e}", prelude.display()))?;
            }
            let v = ptx.unwrap_or_else(|| sm.min_ptx());
            let mut a: Vec<String> = ["-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib"].map(String::from).to_vec();
            a.push(format!("--cuda-gpu-arch={arch}"));
            a.extend(["-Xclang", "-target-feature", "-Xclang"].map(String::from));
            a.push(format!("+ptx{}{}", v.major, v.minor));
            a.extend(["-include".to_string(), prelude.display().to_string()]);
            a.extend([format!("-O{opt_level}"), "-S".into(), "-emit-llvm".into(), path.to_string(), "-o".into(), "-".into()]);
            a
        }
        CudaCompiler::Nvcc => vec![format!("-arch={arch}"), "-ptx".into(), format!("-O{}", opt_level.min(3)), path.to_string(), "-o".into(), "-".into()],
    };
    let command = shown(&program, &args);
    let out = Command::new(&program).args(&args).output().map_err(|e| format!("{path}:1:1: error: cannot run {command}: {e}"))?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        return Err(format!("{command}\n{}{path}:1:1: error: {} failed on the CUDA file (its messages are above)", stderr, program.display()));
    }
    let text = String::from_utf8(out.stdout).map_err(|_| format!("{path}:1:1: error: {command} wrote output that is not UTF-8"))?;
    let kind = match with {
        CudaCompiler::Clang => InputKind::LlvmIr,
        CudaCompiler::Nvcc => InputKind::Ptx,
    };
    Ok((text, kind, command))
}
