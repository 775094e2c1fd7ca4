//! The class path: folders and jar files given with `-cp`, then ironpf's embedded runtime
//! library (jvm-stubs). Classes are looked up by internal name (`java/lang/String`).

use std::collections::BTreeMap;
use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};

use crate::error::{VmError, VmResult};

/// ironpf's own runtime library, compiled by `build.rs`.
static STUBS: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/stubs.bin"));

enum Entry {
    Dir(PathBuf),
    Jar {
        path: PathBuf,
        archive: zip::ZipArchive<File>,
    },
}

/// Where a class's bytes came from, for error messages and `Class` metadata.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// ironpf's runtime library.
    Runtime,
    /// A user class-path entry; the string names the file (or jar!entry).
    User(String),
}

impl Origin {
    pub fn describe(&self, name: &str) -> String {
        match self {
            Origin::Runtime => format!("<ironpf runtime>/{name}.class"),
            Origin::User(f) => f.clone(),
        }
    }
}

pub struct ClassPath {
    entries: Vec<Entry>,
    stubs: BTreeMap<&'static str, &'static [u8]>,
}

impl ClassPath {
    /// Builds a class path from a `:`-separated list of folders and jars.
    pub fn new(spec: &str) -> VmResult<ClassPath> {
        let mut entries = Vec::new();
        for part in spec.split(':').filter(|p| !p.is_empty()) {
            let path = PathBuf::from(part);
            if path.is_dir() {
                entries.push(Entry::Dir(path));
            } else if path.is_file() {
                let file = File::open(&path).map_err(|e| VmError::input(part, e.to_string()))?;
                let archive = zip::ZipArchive::new(file).map_err(|e| {
                    VmError::input(part, format!("not a readable jar/zip file: {e}"))
                })?;
                entries.push(Entry::Jar { path, archive });
            } else {
                return Err(VmError::input(part, "class path entry does not exist"));
            }
        }
        Ok(ClassPath {
            entries,
            stubs: runtime_classes(),
        })
    }

    /// The bytes of a class, searching the user's entries first and then the runtime library.
    /// Classes in `java/` packages always come from the runtime library, as a JVM's boot
    /// class loader would take them.
    pub fn find(&mut self, name: &str) -> VmResult<Option<(Vec<u8>, Origin)>> {
        if let Some(b) = self.stubs.get(name) {
            return Ok(Some((b.to_vec(), Origin::Runtime)));
        }
        if name.starts_with("java/") {
            return Ok(None);
        }
        let file_name = format!("{name}.class");
        for e in &mut self.entries {
            match e {
                Entry::Dir(dir) => {
                    let p = dir.join(&file_name);
                    if p.is_file() {
                        let bytes = std::fs::read(&p).map_err(|err| {
                            VmError::input(p.display().to_string(), err.to_string())
                        })?;
                        return Ok(Some((bytes, Origin::User(p.display().to_string()))));
                    }
                }
                Entry::Jar { path, archive } => {
                    let described = format!("{}!/{file_name}", path.display());
                    let mut f = match archive.by_name(&file_name) {
                        Ok(f) => f,
                        Err(zip::result::ZipError::FileNotFound) => continue,
                        Err(err) => {
                            return Err(VmError::input(
                                described,
                                format!("corrupt jar entry: {err}"),
                            ));
                        }
                    };
                    let bytes = read_class_entry(&mut f).map_err(|err| {
                        VmError::input(described.clone(), format!("corrupt jar entry: {err}"))
                    })?;
                    return Ok(Some((bytes, Origin::User(described))));
                }
            }
        }
        Ok(None)
    }

    /// Internal names of every class in the runtime library.
    pub fn runtime_class_names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.stubs.keys().copied()
    }
}

/// A digest of the embedded runtime library: what compiled guest code was compiled against.
pub fn runtime_digest() -> u64 {
    xxhash_rust::xxh3::xxh3_64(STUBS)
}

fn runtime_classes() -> BTreeMap<&'static str, &'static [u8]> {
    let mut map = BTreeMap::new();
    let mut rest = STUBS;
    while rest.len() >= 2 {
        let n = u16::from_le_bytes([rest[0], rest[1]]) as usize;
        let name = std::str::from_utf8(&rest[2..2 + n]).unwrap_or("");
        let len_at = 2 + n;
        let len = u32::from_le_bytes([
            rest[len_at],
            rest[len_at + 1],
            rest[len_at + 2],
            rest[len_at + 3],
        ]) as usize;
        let body = &rest[len_at + 4..len_at + 4 + len];
        map.insert(name, body);
        rest = &rest[len_at + 4 + len..];
    }
    map
}

/// Packages of the guest API that programs compile against (`ironpf api-jar`).
pub const API_PACKAGES: &[&str] = &[
    "gov/nasa/jpf/vm/",
    "ironpf/",
    "physicalgraph/",
    "groovyx/",
    "org/json/",
];

/// Writes a jar with the guest API classes; returns how many classes it holds.
pub fn write_api_jar(path: &Path) -> VmResult<usize> {
    let classes: Vec<(String, &[u8])> = runtime_classes()
        .into_iter()
        .filter(|(name, _)| API_PACKAGES.iter().any(|p| name.starts_with(p)))
        .map(|(name, bytes)| (format!("{name}.class"), bytes))
        .collect();
    write_jar(path, "Created-By: ironpf\r\n", &classes)?;
    Ok(classes.len())
}

/// Writes a jar: a manifest with the given extra lines (each ending in CRLF), then the entries
/// in order, with fixed timestamps (the same entries give the same bytes).
pub fn write_jar<B: AsRef<[u8]>>(
    path: &Path,
    manifest_lines: &str,
    entries: &[(String, B)],
) -> VmResult<()> {
    let describe =
        |e: &dyn std::fmt::Display| VmError::input(path.display().to_string(), e.to_string());
    let file = File::create(path).map_err(|e| describe(&e))?;
    let mut jar = zip::ZipWriter::new(file);
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .last_modified_time(zip::DateTime::default());
    let manifest = format!("Manifest-Version: 1.0\r\n{manifest_lines}\r\n");
    let all = std::iter::once(("META-INF/MANIFEST.MF", manifest.as_bytes()))
        .chain(entries.iter().map(|(n, b)| (n.as_str(), b.as_ref())));
    for (name, bytes) in all {
        jar.start_file(name, options).map_err(|e| describe(&e))?;
        std::io::Write::write_all(&mut jar, bytes).map_err(|e| describe(&e))?;
    }
    jar.finish().map_err(|e| describe(&e))?;
    Ok(())
}

/// The `Main-Class` of a jar's manifest (as `java -jar` runs it).
pub fn jar_main_class(path: &Path) -> VmResult<String> {
    let describe =
        |e: &dyn std::fmt::Display| VmError::input(path.display().to_string(), e.to_string());
    let file = File::open(path).map_err(|e| describe(&e))?;
    let mut zip =
        zip::ZipArchive::new(file).map_err(|e| describe(&format!("not a readable jar: {e}")))?;
    let mut manifest = String::new();
    zip.by_name("META-INF/MANIFEST.MF")
        .map_err(|_| describe(&"the jar has no manifest naming its main class"))?
        .take(MAX_MANIFEST)
        .read_to_string(&mut manifest)
        .map_err(|e| describe(&e))?;
    manifest_attribute(&manifest, "Main-Class")
        .ok_or_else(|| describe(&"the jar's manifest names no Main-Class"))
}

/// The largest manifest read (the JDK's jar tool rejects larger ones too).
const MAX_MANIFEST: u64 = 8 << 20;

/// The largest class file read from a jar: a class file's own counts bound it far below
/// this in practice, and a larger entry (a decompression bomb) is refused without being
/// decompressed whole.
const MAX_CLASS_FILE: u64 = 64 << 20;

/// Reads a class file entry: its magic number first, so that an entry that is not a class
/// file is refused before it is decompressed, then at most [`MAX_CLASS_FILE`] bytes.
fn read_class_entry(f: &mut impl Read) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    f.by_ref()
        .take(4)
        .read_to_end(&mut bytes)
        .map_err(|e| e.to_string())?;
    if bytes != [0xCA, 0xFE, 0xBA, 0xBE] {
        // The class parser names the problem (bad magic, too short).
        return Ok(bytes);
    }
    f.take(MAX_CLASS_FILE - 4 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| e.to_string())?;
    if bytes.len() as u64 > MAX_CLASS_FILE {
        return Err(format!(
            "the entry holds more than {} MB, more than a class file can",
            MAX_CLASS_FILE >> 20
        ));
    }
    Ok(bytes)
}

/// The value of main-section attribute `name` of a manifest (JAR File Specification: header
/// names are case-insensitive, a line that starts with a space continues the one before).
pub fn manifest_attribute(manifest: &str, name: &str) -> Option<String> {
    let mut logical: Vec<String> = Vec::new();
    for line in manifest
        .split('\n')
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
    {
        if line.is_empty() {
            // The main section ends at the first blank line.
            break;
        }
        match (line.strip_prefix(' '), logical.last_mut()) {
            (Some(more), Some(last)) => last.push_str(more),
            _ => logical.push(line.to_string()),
        }
    }
    logical.iter().find_map(|l| {
        let (key, value) = l.split_once(':')?;
        key.trim()
            .eq_ignore_ascii_case(name)
            .then(|| value.trim().to_string())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manifest_lines_continue_after_a_space() {
        let m = "Manifest-Version: 1.0\r\nmain-class: com.example.very.long.packa\r\n ge.Main\r\n\r\nName: x\r\nMain-Class: Other\r\n";
        assert_eq!(
            manifest_attribute(m, "Main-Class").as_deref(),
            Some("com.example.very.long.package.Main")
        );
        assert_eq!(
            manifest_attribute("Main-Class: A\n", "Main-Class").as_deref(),
            Some("A")
        );
        assert_eq!(manifest_attribute("X: A\n", "Main-Class"), None);
    }

    #[test]
    fn a_class_entry_is_read_after_its_magic_and_within_a_bound() {
        let mut text = &b"PK not a class"[..];
        assert_eq!(read_class_entry(&mut text).unwrap(), b"PK n");
        let mut endless = (&[0xCA, 0xFE, 0xBA, 0xBE][..]).chain(std::io::repeat(0));
        let err = read_class_entry(&mut endless).unwrap_err();
        assert!(err.contains("more than 64 MB"), "{err}");
    }
}
