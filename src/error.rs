//! The VM's Rust-side errors. A guest exception is never one of these: it is a Java object
//! (see `vm::Trap`). These are malformed input, missing pieces of the runtime, and VM bugs.

use thiserror::Error;

#[derive(Debug, Error)]
pub enum VmError {
    /// Malformed or unreadable input: a class file, a jar, a class-path entry.
    #[error("{file}: {msg}")]
    Input { file: String, msg: String },
    /// A class file the program needs is found but cannot be linked: `error` is the
    /// `java.lang.LinkageError` subclass the JVM throws for it (ClassFormatError, VerifyError,
    /// ClassCircularityError, IncompatibleClassChangeError, NoClassDefFoundError). Thrown in
    /// the program where the class is needed; an error when the launcher needs it.
    #[error("{file}: {msg}")]
    Link {
        error: &'static str,
        file: String,
        msg: String,
    },
    /// A class the program needs is on no class-path entry and not in ironpf's runtime.
    #[error("class not found: {name}{}{}", if runtime_package(name) { " (a library class ironpf's Java runtime library does not have)" } else { "" }, if context.is_empty() { String::new() } else { format!(" (needed by {context})") })]
    ClassNotFound { name: String, context: String },
    /// A feature of the JVM or of the Java library that ironpf does not provide.
    #[error("{context}: unsupported: {msg}")]
    Unsupported { context: String, msg: String },
    /// Bad usage (no main method, bad arguments).
    #[error("{0}")]
    Usage(String),
    /// An inconsistency inside the VM (a bug in ironpf or unverifiable bytecode).
    #[error("{context}: internal error: {msg}")]
    Internal { context: String, msg: String },
    /// The search presumed that every shared object of `class` is accessed only by a thread
    /// holding the object's monitor, and a thread accessed one without it: the search
    /// starts again with the accesses of that class as scheduling points (see
    /// `Vm::data_access`). Never leaves `check::check`.
    #[error("{context}: an object of class {class} was accessed without its monitor held")]
    LockDisciplineBroken {
        context: String,
        class: String,
        key: u64,
    },
}

impl VmError {
    pub fn input(file: impl Into<String>, msg: impl Into<String>) -> Self {
        VmError::Input {
            file: file.into(),
            msg: msg.into(),
        }
    }
    pub fn link(error: &'static str, file: impl Into<String>, msg: impl Into<String>) -> Self {
        VmError::Link {
            error,
            file: file.into(),
            msg: msg.into(),
        }
    }
    pub fn unsupported(context: impl Into<String>, msg: impl Into<String>) -> Self {
        VmError::Unsupported {
            context: context.into(),
            msg: msg.into(),
        }
    }
    pub fn internal(context: impl Into<String>, msg: impl Into<String>) -> Self {
        VmError::Internal {
            context: context.into(),
            msg: msg.into(),
        }
    }

    /// Process exit code for this error: 2 for input and usage problems, 4 for VM limits and
    /// bugs (a library class the runtime library lacks is a limit of ironpf, not bad input).
    pub fn exit_code(&self) -> i32 {
        match self {
            VmError::ClassNotFound { name, .. } if runtime_package(name) => 4,
            VmError::Input { .. }
            | VmError::Link { .. }
            | VmError::ClassNotFound { .. }
            | VmError::Usage(_) => 2,
            VmError::Unsupported { .. }
            | VmError::Internal { .. }
            | VmError::LockDisciplineBroken { .. } => 4,
        }
    }

    /// Adds where the error happened (class, method, pc) when the error has no location yet.
    pub fn at(self, location: &str) -> Self {
        match self {
            VmError::Unsupported { context, msg } if context.is_empty() => VmError::Unsupported {
                context: location.to_string(),
                msg,
            },
            VmError::Internal { context, msg } if context.is_empty() => VmError::Internal {
                context: location.to_string(),
                msg,
            },
            VmError::ClassNotFound { name, context } if context.is_empty() => {
                VmError::ClassNotFound {
                    name,
                    context: location.to_string(),
                }
            }
            e => e,
        }
    }
}

pub type VmResult<T> = Result<T, VmError>;

/// Packages whose classes only ironpf's runtime library provides (the JDK's and Groovy's).
pub fn runtime_package(class: &str) -> bool {
    // Internal (`java/util/X`) or binary (`java.util.X`) names.
    let class = class
        .trim_start_matches('[')
        .trim_start_matches('L')
        .replace('.', "/");
    [
        "java/",
        "javax/",
        "jdk/",
        "sun/",
        "groovy/",
        "org/codehaus/groovy/",
    ]
    .iter()
    .any(|p| class.starts_with(p))
}
