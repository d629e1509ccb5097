//! The `nvisel` command line: the contract in `shared/DESIGN.md`.
//!
//! ```text
//! nvisel compile INPUT [-o OUT] [--sm SM] [--ptx VER] [--emit KIND] [-O LEVEL] [--knob ID=VALUE]...
//! ```
//! Exit status: 0 ok; 1 the input has errors (diagnostics on stderr as
//! `FILE:LINE:COL: error: MESSAGE`); 2 usage error. `-mcpu=sm_90` and `-mattr=+ptx80` are accepted
//! for llc users. [`run`] is the whole command, with its I/O passed in, so tests drive it in-process.

use crate::{compile, InputKind, Options, Pipeline, Stage};
use crate::target::{PtxVersion, Sm};
use clap::{Parser, Subcommand, ValueEnum};
use std::io::{Read, Write};

/// What `--emit` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Emit {
    /// PTX text (default for .ll and .mlir input).
    Ptx,
    /// SASS listing in nvdisasm's format with both hex words (default for .ptx input).
    Sass,
    /// Raw SASS: 16 bytes per instruction, two little-endian u64 words, low first (`nvdisasm -b`).
    SassBin,
    /// The SelectionDAG of every block after every DAG phase.
    Dag,
    /// The instruction-selection report: per node, the layer, the contest and the winner.
    Isel,
    /// Machine IR after each machine pass.
    Mir,
    /// LLVM IR (what the MLIR front end lowered to, or the parsed input printed back).
    Llvm,
    /// JSON of every phase: what the explorer shows.
    Trace,
}

impl Emit {
    fn stage(self) -> Stage {
        match self {
            Emit::Llvm => Stage::Llvm,
            Emit::Dag => Stage::Dag,
            Emit::Ptx | Emit::Isel | Emit::Mir => Stage::Ptx,
            Emit::Sass | Emit::SassBin | Emit::Trace => Stage::Sass,
        }
    }
}

const AFTER_HELP: &str = "\
Inputs:
  .ll     LLVM IR: modern (opaque ptr, ptx_kernel) or NVVM IR 2.0 (typed pointers, nvvm.annotations)
  .mlir   nvgpu/nvvm/gpu/arith/memref/func subset
  .ptx    PTX (only the ptxas-side phases run)
  .cu     CUDA: made device code first by clang-22 (LLVM IR) or, with --cuda nvcc, nvcc (PTX),
          found on PATH; the command used is printed on stderr
  -       stdin (kind guessed from content)

SMs: 75 80 86 87 88 89 90 90a 100 100a 100f 101 101a 103 103a 103f 110 110a 110f 120 120a 120f 121 121a 121f
     (sm_90 and 90 both accepted; default 90)

llc spellings: -mcpu=sm_90 is --sm 90, -mattr=+ptx80 is --ptx 8.0

Exit status: 0 ok; 1 the input has errors (diagnostics on stderr as FILE:LINE:COL: error: MESSAGE);
             2 usage error";

/// nvisel: an instruction-selection explorer for NVIDIA GPUs.
#[derive(Debug, Parser)]
#[command(name = "nvisel", version, about, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Compile LLVM IR, MLIR nvgpu or PTX to PTX and SASS, printing the phase you ask for.
    #[command(after_help = format!("{AFTER_HELP}\n\n{}", crate::mir::passes::knobs::help()))]
    Compile(CompileArgs),
    /// Print a share link that opens INPUT in the explorer with these options.
    Link(LinkArgs),
}

#[derive(Debug, clap::Args)]
struct LinkArgs {
    /// The input file (.ll, .mlir, .ptx), or - for stdin.
    input: String,
    /// Target SM.
    #[arg(long, value_name = "SM", default_value = "90", value_parser = parse_sm)]
    sm: Sm,
    /// PTX ISA version.
    #[arg(long, value_name = "VER", value_parser = parse_ptx)]
    ptx: Option<PtxVersion>,
    /// Optimisation level.
    #[arg(short = 'O', value_name = "LEVEL", default_value = "3", value_parser = clap::value_parser!(u8).range(0..=3))]
    opt_level: u8,
    /// Whose back end to follow: llvm or nvidia.
    #[arg(long, value_name = "NAME", value_parser = parse_pipeline)]
    pipeline: Option<Pipeline>,
    /// Where the explorer is served.
    #[arg(long, value_name = "URL", default_value = "http://127.0.0.1:8080/")]
    base: String,
}

#[derive(Debug, clap::Args)]
struct CompileArgs {
    /// The input file (.ll, .mlir, .ptx), or - for stdin.
    input: String,
    /// Output file (default: stdout).
    #[arg(short = 'o', value_name = "OUT")]
    output: Option<String>,
    /// Target SM: 90, sm_90, 90a, 100f, ...
    #[arg(long, value_name = "SM", default_value = "90", value_parser = parse_sm)]
    sm: Sm,
    /// PTX ISA version as in .version: 8.0 or 80 (default: the lowest the SM allows).
    #[arg(long, value_name = "VER", value_parser = parse_ptx)]
    ptx: Option<PtxVersion>,
    /// What to print (default: ptx for .ll/.mlir, sass for .ptx).
    #[arg(long, value_enum, value_name = "KIND")]
    emit: Option<Emit>,
    /// Optimisation level, as llc's -O.
    #[arg(short = 'O', value_name = "LEVEL", default_value = "3", value_parser = clap::value_parser!(u8).range(0..=3))]
    opt_level: u8,
    /// Set a machine-pass knob, repeatable: --knob nv-remat-default-max-reg=32 (listed below).
    #[arg(long = "knob", value_name = "ID=VALUE", value_parser = parse_knob)]
    knob: Vec<(String, String)>,
    /// Whose back end to follow: llvm (llc-22) or nvidia (libNVVM; the seeds). Default: nvidia
    /// for NVVM IR 2.0, llvm for everything else.
    #[arg(long, value_name = "NAME", value_parser = parse_pipeline)]
    pipeline: Option<Pipeline>,
    /// For a .cu input: the compiler that makes its device code (clang-22 to LLVM IR, or nvcc
    /// to PTX), found on PATH; the command used is printed on stderr.
    #[arg(long = "cuda", value_enum, value_name = "COMPILER", default_value = "clang")]
    cuda: crate::cli_cuda::CudaCompiler,
}

fn parse_pipeline(s: &str) -> Result<Pipeline, String> {
    Pipeline::parse(s).ok_or_else(|| format!("unknown pipeline '{s}' (llvm or nvidia)"))
}

fn parse_knob(s: &str) -> Result<(String, String), String> {
    let (id, value) = s.split_once('=').ok_or_else(|| format!("a knob is set as ID=VALUE, not '{s}'"))?;
    crate::mir::passes::Knobs::default().set(id, value)?;
    Ok((id.to_string(), value.to_string()))
}

fn parse_sm(s: &str) -> Result<Sm, String> {
    Sm::parse(s).ok_or_else(|| format!("unknown SM '{s}': {}", Sm::refusal(s)))
}

fn parse_ptx(s: &str) -> Result<PtxVersion, String> {
    PtxVersion::parse(s).ok_or_else(|| format!("invalid PTX ISA version '{s}' (try 8.0 or 80)"))
}

/// Rewrites llc's single-dash `-mcpu=` and `-mattr=` into the long options.
fn translate_llc_spellings(args: Vec<String>) -> Result<Vec<String>, String> {
    let mut out = Vec::with_capacity(args.len());
    for a in args {
        if let Some(cpu) = a.strip_prefix("-mcpu=") {
            out.push(format!("--sm={cpu}"));
        } else if let Some(attrs) = a.strip_prefix("-mattr=") {
            for attr in attrs.split(',').filter(|x| !x.is_empty()) {
                match attr.strip_prefix('+').and_then(|x| x.strip_prefix("ptx")) {
                    Some(v) => out.push(format!("--ptx={v}")),
                    None => return Err(format!("unsupported -mattr feature '{attr}' (only +ptxNN is known)")),
                }
            }
        } else {
            out.push(a);
        }
    }
    Ok(out)
}

/// Runs the command line `args` (without the program name) with the given standard streams and
/// returns the exit status.
pub fn run(args: Vec<String>, stdin: &mut dyn Read, stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let args = match translate_llc_spellings(args) {
        Ok(a) => a,
        Err(e) => {
            let _ = writeln!(stderr, "error: {e}");
            return 2;
        }
    };
    let cli = match Cli::try_parse_from(std::iter::once("nvisel".to_string()).chain(args)) {
        Ok(c) => c,
        Err(e) => {
            let code = e.exit_code();
            let text = e.render().ansi().to_string();
            let _ = if code == 0 { write!(stdout, "{text}") } else { write!(stderr, "{text}") };
            return if code == 0 { 0 } else { 2 };
        }
    };
    match cli.command {
        Command::Compile(a) => run_compile(a, stdin, stdout, stderr),
        Command::Link(a) => run_link(a, stdin, stdout, stderr),
    }
}

/// Reads INPUT (a path or `-`) as UTF-8: `(name for messages, text)` or the exit status.
fn read_input(input: &str, stdin: &mut dyn Read, stderr: &mut dyn Write) -> Result<(String, String), i32> {
    let (file_name, bytes) = if input == "-" {
        let mut bytes = Vec::new();
        if let Err(e) = stdin.read_to_end(&mut bytes) {
            let _ = writeln!(stderr, "<stdin>: error: cannot read standard input: {e}");
            return Err(1);
        }
        ("<stdin>".to_string(), bytes)
    } else {
        match std::fs::read(input) {
            Ok(b) => (input.to_string(), b),
            Err(e) => {
                let _ = writeln!(stderr, "{input}: error: cannot read input: {e}");
                return Err(1);
            }
        }
    };
    match String::from_utf8(bytes) {
        Ok(s) => Ok((file_name, s)),
        Err(e) => {
            let bytes = e.as_bytes();
            let at = e.utf8_error().valid_up_to();
            let line = bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1;
            let col = at - bytes[..at].iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1) + 1;
            let _ = writeln!(stderr, "{file_name}:{line}:{col}: error: input is not valid UTF-8");
            Err(1)
        }
    }
}

fn input_kind(input: &str, source: &str) -> InputKind {
    if input == "-" { None } else { InputKind::from_path(input) }.unwrap_or_else(|| InputKind::detect(source))
}

fn run_link(a: LinkArgs, stdin: &mut dyn Read, stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let (_, source) = match read_input(&a.input, stdin, stderr) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let state = crate::share::ShareState {
        kind: input_kind(&a.input, &source),
        source,
        sm: a.sm,
        ptx: a.ptx,
        opt_level: a.opt_level,
        pipeline: a.pipeline,
        phase: None,
        node: None,
    };
    let base = a.base.split('#').next().unwrap_or_default();
    match writeln!(stdout, "{base}#{}", crate::share::encode(&state)) {
        Ok(()) => 0,
        Err(e) => {
            let _ = writeln!(stderr, "error: cannot write output: {e}");
            1
        }
    }
}

fn run_compile(a: CompileArgs, stdin: &mut dyn Read, stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let (file_name, source, input) = if crate::cli_cuda::is_cuda(&a.input) {
        match crate::cli_cuda::compile(&a.input, a.sm, a.ptx, a.opt_level, a.cuda) {
            Ok((text, kind, command)) => {
                // Positions are in the device code, named as the file it would be.
                let name = format!("{}.{}", a.input, if kind == InputKind::Ptx { "ptx" } else { "ll" });
                let _ = writeln!(stderr, "nvisel: {} to {} with: {command}", a.input, kind.describe());
                (name, text, kind)
            }
            Err(message) => {
                let _ = writeln!(stderr, "{message}");
                return 1;
            }
        }
    } else {
        let (file_name, source) = match read_input(&a.input, stdin, stderr) {
            Ok(x) => x,
            Err(code) => return code,
        };
        let input = input_kind(&a.input, &source);
        (file_name, source, input)
    };
    let emit = a.emit.unwrap_or(if input == InputKind::Ptx { Emit::Sass } else { Emit::Ptx });
    let options = Options {
        input: Some(input),
        sm: a.sm,
        ptx: a.ptx,
        opt_level: a.opt_level,
        stop_after: emit.stage(),
        knobs: a.knob,
        pipeline: a.pipeline,
        ..Options::default()
    };
    let c = compile(&source, &options);
    for d in &c.diagnostics {
        let _ = writeln!(stderr, "{}", d.render(&file_name));
    }
    let out: Option<Vec<u8>> = match emit {
        Emit::Trace => Some(c.trace_json().into_bytes()),
        Emit::Ptx => c.outputs.ptx.clone().map(String::into_bytes),
        Emit::Sass => c.outputs.sass.as_ref().map(|s| s.listing.clone().into_bytes()),
        Emit::SassBin => c.outputs.sass.as_ref().map(|s| s.to_bytes()),
        Emit::Dag => c.outputs.dag.clone().map(String::into_bytes),
        Emit::Isel => c.outputs.isel.clone().map(String::into_bytes),
        Emit::Mir => c.outputs.mir.clone().map(String::into_bytes),
        Emit::Llvm => c.outputs.llvm.clone().map(String::into_bytes),
    };
    let failed = c.has_errors();
    let out = match out {
        // With errors, only the trace is still written (it shows how far the phases got).
        Some(o) if !failed || emit == Emit::Trace => o,
        Some(_) => return 1,
        None if failed => return 1,
        None => {
            let _ = writeln!(
                stderr,
                "{file_name}:1:1: error: --emit {} is not available for {} input yet",
                emit.to_possible_value().map(|v| v.get_name().to_string()).unwrap_or_default(),
                input.describe()
            );
            return 1;
        }
    };
    let written = match &a.output {
        Some(path) => std::fs::write(path, &out).map_err(|e| format!("{path}: error: cannot write output: {e}")),
        None => stdout.write_all(&out).and_then(|()| stdout.flush()).map_err(|e| format!("error: cannot write output: {e}")),
    };
    if let Err(e) = written {
        let _ = writeln!(stderr, "{e}");
        return 1;
    }
    i32::from(failed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_str(args: &[&str], stdin: &str) -> (i32, String, String) {
        let mut out = Vec::new();
        let mut err = Vec::new();
        let code = run(args.iter().map(|s| s.to_string()).collect(), &mut stdin.as_bytes(), &mut out, &mut err);
        (code, String::from_utf8_lossy(&out).into_owned(), String::from_utf8_lossy(&err).into_owned())
    }

    #[test]
    fn usage_errors_exit_2() {
        assert_eq!(run_str(&["compile"], "").0, 2);
        assert_eq!(run_str(&["compile", "x.ll", "--sm", "91"], "").0, 2);
        assert_eq!(run_str(&["compile", "x.ll", "--emit", "bogus"], "").0, 2);
        assert_eq!(run_str(&["compile", "x.ll", "-mattr=+sm90"], "").0, 2);
        assert_eq!(run_str(&["frobnicate"], "").0, 2);
        assert_eq!(run_str(&["compile", "x.ll", "--knob", "no-such-knob=1"], "").0, 2);
        assert_eq!(run_str(&["compile", "x.ll", "--knob", "maxreg=lots"], "").0, 2);
        assert_eq!(run_str(&["compile", "x.ll", "--knob", "maxreg"], "").0, 2);
    }

    #[test]
    fn help_documents_the_contract() {
        let (code, out, _) = run_str(&["compile", "--help"], "");
        assert_eq!(code, 0);
        for needle in ["--sm", "--ptx", "--emit", "sass-bin", "-o", "-O", "stdin", "usage error", "-mcpu=sm_90", "--knob", "nv-remat-default-max-reg", "nvptx-enable-machine-sink"] {
            assert!(out.contains(needle), "help lacks {needle}:\n{out}");
        }
    }

    #[test]
    fn missing_file_is_an_input_error() {
        let (code, _, err) = run_str(&["compile", "/nonexistent/k.ll"], "");
        assert_eq!(code, 1);
        assert!(err.starts_with("/nonexistent/k.ll: error: cannot read input"), "{err}");
    }

    #[test]
    fn link_round_trips_through_share() {
        let (code, out, err) = run_str(&["link", "-", "--sm", "90a", "--base", "https://x.example/nvisel/"], ".version 8.0\n.target sm_90a\n");
        assert_eq!(code, 0, "{err}");
        let (base, frag) = out.trim_end().split_once('#').unwrap();
        assert_eq!(base, "https://x.example/nvisel/");
        let st = crate::share::decode(frag).unwrap();
        assert_eq!(st.kind, InputKind::Ptx);
        assert_eq!(st.sm.to_string(), "sm_90a");
        assert!(st.source.starts_with(".version 8.0"));
    }

    #[test]
    fn a_cuda_file_is_made_device_ir_by_clang_22_and_compiled() {
        // clang-22 is a test dependency (make test-deps): missing, this fails.
        let dir = std::env::temp_dir().join(format!("nvisel-cli-cu-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let cu = dir.join("scale.cu");
        std::fs::write(&cu, "__global__ void scale(float *x, float a, int n) {\n  int i = blockIdx.x * blockDim.x + threadIdx.x;\n  if (i < n) x[i] *= a;\n}\n").unwrap();
        let path = cu.display().to_string();
        let (code, out, err) = run_str(&["compile", &path, "--sm", "80"], "");
        assert_eq!(code, 0, "{err}");
        assert!(err.contains("to LLVM IR with: ") && err.contains("-x cuda --cuda-device-only") && err.contains("--cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx70"), "{err}");
        assert!(out.contains(".target sm_80") && out.contains(".visible .entry _Z5scalePffi("), "{out}");
        // A CUDA error is clang's, then ours naming the command.
        std::fs::write(&cu, "__global__ void broken( {\n}\n").unwrap();
        let (code, _, err) = run_str(&["compile", &path], "");
        assert_eq!(code, 1);
        assert!(err.contains("scale.cu:1:") && err.contains("failed on the CUDA file"), "{err}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn llc_spellings_translate() {
        let a = translate_llc_spellings(vec!["-mcpu=sm_90a".into(), "-mattr=+ptx80".into()]).unwrap();
        assert_eq!(a, vec!["--sm=sm_90a", "--ptx=80"]);
    }
}
