//! The `nvisel` binary: a thin wrapper over [`nvisel::cli::run`].

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = nvisel::cli::run(args, &mut std::io::stdin().lock(), &mut std::io::stdout().lock(), &mut std::io::stderr().lock());
    std::process::exit(code);
}
