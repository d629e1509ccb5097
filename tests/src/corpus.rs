//! The test corpora under `tests/corpus/`.

use std::path::{Path, PathBuf};

/// The files ending in `.ext` directly in each of `dirs` (relative to `tests/`), each folder's
/// files sorted by name, the folders in the order given. A folder that cannot be read is a test
/// failure, not an empty corpus.
pub fn files(dirs: &[&str], ext: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for dir in dirs {
        let path = root.join(dir);
        let mut v: Vec<PathBuf> = std::fs::read_dir(&path)
            .unwrap_or_else(|e| panic!("cannot read corpus folder {}: {e}", path.display()))
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == ext))
            .collect();
        v.sort();
        out.extend(v);
    }
    out
}

/// Like [`files`], with each file's name and text.
pub fn named_texts(dirs: &[&str], ext: &str) -> Vec<(String, String)> {
    files(dirs, ext)
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            (p.file_name().unwrap_or_default().to_string_lossy().into_owned(), text)
        })
        .collect()
}
