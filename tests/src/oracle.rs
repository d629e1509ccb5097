//! The real tools: `ptxas`, `nvdisasm` and `cuobjdump` from NVIDIA's PyPI wheels, installed by
//! `make test-deps` into a venv outside the repository.
//!
//! The venv is `$NVISEL_VENV`, default `$HOME/.cache/nvisel/venv`. A missing tool is an error with a
//! message naming the command that installs it: oracle tests fail, they never skip.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The venv holding the oracle tools.
pub fn venv() -> PathBuf {
    if let Some(v) = std::env::var_os("NVISEL_VENV") {
        return PathBuf::from(v);
    }
    let home = std::env::var_os("HOME").unwrap_or_else(|| "/root".into());
    Path::new(&home).join(".cache/nvisel/venv")
}

/// The path of one of NVIDIA's tools (`ptxas`, `nvdisasm`, `cuobjdump`) in the venv.
pub fn tool(name: &str) -> Result<PathBuf, String> {
    let lib = venv().join("lib");
    let pythons = std::fs::read_dir(&lib).map_err(|e| missing(name, &format!("{}: {e}", lib.display())))?;
    for entry in pythons.flatten() {
        let p = entry.path().join("site-packages/nvidia/cu13/bin").join(name);
        if p.is_file() {
            return Ok(p);
        }
    }
    Err(missing(name, &format!("not found under {}", lib.display())))
}

fn missing(name: &str, why: &str) -> String {
    format!("oracle tool `{name}` is missing ({why}); run `make test-deps` (or set NVISEL_VENV)")
}

/// A scratch directory under the target directory, unique to this process and `tag`.
pub fn scratch(tag: &str) -> PathBuf {
    let base = std::env::var_os("CARGO_TARGET_TMPDIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| std::env::temp_dir().join("nvisel-tests"));
    let dir = base.join(format!("{tag}-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    dir
}

/// Assembles `ptx` with `ptxas -arch=<arch>` (arch like `sm_90a`). Ok(cubin path) or Err(ptxas's
/// messages).
///
/// PTX that calls a function it only declares (`.extern .func ext`, defined in another module) is
/// legal input for separate compilation, which whole-program ptxas refuses with "Unresolved extern
/// function". Such PTX is assembled again with `-c` (relocatable code, as `nvcc -rdc` does), and
/// only that refusal is retried: every other message is returned as it is.
pub fn ptxas(ptx: &str, arch: &str, name: &str) -> Result<PathBuf, String> {
    let exe = tool("ptxas")?;
    let dir = scratch("ptxas");
    let src = dir.join(format!("{name}.ptx"));
    let cubin = dir.join(format!("{name}.cubin"));
    std::fs::write(&src, ptx).map_err(|e| e.to_string())?;
    let run = |relocatable: bool| {
        let mut cmd = Command::new(&exe);
        cmd.arg(format!("-arch={arch}"));
        if relocatable {
            cmd.arg("-c");
        }
        cmd.arg(&src).arg("-o").arg(&cubin).output().map_err(|e| format!("cannot run ptxas: {e}"))
    };
    let mut out = run(false)?;
    let text = |o: &std::process::Output| format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
    if !out.status.success() && text(&out).contains("Unresolved extern function") {
        out = run(true)?;
    }
    if out.status.success() {
        Ok(cubin)
    } else {
        Err(text(&out))
    }
}

/// The venv's python (llvmlite for LLVM 22, ctypes for libNVVM). Missing is an error naming the
/// command that installs it.
pub fn python() -> Result<PathBuf, String> {
    let p = venv().join("bin/python");
    if p.is_file() {
        Ok(p)
    } else {
        Err(missing("python", &format!("{} does not exist", p.display())))
    }
}

/// One LLVM 22 compilation: an LLVM IR file, the SM (`90`, `100a`) and the PTX version feature
/// (`None`: LLVM's default for the SM, as `llc -mcpu=sm_XX` with no `-mattr`).
#[derive(Clone, Debug)]
pub struct LlcJob {
    /// The `.ll` file.
    pub file: PathBuf,
    /// The SM as `--sm` takes it (`90`, `100a`).
    pub sm: String,
    /// `+ptxNN` feature number (`80`), or `None` for the SM's default.
    pub ptx: Option<u32>,
}

/// LLVM 22's NVPTX back end (llc -O3 through llvmlite) on every job, in one python process that
/// forks a child per job (LLVM aborts the process on some errors, e.g. a missing libcall). One
/// entry per job: Ok(PTX) or Err(LLVM's messages).
pub fn llvm22_batch(jobs: &[LlcJob], tag: &str) -> Result<Vec<Result<String, String>>, String> {
    const SCRIPT: &str = r#"
import os, sys
import llvmlite.binding as llvm
llvm.initialize_all_targets(); llvm.initialize_all_asmprinters()
out = sys.argv[1]
for i, job in enumerate(sys.argv[2:]):
    path, sm, ptx = job.split("|")
    pid = os.fork()
    if pid == 0:
        err = os.open(os.path.join(out, f"{i}.err"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        os.dup2(err, 2)
        try:
            tm = llvm.Target.from_triple("nvptx64-nvidia-cuda").create_target_machine(
                cpu="sm_" + sm, features=("+ptx" + ptx) if ptx else "", opt=3)
            text = tm.emit_assembly(llvm.parse_assembly(open(path).read()))
            with open(os.path.join(out, f"{i}.tmp"), "w") as f:
                f.write(text)
            os.rename(os.path.join(out, f"{i}.tmp"), os.path.join(out, f"{i}.ptx"))
            os._exit(0)
        except BaseException as e:
            os.write(2, str(e).encode())
            os._exit(1)
    os.waitpid(pid, 0)
print("done", len(sys.argv) - 2)
"#;
    let dir = scratch(&format!("llvm22-{tag}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let out = Command::new(python()?)
        .arg("-c")
        .arg(SCRIPT)
        .arg(&dir)
        .args(jobs.iter().map(|j| format!("{}|{}|{}", j.file.display(), j.sm, j.ptx.map(|p| p.to_string()).unwrap_or_default())))
        .output()
        .map_err(|e| format!("cannot run the oracle python: {e}"))?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    if !out.status.success() || !stdout.contains(&format!("done {}", jobs.len())) {
        return Err(format!("the LLVM 22 oracle failed: {stdout}{}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok((0..jobs.len())
        .map(|i| match std::fs::read_to_string(dir.join(format!("{i}.ptx"))) {
            Ok(ptx) => Ok(ptx),
            Err(_) => {
                let err = std::fs::read_to_string(dir.join(format!("{i}.err"))).unwrap_or_default();
                Err(if err.trim().is_empty() { "LLVM 22 stopped without a message".to_string() } else { err.trim().to_string() })
            }
        })
        .collect())
}

/// libNVVM (the cicc core, from the venv's `nvidia-cuda-nvcc` wheel) on an NVVM IR 2.0 file with
/// `-arch=<arch>` (`compute_90`): Ok(PTX) or Err(its compile log).
pub fn libnvvm(path: &Path, arch: &str) -> Result<String, String> {
    const SCRIPT: &str = r#"
import ctypes, glob, os, sys
here = glob.glob(os.path.join(sys.prefix, "lib/python3*/site-packages/nvidia/cu13/lib/libnvvm.so*"))
if not here:
    sys.stderr.write("libnvvm.so not found in the venv; run `make test-deps`"); sys.exit(2)
lib = ctypes.CDLL(here[0])
src = open(sys.argv[1]).read().encode()
prog = ctypes.c_void_p(); lib.nvvmCreateProgram(ctypes.byref(prog))
lib.nvvmAddModuleToProgram(prog, src, len(src), b"input")
opts = [("-arch=" + sys.argv[2]).encode()]
r = lib.nvvmCompileProgram(prog, len(opts), (ctypes.c_char_p * len(opts))(*opts))
size = ctypes.c_size_t()
lib.nvvmGetProgramLogSize(prog, ctypes.byref(size)); log = ctypes.create_string_buffer(size.value)
lib.nvvmGetProgramLog(prog, log)
if r != 0:
    sys.stderr.write(log.value.decode()); sys.exit(1)
lib.nvvmGetCompiledResultSize(prog, ctypes.byref(size)); out = ctypes.create_string_buffer(size.value)
lib.nvvmGetCompiledResult(prog, out); sys.stdout.write(out.value.decode())
"#;
    let out = Command::new(python()?)
        .arg("-c")
        .arg(SCRIPT)
        .arg(path)
        .arg(arch)
        .output()
        .map_err(|e| format!("cannot run the oracle python: {e}"))?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr)))
    }
}

/// PTX instructions in a module: statements ending in `;` that are not directives, comments or
/// labels (the measure the ratio tests and `tools/ptx_ratio.py` use).
pub fn ptx_instruction_count(ptx: &str) -> usize {
    ptx.lines()
        .map(str::trim)
        .filter(|l| l.ends_with(';') && !l.starts_with('.') && !l.starts_with("//") && !l.starts_with('$'))
        .count()
}

/// Runs `f` on every item on up to `threads` worker threads; results in item order.
pub fn parallel_map<T: Sync, R: Send>(items: &[T], threads: usize, f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<std::sync::Mutex<Option<R>>> = items.iter().map(|_| std::sync::Mutex::new(None)).collect();
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                if i >= items.len() {
                    break;
                }
                let r = f(&items[i]);
                *results[i].lock().unwrap() = Some(r);
            });
        }
    });
    results.into_iter().map(|m| m.into_inner().unwrap().unwrap()).collect()
}

/// One instruction as `nvdisasm -hex` prints it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decoded {
    /// Byte offset.
    pub offset: u32,
    /// The instruction text with whitespace folded, without ` ;`.
    pub text: String,
    /// The two words as nvdisasm echoes them.
    pub words: [u64; 2],
}

/// `nvdisasm -b <SMxx> -hex -ndf` on raw words: its whole stdout, unparsed (for layout checks).
pub fn nvdisasm_raw_text(bytes: &[u8], sm: &str, name: &str) -> Result<String, String> {
    let exe = tool("nvdisasm")?;
    let dir = scratch("nvdisasm");
    let bin = dir.join(format!("{name}.bin"));
    std::fs::write(&bin, bytes).map_err(|e| e.to_string())?;
    let out = Command::new(exe)
        .args(["-b", sm, "-hex", "-ndf"])
        .arg(&bin)
        .output()
        .map_err(|e| format!("cannot run nvdisasm: {e}"))?;
    if !out.status.success() {
        return Err(format!("nvdisasm failed: {}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Decodes raw 16-byte instruction words with `nvdisasm -b <SMxx> -hex`. `sm` is nvdisasm's name,
/// e.g. `SM90`.
pub fn nvdisasm_raw(bytes: &[u8], sm: &str, name: &str) -> Result<Vec<Decoded>, String> {
    Ok(parse_listing(&nvdisasm_raw_text(bytes, sm, name)?))
}

/// Disassembles a cubin with `nvdisasm -hex -ndf`: every function's instructions, in file order
/// (offsets restart at 0 in each function).
pub fn nvdisasm_cubin(cubin: &Path) -> Result<Vec<Decoded>, String> {
    let exe = tool("nvdisasm")?;
    let out = Command::new(exe)
        .args(["-hex", "-ndf"])
        .arg(cubin)
        .output()
        .map_err(|e| format!("cannot run nvdisasm: {e}"))?;
    if !out.status.success() {
        return Err(format!("nvdisasm failed: {}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(parse_listing(&String::from_utf8_lossy(&out.stdout)))
}

/// Decodes raw words with `nvdisasm -b <sm> -hex` in one batch. nvdisasm rejects a whole file for one
/// illegal word, so each rejected word (named by the address in nvdisasm's message) is replaced by a
/// NOP and the batch run again, at most `max_rejects` times. Returns one entry per word: the decoded
/// instruction, or nvdisasm's complaint about that word.
pub fn nvdisasm_words(words: &[[u64; 2]], sm: &str, name: &str, max_rejects: usize) -> Result<Vec<Result<Decoded, String>>, String> {
    const NOP: [u64; 2] = [0x0000000000007918, 0x000fc00000000000];
    let mut cur: Vec<[u64; 2]> = words.to_vec();
    let mut rejected: Vec<Option<String>> = vec![None; words.len()];
    for _ in 0..=max_rejects {
        let bytes: Vec<u8> = cur.iter().flat_map(|[lo, hi]| lo.to_le_bytes().into_iter().chain(hi.to_le_bytes())).collect();
        match nvdisasm_raw(&bytes, sm, name) {
            Ok(decoded) => {
                let mut by_offset: std::collections::BTreeMap<u32, Decoded> = decoded.into_iter().map(|d| (d.offset, d)).collect();
                return Ok((0..words.len())
                    .map(|i| match &rejected[i] {
                        Some(msg) => Err(msg.clone()),
                        None => by_offset.remove(&(i as u32 * 16)).ok_or_else(|| "missing from nvdisasm's output".to_string()),
                    })
                    .collect());
            }
            Err(msg) => {
                let addr = msg
                    .split("at address 0x")
                    .nth(1)
                    .and_then(|r| u64::from_str_radix(r.split(|c: char| !c.is_ascii_hexdigit()).next().unwrap_or(""), 16).ok());
                let Some(addr) = addr else { return Err(msg) };
                let i = (addr / 16) as usize;
                if i >= cur.len() || rejected[i].is_some() {
                    return Err(msg);
                }
                rejected[i] = Some(msg.lines().find(|l| !l.trim().is_empty()).unwrap_or("").trim().to_string());
                cur[i] = NOP;
            }
        }
    }
    Err(format!("nvdisasm rejected more than {max_rejects} words"))
}

/// The SASS instructions of each function in a cubin or relocatable object ptxas wrote for sm_90:
/// function name -> the number of 128-bit words in its `.text.<name>` section that are not `NOP`
/// (the alignment padding; nvdisasm would list them, `tools/mpass_ratio.py` leaves them out too).
/// Read from the ELF directly: one nvdisasm process costs about half a second, too much per sweep
/// case.
pub fn sass_counts_sm90(elf: &Path) -> Result<std::collections::BTreeMap<String, usize>, String> {
    let b = std::fs::read(elf).map_err(|e| format!("{}: {e}", elf.display()))?;
    let bad = || format!("{}: not an ELF64 file ptxas wrote", elf.display());
    let u16_at = |o: usize| b.get(o..o + 2).map(|s| u16::from_le_bytes([s[0], s[1]]) as usize);
    let u32_at = |o: usize| b.get(o..o + 4).map(|s| u32::from_le_bytes(s.try_into().unwrap()) as usize);
    let u64_at = |o: usize| b.get(o..o + 8).map(|s| u64::from_le_bytes(s.try_into().unwrap()) as usize);
    if b.get(..5) != Some(b"\x7fELF\x02".as_slice()) {
        return Err(bad());
    }
    let (shoff, shentsize, shnum, shstrndx) = (u64_at(0x28).ok_or_else(bad)?, u16_at(0x3a).ok_or_else(bad)?, u16_at(0x3c).ok_or_else(bad)?, u16_at(0x3e).ok_or_else(bad)?);
    let section = |i: usize| -> Option<(usize, usize, usize)> {
        let h = shoff.checked_add(i.checked_mul(shentsize)?)?;
        Some((u32_at(h)?, u64_at(h + 24)?, u64_at(h + 32)?))
    };
    let (_, stroff, strsize) = section(shstrndx).ok_or_else(bad)?;
    let strtab = b.get(stroff..stroff.checked_add(strsize).ok_or_else(bad)?).ok_or_else(bad)?;
    let mut counts = std::collections::BTreeMap::new();
    for i in 0..shnum {
        let (name, off, size) = section(i).ok_or_else(bad)?;
        let name = strtab.get(name..).and_then(|s| s.split(|&c| c == 0).next()).ok_or_else(bad)?;
        let Some(func) = std::str::from_utf8(name).ok().and_then(|n| n.strip_prefix(".text.")) else { continue };
        let text = b.get(off..off.checked_add(size).ok_or_else(bad)?).ok_or_else(bad)?;
        let n = text.chunks_exact(16).filter(|w| u16::from_le_bytes([w[0], w[1]]) & 0xfff != 0x918).count();
        counts.insert(func.to_string(), n);
    }
    Ok(counts)
}

/// Parses nvdisasm/cuobjdump instruction lines: `/*0040*/  TEXT ;  /* 0x... */` followed by a line
/// holding the second word `/* 0x... */`.
pub fn parse_listing(listing: &str) -> Vec<Decoded> {
    let mut result = Vec::new();
    let mut pending: Option<(u32, String, u64)> = None;
    for line in listing.lines() {
        let t = line.trim();
        if let Some(rest) = t.strip_prefix("/*") {
            if let Some((addr, after)) = rest.split_once("*/") {
                if let Ok(off) = u32::from_str_radix(addr.trim(), 16) {
                    if let Some((text, hex)) = after.rsplit_once("/* 0x") {
                        let text = text.trim().trim_end_matches(';').trim();
                        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
                        let w = u64::from_str_radix(hex.trim_end_matches("*/").trim(), 16).unwrap_or(0);
                        pending = Some((off, text, w));
                        continue;
                    }
                }
            }
            if let Some(hex) = t.strip_prefix("/* 0x") {
                if let Some((off, text, lo)) = pending.take() {
                    let hi = u64::from_str_radix(hex.trim_end_matches("*/").trim(), 16).unwrap_or(0);
                    result.push(Decoded { offset: off, text, words: [lo, hi] });
                }
            }
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_nvdisasm_lines() {
        let l = "        /*0000*/                   IMAD.WIDE R2, R7, 0x4, R2 ;        /* 0x0000000407027825 */\n                                                                      /* 0x001fcc00078e0202 */\n";
        let d = parse_listing(l);
        assert_eq!(d, vec![Decoded { offset: 0, text: "IMAD.WIDE R2, R7, 0x4, R2".into(), words: [0x0000000407027825, 0x001fcc00078e0202] }]);
    }
}

/// MLIR's `mlir-opt` of LLVM 22 (Debian `mlir-22-tools`, which `make test-deps` installs):
/// `$MLIR_OPT`, `mlir-opt-22` on PATH, or `/usr/lib/llvm-22/bin/mlir-opt`. Missing is an error
/// naming the command that installs it.
pub fn mlir_opt() -> Result<PathBuf, String> {
    if let Some(p) = std::env::var_os("MLIR_OPT") {
        return Ok(PathBuf::from(p));
    }
    let on_path = std::env::var_os("PATH")
        .into_iter()
        .flat_map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .map(|d| d.join("mlir-opt-22"))
        .find(|p| p.is_file());
    let fixed = Path::new("/usr/lib/llvm-22/bin/mlir-opt");
    on_path
        .or_else(|| fixed.is_file().then(|| fixed.to_path_buf()))
        .ok_or_else(|| "`mlir-opt-22` is missing (Debian mlir-22-tools); run `make test-deps` (or set MLIR_OPT)".to_string())
}
