//! ironpf: a Java PathFinder-style model checker for JVM bytecode.
//!
//! Layout (JPF's vocabulary in parentheses):
//! - [`classfile`]: class-file parsing and bytecode decoding;
//! - [`classpath`]: folders, jars and the embedded runtime library;
//! - [`runtime`]: loaded classes and methods (ClassInfo, MethodInfo);
//! - [`vm`]: program state and the interpreter (VM, ThreadInfo, StackFrame, Heap);
//! - [`natives`]: native methods of the runtime library (native peers);
//! - [`check`]: the model checker (search, DPOR, reports), within [`limits`] of time and memory;
//! - [`smartthings`]: SmartThings app pairs (pair jars, the fixture suite);
//! - [`cli`]: the command line.

pub mod batch;
pub mod check;
pub mod classfile;
pub mod classpath;
pub mod cli;
pub mod error;
pub mod limits;
pub mod natives;
pub mod runtime;
pub mod smartthings;
pub mod state;
pub mod vm;
