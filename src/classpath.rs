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
    stubs: &'static BTreeMap<&'static str, &'static [u8]>,
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

    /// The name and bytes of a runtime-library class (which `find` also returns, copied).
    pub fn runtime_class(&self, name: &str) -> Option<(&'static str, &'static [u8])> {
        self.stubs.get_key_value(name).map(|(n, b)| (*n, *b))
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

/// The characters of every string literal in the runtime library's constant pools, read once
/// per process when first asked for (see `Vm::intern`: they are in the string pool from the
/// start).
pub fn runtime_literals() -> &'static std::collections::HashSet<Vec<u16>> {
    static LITERALS: std::sync::OnceLock<std::collections::HashSet<Vec<u16>>> =
        std::sync::OnceLock::new();
    LITERALS.get_or_init(|| {
        let mut set = std::collections::HashSet::new();
        for bytes in runtime_classes().values() {
            if let Ok(cf) = crate::classfile::parse(bytes) {
                for c in cf.pool.iter() {
                    if let crate::classfile::Constant::String(units) = c {
                        set.insert(units.to_vec());
                    }
                }
            }
        }
        set
    })
}

/// The runtime library's classes by name (indexed once per process).
fn runtime_classes() -> &'static BTreeMap<&'static str, &'static [u8]> {
    static CLASSES: std::sync::OnceLock<BTreeMap<&'static str, &'static [u8]>> =
        std::sync::OnceLock::new();
    CLASSES.get_or_init(index_runtime_classes)
}

fn index_runtime_classes() -> BTreeMap<&'static str, &'static [u8]> {
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
    "android/os/",
    "gov/nasa/jpf/vm/",
    "ironpf/",
    "physicalgraph/",
    "groovyx/",
    "org/json/",
];

/// Writes a jar with the guest API classes; returns how many classes it holds.
pub fn write_api_jar(path: &Path) -> VmResult<usize> {
    let classes: Vec<(String, &[u8])> = runtime_classes()
        .iter()
        .filter(|(name, _)| API_PACKAGES.iter().any(|p| name.starts_with(p)))
        .map(|(name, bytes)| (format!("{name}.class"), *bytes))
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

/// Reads a class file entry as far as its own structure goes (JVMS 4.1: the constant pool,
/// fields, methods and attributes give their counts and lengths), so that an entry that is
/// not a class file, or a compressed stream of zeros behind a valid magic number (a
/// decompression bomb), is read only until its structure stops making sense, then at most
/// one byte more (the class parser reports trailing bytes), and never more than
/// [`MAX_CLASS_FILE`] bytes. Where the structure is malformed the bytes read so far are
/// returned and the class parser names the problem.
fn read_class_entry(f: &mut impl Read) -> Result<Vec<u8>, String> {
    let mut entry = ClassEntry {
        input: f,
        bytes: Vec::new(),
    };
    match entry.walk() {
        Ok(()) => {
            entry.take(1)?;
        }
        Err(Walk::Malformed) => {}
        Err(Walk::Io(e)) => return Err(e),
    }
    Ok(entry.bytes)
}

enum Walk {
    /// The input ended or contradicts the class-file structure: the parser says how.
    Malformed,
    Io(String),
}

struct ClassEntry<'a, R: Read> {
    input: &'a mut R,
    bytes: Vec<u8>,
}

impl<R: Read> ClassEntry<'_, R> {
    /// Appends up to `n` more bytes; Ok(false) when the input ends first.
    fn take(&mut self, n: u64) -> Result<bool, String> {
        if self.bytes.len() as u64 + n > MAX_CLASS_FILE {
            return Err(format!(
                "the entry holds more than {} MB, more than a class file can",
                MAX_CLASS_FILE >> 20
            ));
        }
        let before = self.bytes.len();
        self.input
            .by_ref()
            .take(n)
            .read_to_end(&mut self.bytes)
            .map_err(|e| e.to_string())?;
        Ok((self.bytes.len() - before) as u64 == n)
    }

    fn skip(&mut self, n: u64) -> Result<(), Walk> {
        match self.take(n) {
            Ok(true) => Ok(()),
            Ok(false) => Err(Walk::Malformed),
            Err(e) => Err(Walk::Io(e)),
        }
    }

    fn u1(&mut self) -> Result<u8, Walk> {
        self.skip(1)?;
        Ok(self.bytes[self.bytes.len() - 1])
    }

    fn u2(&mut self) -> Result<u16, Walk> {
        self.skip(2)?;
        let b = &self.bytes[self.bytes.len() - 2..];
        Ok(u16::from_be_bytes([b[0], b[1]]))
    }

    fn u4(&mut self) -> Result<u32, Walk> {
        self.skip(4)?;
        let b = &self.bytes[self.bytes.len() - 4..];
        Ok(u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn attributes(&mut self) -> Result<(), Walk> {
        for _ in 0..self.u2()? {
            self.skip(2)?;
            let length = self.u4()?;
            self.skip(length as u64)?;
        }
        Ok(())
    }

    fn members(&mut self) -> Result<(), Walk> {
        for _ in 0..self.u2()? {
            self.skip(6)?;
            self.attributes()?;
        }
        Ok(())
    }

    fn walk(&mut self) -> Result<(), Walk> {
        if self.u4()? != 0xCAFE_BABE {
            return Err(Walk::Malformed);
        }
        self.skip(4)?;
        let count = self.u2()?;
        if count == 0 {
            return Err(Walk::Malformed);
        }
        let mut i = 1;
        while i < count {
            let size = match self.u1()? {
                1 => self.u2()? as u64,
                3 | 4 => 4,
                5 | 6 => {
                    // Longs and doubles take two entries (JVMS 4.4.5).
                    i += 1;
                    8
                }
                7 | 8 | 16 | 19 | 20 => 2,
                9 | 10 | 11 | 12 | 17 | 18 => 4,
                15 => 3,
                _ => return Err(Walk::Malformed),
            };
            self.skip(size)?;
            i += 1;
        }
        self.skip(6)?;
        let interfaces = self.u2()?;
        self.skip(2 * interfaces as u64)?;
        self.members()?;
        self.members()?;
        self.attributes()
    }
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
    fn a_class_entry_is_read_as_far_as_its_structure_and_within_a_bound() {
        let mut text = &b"PK not a class"[..];
        assert_eq!(read_class_entry(&mut text).unwrap(), b"PK n");
        // A valid magic followed by endless zeros: the constant pool count 0 is impossible,
        // so reading stops after 10 bytes (it used to inflate 64 MB first).
        let mut zeros = (&[0xCA, 0xFE, 0xBA, 0xBE][..]).chain(std::io::repeat(0));
        assert_eq!(read_class_entry(&mut zeros).unwrap().len(), 10);
        // A well-formed class followed by endless bytes: the class and one byte more, which
        // the parser reports as trailing.
        let class = build_class_with_one_utf8();
        let mut longer = (&class[..]).chain(std::io::repeat(7));
        let read = read_class_entry(&mut longer).unwrap();
        assert_eq!(read.len(), class.len() + 1);
        let err = crate::classfile::parse(&read).err().unwrap();
        assert!(err.contains("1 trailing bytes"), "{err}");
        // Exactly the class: read whole and parsed.
        let mut exact = &class[..];
        assert_eq!(read_class_entry(&mut exact).unwrap(), class);
        // An attribute that claims 4 GB is refused at the bound, not read.
        let mut huge = class[..class.len() - 2].to_vec();
        huge.extend([0, 1, 0, 1, 0xFF, 0xFF, 0xFF, 0xFF]);
        let mut endless = (&huge[..]).chain(std::io::repeat(0));
        let err = read_class_entry(&mut endless).unwrap_err();
        assert!(err.contains("more than 64 MB"), "{err}");
    }

    /// A minimal class file: constant pool [Utf8 "A", Class #1], class A extends #2, no
    /// members, no attributes (the structure only; not loadable).
    fn build_class_with_one_utf8() -> Vec<u8> {
        let mut c = vec![0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 52, 0, 3];
        c.extend([1, 0, 1, b'A', 7, 0, 1]);
        c.extend([0, 0x21, 0, 2, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0]);
        c
    }
}
